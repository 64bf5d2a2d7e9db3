import { gql } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { homePath, type RemoteAppProps } from '@brigade/ui';
import { Alert, Button, Card, Form, Input, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

const PLANS = gql`
  query CompletePaymentPlans {
    getActiveSubscriptionPlan {
      id
      name
      price
      subscriptionPlan
    }
  }
`;
const NEW_PAYMENT = gql`
  mutation CreateNewPayment($id: ID!) {
    CreateNewPayment(subscriptionPlanId: $id) {
      message
      paymentUrl
      payments {
        id
        orderId
        total
        clientSecret
      }
    }
  }
`;
const PAY = gql`
  mutation PayWithTestCard($secret: String!, $card: String!) {
    payWithTestCard(clientSecret: $secret, cardNumber: $card) {
      id
      status
    }
  }
`;

type Plan = { id: string; name: string; price: number; subscriptionPlan: string };
type Opened = {
  message: string;
  paymentUrl: string | null;
  payments: { id: string; orderId: string; total: number; clientSecret: string | null }[];
};
const isExternal = (url: string | null) => Boolean(url && !url.includes('/complete-payment'));

/**
 * /complete-payment: a kitchen whose trial ended or whose payment is overdue chooses a plan and
 * pays. With the embedded provider the card is one of its test cards; with Stripe the invoice
 * is paid on Stripe's page (Stripe Elements come with the purchase modal, #10).
 */
export function CompletePaymentPage({ session }: RemoteAppProps) {
  const plans = useQuery<{ getActiveSubscriptionPlan: Plan[] }>(PLANS);
  const [planId, setPlanId] = useState<string | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, { loading: opening }] = useMutation<{ CreateNewPayment: Opened }>(NEW_PAYMENT);
  const [pay, { loading: paying }] = useMutation(PAY, { refetchQueries: ['ShellPaymentDue'], awaitRefetchQueries: true });
  const navigate = useNavigate();
  const payment = opened?.payments[0];

  const run = async (work: () => Promise<void>) => {
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Something went wrong');
    }
  };
  const start = () =>
    run(async () => {
      const { data } = await open({ variables: { id: planId } });
      setOpened(data?.CreateNewPayment ?? null);
    });
  const confirm = ({ card }: { card: string }) =>
    run(async () => {
      await pay({ variables: { secret: payment?.clientSecret, card } });
      navigate(homePath(session.user), { replace: true });
    });

  return (
    <Card style={{ maxWidth: 520, margin: '48px auto' }}>
      <Typography.Title level={3}>Complete your payment</Typography.Title>
      <Typography.Paragraph>Your kitchen's trial or paid period has ended. Choose a plan to go on using Brigade.</Typography.Paragraph>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />}
      {!opened && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Radio.Group value={planId} onChange={(e) => setPlanId(e.target.value as string)}>
            <Space direction="vertical">
              {(plans.data?.getActiveSubscriptionPlan ?? []).map((p) => (
                <Radio key={p.id} value={p.id}>
                  {p.name} ({p.subscriptionPlan === 'ANNUAL' ? 'yearly' : 'monthly'}) — €{p.price.toFixed(2)} + VAT
                </Radio>
              ))}
            </Space>
          </Radio.Group>
          <Button type="primary" disabled={!planId} loading={opening} onClick={() => void start()}>
            Continue
          </Button>
        </Space>
      )}
      {opened && payment && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert type="info" showIcon message={opened.message} description={`Invoice ${payment.orderId}`} />
          {isExternal(opened.paymentUrl) ? (
            <Button type="primary" href={opened.paymentUrl ?? undefined}>
              Pay on the payment page
            </Button>
          ) : (
            <Form layout="vertical" onFinish={(v: { card: string }) => void confirm(v)} noValidate requiredMark={false}>
              <Form.Item
                label="Card number"
                name="card"
                extra="Local payments: use the test card 4242 4242 4242 4242"
                rules={[{ required: true, message: 'Please enter the card number' }]}
              >
                <Input inputMode="numeric" autoComplete="cc-number" />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={paying}>
                Pay €{payment.total.toFixed(2)}
              </Button>
            </Form>
          )}
        </Space>
      )}
    </Card>
  );
}
