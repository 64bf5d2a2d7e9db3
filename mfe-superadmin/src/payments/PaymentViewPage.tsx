import { consoleMessages as common, RecordView } from '@brigade/console-kit';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { entityPaths } from '../common/paths';
import { personText } from '../common/person';
import { m as planMessages } from '../subscriptionplan/messages';
import { paths as planPaths } from '../subscriptionplan/paths';
import { day, kitchenName, money, moment } from './format';
import { m } from './messages';
import { paths } from './paths';
import { PaymentStatusTag } from './PaymentStatusTag';
import { PAYMENT } from './queries';

const kitchenPaths = entityPaths('kitchen');

export function PaymentViewPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  // Billing answers another kitchen's or a missing payment as FORBIDDEN; RecordView shows that message.
  const { data, loading, error } = useQuery(PAYMENT, { variables: { id }, fetchPolicy: 'network-only' });
  const payment = data?.getPaymentById;
  return (
    <RecordView
      title={payment ? `${intl.formatMessage(m.invoice)} ${payment.orderId}` : intl.formatMessage(m.view)}
      loading={loading}
      error={error}
      back={paths.list}
      items={
        payment
          ? [
              { label: intl.formatMessage(m.invoice), value: payment.orderId },
              { label: intl.formatMessage(m.description), value: payment.description },
              { label: intl.formatMessage(m.paid), value: intl.formatMessage(payment.paid ? m.yes : m.no) },
              { label: intl.formatMessage(common.status), value: <PaymentStatusTag status={payment.status} /> },
              {
                label: intl.formatMessage(m.kitchen),
                // A deleted kitchen has no page to go to.
                value:
                  payment.kitchen.status === 'DELETED' ? (
                    kitchenName(intl, payment.kitchen)
                  ) : (
                    <Link to={kitchenPaths.view(payment.kitchen.id)}>{payment.kitchen.name}</Link>
                  ),
              },
              {
                label: intl.formatMessage(m.plan),
                value: payment.plan && (
                  <Link to={planPaths.view(payment.plan.id)}>
                    {payment.plan.name} ({intl.formatMessage(planMessages[payment.plan.subscriptionPlan])})
                  </Link>
                ),
              },
              { label: intl.formatMessage(m.user), value: payment.user && personText(payment.user) },
              { label: intl.formatMessage(m.subtotal), value: money(payment.subtotal, payment.currency, intl.locale) },
              { label: intl.formatMessage(m.discount), value: money(payment.discount, payment.currency, intl.locale) },
              { label: intl.formatMessage(m.tax), value: money(payment.tax, payment.currency, intl.locale) },
              { label: intl.formatMessage(m.total), value: money(payment.total, payment.currency, intl.locale) },
              { label: intl.formatMessage(m.paymentCycleDate), value: day(payment.paymentCycleDate) },
              { label: intl.formatMessage(m.dueOn), value: day(payment.dueOn) },
              { label: intl.formatMessage(m.paidAt), value: moment(payment.paymentAt) ?? intl.formatMessage(m.notPaidYet) },
              { label: intl.formatMessage(m.providerId), value: payment.paymentId },
              { label: intl.formatMessage(m.subscriptionId), value: payment.subscriptionId },
              { label: intl.formatMessage(common.createdAt), value: moment(payment.createdAt) },
            ]
          : null
      }
    />
  );
}
