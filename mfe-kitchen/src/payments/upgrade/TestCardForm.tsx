import { useMutation } from '@apollo/client/react';
import { consoleMessages } from '@brigade/console-kit';
import { BrigadeForm, Button, useFormProblems } from '@brigade/ui';
import { Alert, Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import { upgradeMessages } from './messages';
import { PAY_WITH_TEST_CARD } from './mutations';

type Values = { cardNumber: string };
/** `action` is the button's text; `setup`: the card is only saved (a purchase during the trial), nothing is paid now. */
type Props = { clientSecret: string; action: string; setup?: boolean; onPaid: () => Promise<void> | void };

/**
 * The embedded provider's card form (no Stripe keys configured): Stripe's test numbers only. A
 * declined card comes back as billing's message on the card field, and the person may try again.
 */
export function TestCardForm({ clientSecret, action, setup = false, onPaid }: Props) {
  const intl = useIntl();
  const [form] = Form.useForm<Values>();
  const problems = useFormProblems(form, ['cardNumber']);
  const [pay, { loading }] = useMutation(PAY_WITH_TEST_CARD);
  const submit = async ({ cardNumber }: Values) => {
    problems.clear();
    try {
      const { data } = await pay({ variables: { clientSecret, cardNumber } });
      if (setup || data?.payWithTestCard.paid) await onPaid();
      else form.setFields([{ name: 'cardNumber', errors: [intl.formatMessage(upgradeMessages.notPaid)] }]);
    } catch (error) {
      problems.report(error);
    }
  };
  const label = intl.formatMessage(upgradeMessages.cardNumber);
  return (
    <BrigadeForm<Values> form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
      {problems.alert && <Alert type="error" showIcon role="alert" title={problems.alert} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="cardNumber"
        label={label}
        extra={intl.formatMessage(upgradeMessages.testCard)}
        rules={[{ required: true, whitespace: true, message: intl.formatMessage(consoleMessages.required, { field: label }) }]}
      >
        <Input inputMode="numeric" autoComplete="cc-number" />
      </Form.Item>
      <Button variant="primary" htmlType="submit" loading={loading}>
        {action}
      </Button>
    </BrigadeForm>
  );
}
