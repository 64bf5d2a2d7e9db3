import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@brigade/money';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { common } from '../common/messages';
import { personText } from '../common/person';
import { RecordView, type ViewItem } from '../common/RecordView';
import { useEntityPaths, usePlatformScope } from '../session/ConsoleContext';
import { paymentMessages } from './messages';
import { PaymentStatusTag } from './PaymentStatusTag';
import { billingDay, billingMoment, kitchenName } from './paymentText';
import { PAYMENT, type Payment } from './queries';

/**
 * One payment (`payments/:id` in both consoles): its invoice, plan, period, amounts and whether it is
 * paid. The super admin also sees whose it is (the kitchen and plan linked, who paid) and the
 * provider's references. Billing answers another kitchen's or a missing payment as FORBIDDEN, which
 * RecordView shows.
 */
export function PaymentViewPage() {
  const intl = useIntl();
  const platform = usePlatformScope();
  const paths = useEntityPaths('payments');
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(PAYMENT, { variables: { id }, fetchPolicy: 'network-only' });
  const payment = data?.getPaymentById;
  const items = usePaymentItems(payment, platform);
  return (
    <RecordView
      title={
        payment
          ? intl.formatMessage(paymentMessages.invoiceTitle, { orderId: payment.orderId })
          : intl.formatMessage(platform ? paymentMessages.payment : paymentMessages.invoice)
      }
      loading={loading}
      error={error}
      back={paths.list}
      items={items}
    />
  );
}

/** The payment's fields as RecordView lists them; null until it is there. */
function usePaymentItems(p: Payment | undefined, platform: boolean): ViewItem[] | null {
  const intl = useIntl();
  const kitchenPaths = useEntityPaths('kitchen');
  const planPaths = useEntityPaths('subscriptionplan');
  if (!p) return null;
  const label = (key: keyof typeof paymentMessages) => intl.formatMessage(paymentMessages[key]);
  const money = (amount: string) => formatMoney(amount, p.currency, intl.locale);
  const plan = p.plan && intl.formatMessage(paymentMessages.planName, { name: p.plan.name, cycle: label(p.plan.subscriptionPlan) });
  const whose: ViewItem[] = [
    {
      label: label('kitchen'),
      // A deleted kitchen has no page to go to.
      value:
        p.kitchen.status === 'DELETED' ? kitchenName(intl, p.kitchen) : <Link to={kitchenPaths.view(p.kitchen.id)}>{p.kitchen.name}</Link>,
    },
    { label: label('plan'), value: p.plan && <Link to={planPaths.view(p.plan.id)}>{plan}</Link> },
    { label: label('user'), value: p.user && personText(p.user) },
  ];
  return [
    { label: label('invoice'), value: p.orderId },
    { label: label('description'), value: p.description },
    ...(platform ? whose : [{ label: label('plan'), value: plan }]),
    { label: label(platform ? 'paymentCycleDate' : 'period'), value: billingDay(intl, p.paymentCycleDate) },
    { label: label('dueOn'), value: billingDay(intl, p.dueOn) },
    { label: label('subtotal'), value: money(p.subtotal) },
    { label: label('discount'), value: money(p.discount) },
    { label: label('tax'), value: money(p.tax) },
    { label: label('total'), value: money(p.total) },
    { label: intl.formatMessage(common.status), value: <PaymentStatusTag status={p.status} /> },
    { label: label('paid'), value: label(p.paid ? 'yes' : 'no') },
    { label: label('paidAt'), value: p.paymentAt ? billingMoment(intl, p.paymentAt) : label('notPaid') },
    ...(platform
      ? [
          { label: label('providerId'), value: p.paymentId },
          { label: label('subscriptionId'), value: p.subscriptionId },
          { label: intl.formatMessage(common.createdAt), value: billingMoment(intl, p.createdAt) },
        ]
      : []),
  ];
}
