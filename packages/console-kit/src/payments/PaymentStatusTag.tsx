import { Tag } from 'antd';
import { FormattedMessage } from 'react-intl';
import { usePlatformScope } from '../session/ConsoleContext';
import { statusMessage } from './paymentText';
import type { PaymentStatus } from './queries';

const COLOR: Record<PaymentStatus, string> = { PAID: 'green', PENDING: 'gold', FAILED: 'red', REFUNDED: 'default' };

/** Paid or not, and if not, why: open (not paid yet), failed or refunded. */
export function PaymentStatusTag({ status }: { status: PaymentStatus }) {
  return (
    <Tag color={COLOR[status]}>
      <FormattedMessage {...statusMessage(status, usePlatformScope())} />
    </Tag>
  );
}
