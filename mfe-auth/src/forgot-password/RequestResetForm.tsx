import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ForgotPasswordMutation, ForgotPasswordMutationVariables } from '../__generated__/graphql';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppLink } from '../common/AppLink';
import { AuthCard } from '../common/AuthCard';
import { ErrorAlert } from '../common/ErrorAlert';
import { common } from '../common/messages';
import { emailRules } from '../common/rules';
import { useFormProblems } from '@brigade/ui';

export const FORGOT_PASSWORD: TypedDocumentNode<ForgotPasswordMutation, ForgotPasswordMutationVariables> = gql`
  mutation ForgotPassword($email: String!) {
    ForgotPassword(email: $email) {
      code
      message
    }
  }
`;

type Fields = { email: string };

/** Asks for a reset link. identity answers the same for unknown addresses, so the page just shows its answer. */
export function RequestResetForm() {
  const intl = useIntl();
  const [form] = Form.useForm<Fields>();
  const [forgotPassword, { loading }] = useMutation(FORGOT_PASSWORD);
  const [sent, setSent] = useState<string | null>(null);
  const problems = useFormProblems(form, ['email']);

  const onFinish = async ({ email }: Fields) => {
    problems.clear();
    try {
      const { data } = await forgotPassword({ variables: { email: email.trim() } });
      setSent(data?.ForgotPassword.message ?? '');
    } catch (e) {
      problems.report(e);
    }
  };

  return (
    <AuthCard title={<FormattedMessage id="auth.forgot.title" defaultMessage="Forgot password" />}>
      {sent !== null ? (
        <Alert
          type="success"
          showIcon
          title={sent || intl.formatMessage({ id: 'auth.forgot.sent', defaultMessage: 'Please check your email' })}
          style={{ marginBottom: 16 }}
        />
      ) : (
        <>
          <Typography.Paragraph>
            <FormattedMessage
              id="auth.forgot.intro"
              defaultMessage="Enter the email you sign in with and we will send you a link to choose a new password."
            />
          </Typography.Paragraph>
          <ErrorAlert message={problems.alert} />
          <Form<Fields> form={form} layout="vertical" onFinish={onFinish} noValidate requiredMark={false}>
            <Form.Item label={intl.formatMessage(common.email)} name="email" rules={emailRules(intl)}>
              <Input type="email" autoComplete="email" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={loading}>
              <FormattedMessage id="auth.forgot.submit" defaultMessage="Send reset link" />
            </Button>
          </Form>
        </>
      )}
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <AppLink to="/login">{intl.formatMessage(common.knowPassword)}</AppLink>
      </Typography.Paragraph>
    </AuthCard>
  );
}
