import { Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * A view section's title as a real heading (h3 under the page's h2), so a screen reader's heading list
 * and a test find 'Ingredients' and 'Steps'; it keeps the card head's size and weight.
 */
export function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={3} style={{ margin: 0, fontSize: 'inherit', fontWeight: 'inherit', lineHeight: 'inherit' }}>
      {children}
    </Typography.Title>
  );
}
