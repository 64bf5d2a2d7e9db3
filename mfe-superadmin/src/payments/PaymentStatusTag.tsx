import { Tag } from 'antd';
import { FormattedMessage } from 'react-intl';
import { m } from './messages';
import type { PaymentStatus } from './queries';

const COLORS: Record<PaymentStatus, string> = { PAID: 'green', PENDING: 'gold', FAILED: 'red', REFUNDED: 'default' };

/** Paid or not, and if not, why: pending, failed or refunded. */
export function PaymentStatusTag({ status }: { status: PaymentStatus }) {
  return (
    <Tag color={COLORS[status]}>
      <FormattedMessage {...m[status]} />
    </Tag>
  );
}
