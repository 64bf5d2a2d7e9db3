import { Tag } from 'antd';
import { FormattedMessage } from 'react-intl';
import { m } from './messages';
import type { PaymentStatus } from './queries';

const COLOR: Record<PaymentStatus, string> = { PAID: 'green', PENDING: 'gold', FAILED: 'red', REFUNDED: 'default' };

/** Paid or not: an open invoice reads 'Not paid yet', a declined one 'Failed'. */
export function PaymentStatusTag({ status }: { status: PaymentStatus }) {
  return (
    <Tag color={COLOR[status]}>
      <FormattedMessage {...m[status]} />
    </Tag>
  );
}
