import { formatMoney } from '@brigade/money';
import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CompletePaymentPlansQuery,
  CompletePaymentPlansQueryVariables,
  CreateNewPaymentMutation,
  CreateNewPaymentMutationVariables,
  PayWithTestCardMutation,
  PayWithTestCardMutationVariables,
} from '../__generated__/graphql';
import { useMutation, useQuery } from '@apollo/client/react';
import { homePath, type RemoteAppProps } from '@brigade/ui';
import { Alert, Button, Form, Input, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { AuthCard } from '../common/AuthCard';
import { ErrorAlert } from '../common/ErrorAlert';
import { common } from '../common/messages';
import { splitServerError } from '@brigade/ui';

export const PLANS: TypedDocumentNode<CompletePaymentPlansQuery, CompletePaymentPlansQueryVariables> = gql`
  query CompletePaymentPlans {
    getActiveSubscriptionPlan {
      id
      name
      price
      currency
      subscriptionPlan
    }
  }
`;
const NEW_PAYMENT: TypedDocumentNode<CreateNewPaymentMutation, CreateNewPaymentMutationVariables> = gql`
  mutation CreateNewPayment($id: ID!) {
    CreateNewPayment(subscriptionPlanId: $id) {
      message
      paymentUrl
      payments {
        id
        orderId
        total
        currency
        clientSecret
      }
    }
  }
`;
const PAY: TypedDocumentNode<PayWithTestCardMutation, PayWithTestCardMutationVariables> = gql`
  mutation PayWithTestCard($secret: String!, $card: String!) {
    payWithTestCard(clientSecret: $secret, cardNumber: $card) {
      id
      status
    }
  }
`;

type Opened = CreateNewPaymentMutation['CreateNewPayment'];
const isExternal = (url: string | null) => Boolean(url && !url.includes('/complete-payment'));

/**
 * /complete-payment: a kitchen whose trial ended or whose payment is overdue chooses a plan and
 * pays. With the embedded provider the card is one of its test cards; with Stripe the invoice
 * is paid on Stripe's page (Stripe Elements come with the purchase modal, #10).
 */
export function CompletePaymentPage({ session }: RemoteAppProps) {
  const intl = useIntl();
  const plans = useQuery(PLANS);
  const [planId, setPlanId] = useState<string | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, { loading: opening }] = useMutation(NEW_PAYMENT);
  const [pay, { loading: paying }] = useMutation(PAY, { refetchQueries: ['ShellPaymentDue'], awaitRefetchQueries: true });
  const navigate = useNavigate();
  const payment = opened?.payments[0];
  // Only an open payment has one; without it billing's message says why there is nothing to pay by card.
  const secret = payment?.clientSecret;

  const run = async (work: () => Promise<void>) => {
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(splitServerError(e, []).message ?? intl.formatMessage(common.genericError));
    }
  };
  const start = () =>
    run(async () => {
      if (!planId) return;
      const { data } = await open({ variables: { id: planId } });
      setOpened(data?.CreateNewPayment ?? null);
    });
  const confirm = (secret: string, { card }: { card: string }) =>
    run(async () => {
      await pay({ variables: { secret, card } });
      navigate(homePath(session.user), { replace: true });
    });

  return (
    <AuthCard title={<FormattedMessage id="auth.payment.title" defaultMessage="Complete your payment" />} width={520}>
      <Typography.Paragraph>
        <FormattedMessage
          id="auth.payment.intro"
          defaultMessage="Your kitchen’s trial or paid period has ended. Choose a plan to go on using Brigade."
        />
      </Typography.Paragraph>
      <ErrorAlert message={error} />
      {!opened && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Radio.Group value={planId} onChange={(e) => setPlanId(e.target.value as string)}>
            <Space orientation="vertical">
              {(plans.data?.getActiveSubscriptionPlan ?? []).map((p) => (
                <Radio key={p.id} value={p.id}>
                  <FormattedMessage
                    id="auth.payment.plan"
                    defaultMessage="{name} ({cycle, select, ANNUAL {yearly} other {monthly}}) — {price} + VAT"
                    values={{ name: p.name, cycle: p.subscriptionPlan, price: formatMoney(p.price, p.currency, intl.locale) }}
                  />
                </Radio>
              ))}
            </Space>
          </Radio.Group>
          <Button type="primary" disabled={!planId} loading={opening} onClick={() => void start()}>
            <FormattedMessage id="auth.payment.continue" defaultMessage="Continue" />
          </Button>
        </Space>
      )}
      {opened && payment && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Alert
            type="info"
            showIcon
            title={opened.message}
            description={
              <FormattedMessage id="auth.payment.invoice" defaultMessage="Invoice {orderId}" values={{ orderId: payment.orderId }} />
            }
          />
          {isExternal(opened.paymentUrl) ? (
            <Button type="primary" href={opened.paymentUrl ?? undefined}>
              <FormattedMessage id="auth.payment.external" defaultMessage="Pay on the payment page" />
            </Button>
          ) : (
            secret && (
              <Form layout="vertical" onFinish={(v: { card: string }) => void confirm(secret, v)} noValidate requiredMark={false}>
                <Form.Item
                  label={intl.formatMessage({ id: 'auth.payment.card', defaultMessage: 'Card number' })}
                  name="card"
                  extra={intl.formatMessage({
                    id: 'auth.payment.testCard',
                    defaultMessage: 'Local payments: use the test card 4242 4242 4242 4242',
                  })}
                  rules={[
                    {
                      required: true,
                      message: intl.formatMessage({ id: 'auth.payment.card.required', defaultMessage: 'Please enter the card number' }),
                    },
                  ]}
                >
                  <Input inputMode="numeric" autoComplete="cc-number" />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={paying}>
                  <FormattedMessage
                    id="auth.payment.pay"
                    defaultMessage="Pay {amount}"
                    values={{ amount: formatMoney(payment.total, payment.currency, intl.locale) }}
                  />
                </Button>
              </Form>
            )
          )}
        </Space>
      )}
    </AuthCard>
  );
}
