import { useApolloClient } from '@apollo/client/react';
import { useFormProblems } from '@brigade/ui';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { common } from '../common/messages';
import { emailRules } from '../common/rules';
import { resendLink } from './resend';
import { resendMessages, waitInWords } from './resend-messages';

type Outcome = { type: 'success' | 'warning' | 'error'; text: string };

function useResend() {
  const intl = useIntl();
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  /** Sends; on a refusal that is not about the wait, hands the error back to the caller. */
  const send = async (email: string, sent: string): Promise<unknown> => {
    setOutcome(null);
    setLoading(true);
    const result = await resendLink(client, email).finally(() => setLoading(false));
    if ('sent' in result) setOutcome({ type: 'success', text: sent });
    else if ('waitSeconds' in result)
      setOutcome({ type: 'warning', text: intl.formatMessage(resendMessages.wait, { wait: waitInWords(intl, result.waitSeconds) }) });
    return 'failed' in result ? result.failed : null;
  };
  return { send, loading, outcome };
}

function OutcomeAlert({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return <Alert type={outcome.type} showIcon role="status" title={outcome.text} style={{ marginTop: 12 }} />;
}

type Fields = { email: string };

/** A verification link that does not work: the person asks for a new one with their e-mail. */
export function ResendForm() {
  const intl = useIntl();
  const [form] = Form.useForm<Fields>();
  const problems = useFormProblems(form, ['email']);
  const { send, loading, outcome } = useResend();
  const onFinish = async ({ email }: Fields) => {
    problems.clear();
    const failed = await send(email.trim(), intl.formatMessage(resendMessages.sentAny));
    if (failed) problems.report(failed);
  };
  return (
    <div style={{ textAlign: 'left' }}>
      <Typography.Paragraph>{intl.formatMessage(resendMessages.intro)}</Typography.Paragraph>
      {problems.alert && <Alert type="error" showIcon role="alert" title={problems.alert} style={{ marginBottom: 12 }} />}
      <Form<Fields> form={form} layout="vertical" onFinish={onFinish} noValidate requiredMark={false}>
        <Form.Item label={intl.formatMessage(common.email)} name="email" rules={emailRules(intl)}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={loading}>
          {intl.formatMessage(resendMessages.action)}
        </Button>
      </Form>
      <OutcomeAlert outcome={outcome} />
    </div>
  );
}
