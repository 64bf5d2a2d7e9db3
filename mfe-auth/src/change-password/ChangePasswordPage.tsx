import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ChangePasswordMutation, ChangePasswordMutationVariables } from '../__generated__/graphql';
import { useMutation } from '@apollo/client/react';
import { homePath, type RemoteAppProps } from '@brigade/ui';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { AppLink } from '../common/AppLink';
import { AuthCard } from '../common/AuthCard';
import { ErrorAlert } from '../common/ErrorAlert';
import { NewPasswordFields } from '../common/NewPasswordFields';
import { useFormProblems } from '@brigade/ui';

export const CHANGE_PASSWORD: TypedDocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables> = gql`
  mutation ChangePassword($input: ChangePasswordInput!) {
    ChangePassword(input: $input) {
      code
      message
      token
    }
  }
`;

type Fields = { currentPassword: string; password: string; confirmPassword: string };

/**
 * /change-password for a signed-in person. identity ends every session on a change and hands
 * back a fresh token for this one, which replaces the old (now refused) token in the shell.
 */
export function ChangePasswordPage({ session }: RemoteAppProps) {
  const intl = useIntl();
  const [form] = Form.useForm<Fields>();
  const [changePassword, { loading }] = useMutation(CHANGE_PASSWORD);
  const [changed, setChanged] = useState(false);
  const problems = useFormProblems(form, ['currentPassword', 'password', 'confirmPassword']);

  if (!session.token) return <Navigate to="/login" replace />;

  const onFinish = async (input: Fields) => {
    problems.clear();
    setChanged(false);
    try {
      const { data } = await changePassword({ variables: { input } });
      // No answer and no error to explain it: the generic message.
      if (!data) return problems.report(null);
      // The old token stopped working with the change: without a user to pair the new one
      // with, the only honest state left is signed out.
      if (session.user) session.signIn(data.ChangePassword.token, session.user);
      else session.signOut();
      form.resetFields();
      setChanged(true);
    } catch (e) {
      problems.report(e);
    }
  };

  return (
    <AuthCard title={<FormattedMessage id="auth.changePassword.title" defaultMessage="Change password" />}>
      {changed && (
        <Alert
          type="success"
          showIcon
          role="status"
          style={{ marginBottom: 16 }}
          title={<FormattedMessage id="auth.changePassword.done" defaultMessage="Password change successfully" />}
        />
      )}
      <ErrorAlert message={problems.alert} />
      <Form<Fields> form={form} layout="vertical" onFinish={onFinish} noValidate requiredMark={false}>
        <Form.Item
          label={intl.formatMessage({ id: 'auth.changePassword.current', defaultMessage: 'Current password' })}
          name="currentPassword"
          rules={[
            {
              required: true,
              message: intl.formatMessage({
                id: 'auth.changePassword.current.required',
                defaultMessage: 'Please enter your current password',
              }),
            },
          ]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" block loading={loading}>
          <FormattedMessage id="auth.changePassword.submit" defaultMessage="Change password" />
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <AppLink to={homePath(session.user)}>
          <FormattedMessage id="auth.changePassword.back" defaultMessage="Back to Brigade" />
        </AppLink>
      </Typography.Paragraph>
    </AuthCard>
  );
}
