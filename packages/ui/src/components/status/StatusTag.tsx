import { Tag } from 'antd';
import { FormattedMessage } from 'react-intl';
import { statusColor, statusLabel } from './statuses';

/** A status as a coloured label in the person's language; an unknown value reads 'Unknown'. */
export function StatusTag({ status }: { status: string | null | undefined }) {
  const value = status ?? 'UNKNOWN';
  return (
    <Tag color={statusColor(value)}>
      <FormattedMessage {...statusLabel(value)} />
    </Tag>
  );
}
