import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** One fact of the view's summary strip: a small label over its value, named for screen readers. */
export function SummaryItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} style={{ minWidth: 140 }}>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {label}
      </Typography.Text>
      <div>{children}</div>
    </div>
  );
}
