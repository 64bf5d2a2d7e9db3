import { gql } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { homePath, REMEMBER_ME_KEY, type RemoteAppProps, type SessionUser } from '@brigade/ui';
import { Alert, Button, Card, Checkbox, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

const AUTHENTICATE = gql`
  mutation Authenticate($input: AuthenticateInput!) {
    Authenticate(input: $input) {
      token
      hasPaymentOverDue
      user {
        id
        email
        fName
        isSuperAdmin
        isAdmin
        isCook
        kitchenId
      }
    }
  }
`;

type AuthenticateData = { Authenticate: { token: string; hasPaymentOverDue: boolean; user: SessionUser } };
type Fields = { email: string; password: string; remember: boolean };

export function LoginPage({ session }: RemoteAppProps) {
  const [authenticate, { loading }] = useMutation<AuthenticateData>(AUTHENTICATE);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();

  const onFinish = async ({ email, password, remember }: Fields) => {
    setError(null);
    localStorage.setItem(REMEMBER_ME_KEY, String(Boolean(remember)));
    try {
      const { data } = await authenticate({ variables: { input: { email, password } } });
      if (!data) throw new Error('Something went wrong');
      const { token, user, hasPaymentOverDue } = data.Authenticate;
      session.signIn(token, user);
      navigate(hasPaymentOverDue && !user.isSuperAdmin ? '/complete-payment' : homePath(user), { replace: true });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Something went wrong');
    }
  };

  return (
    <Card style={{ maxWidth: 420, margin: '48px auto' }}>
      <Typography.Title level={3}>Sign in</Typography.Title>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form<Fields> layout="vertical" onFinish={onFinish} initialValues={{ remember: false }} noValidate requiredMark={false}>
        <Form.Item label="Email" name="email" rules={[{ required: true, type: 'email', message: 'Please enter your email' }]}>
          <Input autoComplete="email" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Please enter your password' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="remember" valuePropName="checked">
          <Checkbox>Remember me</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={loading}>
          Sign in
        </Button>
      </Form>
    </Card>
  );
}
