import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CreatePasswordMutation, CreatePasswordMutationVariables } from '../__generated__/graphql';
import { useMutation } from '@apollo/client/react';
import { Button, Form, Result, Space } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppLink } from '../common/AppLink';
import { AuthCard } from '../common/AuthCard';
import { ErrorAlert } from '../common/ErrorAlert';
import { common } from '../common/messages';
import { NewPasswordFields } from '../common/NewPasswordFields';
import { useFormProblems } from '@brigade/ui';

export const CREATE_PASSWORD: TypedDocumentNode<CreatePasswordMutation, CreatePasswordMutationVariables> = gql`
  mutation CreatePassword($input: CreatePasswordInput!) {
    CreatePassword(input: $input) {
      code
      message
    }
  }
`;

type Fields = { password: string; confirmPassword: string };
type Props = { token: string; purpose: 'reset' | 'create' };

/** Sets the password from a reset link or an invitation; identity activates an unverified account on the way. */
export function CreatePasswordForm({ token, purpose }: Props) {
  const intl = useIntl();
  const [form] = Form.useForm<Fields>();
  const [createPassword, { loading }] = useMutation(CREATE_PASSWORD);
  const [done, setDone] = useState<string | null>(null);
  const problems = useFormProblems(form, ['password', 'confirmPassword']);

  const title =
    purpose === 'reset' ? (
      <FormattedMessage id="auth.createPassword.resetTitle" defaultMessage="Reset your password" />
    ) : (
      <FormattedMessage id="auth.createPassword.createTitle" defaultMessage="Choose your password" />
    );

  const onFinish = async ({ password, confirmPassword }: Fields) => {
    problems.clear();
    try {
      const { data } = await createPassword({ variables: { input: { token, password, confirmPassword } } });
      setDone(data?.CreatePassword.message ?? '');
    } catch (e) {
      problems.report(e);
    }
  };

  if (done !== null) {
    return (
      <AuthCard title={title}>
        <Result
          status="success"
          title={
            done || intl.formatMessage({ id: 'auth.createPassword.done', defaultMessage: 'Your password is set; you can sign in now' })
          }
          extra={<AppLink to="/login">{intl.formatMessage(common.signIn)}</AppLink>}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title}>
      <ErrorAlert message={problems.alert} />
      <Form<Fields> form={form} layout="vertical" onFinish={onFinish} noValidate requiredMark={false}>
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" block loading={loading}>
          <FormattedMessage id="auth.createPassword.submit" defaultMessage="Save password" />
        </Button>
      </Form>
      <Space orientation="vertical" align="center" style={{ width: '100%', marginTop: 16 }}>
        {/* A used or expired link can only be replaced by a new mail. */}
        <AppLink to="/forgot-password">
          <FormattedMessage id="auth.createPassword.newLink" defaultMessage="Ask for a new link" />
        </AppLink>
        <AppLink to="/login">{intl.formatMessage(common.knowPassword)}</AppLink>
      </Space>
    </AuthCard>
  );
}
