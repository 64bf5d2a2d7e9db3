import { CombinedGraphQLErrors, gql } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { splitServerError, useFormProblems } from '@brigade/ui';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { common } from '../common/messages';
import { emailRules } from '../common/rules';

export const RESEND_VERIFICATION = gql`
  mutation ResendVerificationEmail($input: ResendVerificationEmailInput!) {
    ResendVerificationEmail(input: $input) {
      code
      message
    }
  }
`;

const m = defineMessages({
  action: { id: 'auth.resend.action', defaultMessage: 'Send the link again' },
  sentTo: {
    id: 'auth.resend.sentTo',
    defaultMessage: 'We sent a new link to {email}. Please check your inbox; the link works for 24 hours.',
  },
  sentAny: {
    id: 'auth.resend.sentAny',
    defaultMessage: 'If this email has an account waiting for verification, we sent it a new link. Please check your inbox.',
  },
  wait: { id: 'auth.resend.wait', defaultMessage: 'We sent a link a short while ago. You can ask for a new one in {wait}.' },
  intro: {
    id: 'auth.resend.intro',
    defaultMessage: 'Enter the email you registered with and we will send you a new link.',
  },
});

type Outcome = { type: 'success' | 'warning' | 'error'; text: string };

/** A wait in words, in the page's language: "45 seconds", "1 minute", "24 hours". */
export function waitInWords(intl: IntlShape, seconds: number): string {
  const [value, unit] =
    seconds < 60
      ? [Math.max(1, Math.ceil(seconds)), 'second']
      : seconds <= 2 * 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'long' });
}

/** identity's TOO_MANY_REQUESTS says when to ask again; null for any other failure. */
function retryAfter(error: unknown): number | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const refusal = error.errors.find((e) => e.extensions?.code === 'TOO_MANY_REQUESTS');
  const seconds = Number(refusal?.extensions?.retryAfterSeconds);
  return refusal && Number.isFinite(seconds) ? seconds : null;
}

function useResend() {
  const intl = useIntl();
  const [resend, { loading }] = useMutation(RESEND_VERIFICATION);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  /** Sends; on a refusal that is not about the wait, hands the error back to the caller. */
  const send = async (email: string, sent: string): Promise<unknown> => {
    setOutcome(null);
    try {
      await resend({ variables: { input: { email } } });
      setOutcome({ type: 'success', text: sent });
      return null;
    } catch (e) {
      const seconds = retryAfter(e);
      if (seconds === null) return e;
      setOutcome({ type: 'warning', text: intl.formatMessage(m.wait, { wait: waitInWords(intl, seconds) }) });
      return null;
    }
  };
  return { send, loading, outcome, setOutcome };
}

function OutcomeAlert({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return <Alert type={outcome.type} showIcon role="status" title={outcome.text} style={{ marginTop: 12 }} />;
}

/**
 * Sign-in refused an account that is not verified yet: one button mails the link again to the
 * address that was typed (identity limits it to one a minute and five a day).
 */
export function ResendButton({ email }: { email: string }) {
  const intl = useIntl();
  const { send, loading, outcome, setOutcome } = useResend();
  const onClick = async () => {
    const failed = await send(email, intl.formatMessage(m.sentTo, { email }));
    if (failed) setOutcome({ type: 'error', text: splitServerError(failed, []).message ?? intl.formatMessage(common.genericError) });
  };
  return (
    <>
      <Button onClick={onClick} loading={loading} style={{ marginTop: 8 }}>
        {intl.formatMessage(m.action)}
      </Button>
      <OutcomeAlert outcome={outcome} />
    </>
  );
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
    const failed = await send(email.trim(), intl.formatMessage(m.sentAny));
    if (failed) problems.report(failed);
  };
  return (
    <div style={{ textAlign: 'left' }}>
      <Typography.Paragraph>{intl.formatMessage(m.intro)}</Typography.Paragraph>
      {problems.alert && <Alert type="error" showIcon role="alert" title={problems.alert} style={{ marginBottom: 12 }} />}
      <Form<Fields> form={form} layout="vertical" onFinish={onFinish} noValidate requiredMark={false}>
        <Form.Item label={intl.formatMessage(common.email)} name="email" rules={emailRules(intl)}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={loading}>
          {intl.formatMessage(m.action)}
        </Button>
      </Form>
      <OutcomeAlert outcome={outcome} />
    </div>
  );
}
