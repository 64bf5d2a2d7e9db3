import { useQuery } from '@apollo/client/react';
import { RecordView } from '@brigade/console-kit';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { UPGRADE_PATH } from '../common/paths';
import { useBillingFormat } from './format';
import { m } from './messages';
import { PaymentStatusTag } from './PaymentStatusTag';
import { PAYMENT } from './queries';

/** One invoice of the kitchen; billing answers another kitchen's or a missing one as FORBIDDEN, which RecordView shows. */
export function PaymentViewPage() {
  const intl = useIntl();
  const f = useBillingFormat();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(PAYMENT, { variables: { id }, fetchPolicy: 'network-only' });
  const p = data?.getPaymentById;
  const label = (key: keyof typeof m) => intl.formatMessage(m[key]);
  return (
    <RecordView
      title={p ? intl.formatMessage(m.invoiceTitle, { orderId: p.orderId }) : label('invoice')}
      loading={loading}
      error={error}
      back={UPGRADE_PATH}
      items={
        p
          ? [
              { label: label('invoice'), value: p.orderId },
              { label: label('description'), value: p.description },
              {
                label: label('plan'),
                value: p.plan && intl.formatMessage(m.planName, { name: p.plan.name, cycle: label(p.plan.subscriptionPlan) }),
              },
              { label: label('period'), value: f.day(p.paymentCycleDate) },
              { label: label('dueOn'), value: f.day(p.dueOn) },
              { label: label('subtotal'), value: f.money(p.subtotal, p.currency) },
              { label: label('discount'), value: f.money(p.discount, p.currency) },
              { label: label('tax'), value: f.money(p.tax, p.currency) },
              { label: label('total'), value: f.money(p.total, p.currency) },
              { label: label('status'), value: <PaymentStatusTag status={p.status} /> },
              { label: label('paid'), value: label(p.paid ? 'yes' : 'no') },
              { label: label('paidAt'), value: p.paymentAt ? f.moment(p.paymentAt) : label('notPaid') },
            ]
          : null
      }
    />
  );
}
