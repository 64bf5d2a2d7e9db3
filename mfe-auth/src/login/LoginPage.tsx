import { CombinedGraphQLErrors, gql } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { NEXT_PARAM, pathAfterSignIn, REMEMBER_ME_KEY, type RemoteAppProps, type SessionUser } from '@brigade/ui';
import { Alert, Button, Checkbox, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AppLink } from '../common/AppLink';
import { AuthCard } from '../common/AuthCard';
import { ErrorAlert } from '../common/ErrorAlert';
import { common } from '../common/messages';
import { emailRules } from '../common/rules';
import { splitServerError } from '@brigade/ui';
import { ResendButton } from '../verify-email/ResendVerification';
import { StoreLinks } from '@brigade/ui';
import { contact } from '../contact/messages';

export const AUTHENTICATE = gql`
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
/** A refused sign-in; `unverified` is the typed address when the account waits for e-mail verification. */
type Refusal = { message: string; unverified?: string };

/** identity's refusal of an account whose e-mail is not verified yet (FORBIDDEN, reason EMAIL_NOT_VERIFIED). */
const notVerified = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.reason === 'EMAIL_NOT_VERIFIED');

/**
 * /login: signs in, then goes to `?next=` (where a signed-out visitor was going) when it is a path here
 * the person's role may open, else home by role; to /complete-payment when the kitchen owes a payment.
 */
export function LoginPage({ session, storeLinks }: RemoteAppProps) {
  const intl = useIntl();
  const [authenticate, { loading }] = useMutation<AuthenticateData>(AUTHENTICATE);
  const [error, setError] = useState<Refusal | null>(null);
  const navigate = useNavigate();
  // The shell sends people here with this marker when the server ended their session (SPEC.md §8).
  const [params] = useSearchParams();
  const ended = params.get('unauthenticated') === 'true';
  const next = params.get(NEXT_PARAM);

  const onFinish = async ({ email, password, remember }: Fields) => {
    setError(null);
    // The shell reads this when it stores the token, to decide how long the cookie lives.
    localStorage.setItem(REMEMBER_ME_KEY, String(Boolean(remember)));
    try {
      const { data } = await authenticate({ variables: { input: { email, password } } });
      if (!data) return setError({ message: intl.formatMessage(common.genericError) });
      const { token, user, hasPaymentOverDue } = data.Authenticate;
      session.signIn(token, user);
      navigate(hasPaymentOverDue && !user.isSuperAdmin ? '/complete-payment' : pathAfterSignIn(user, next), { replace: true });
    } catch (e) {
      // A wrong password names the password field, but it stays in the alert: it never says which part was wrong.
      const message = splitServerError(e, []).message ?? intl.formatMessage(common.genericError);
      setError(notVerified(e) ? { message, unverified: email.trim() } : { message });
    }
  };

  return (
    <AuthCard title={<FormattedMessage id="auth.login.title" defaultMessage="Sign in" />}>
      {ended && !error && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={<FormattedMessage id="auth.login.sessionEnded" defaultMessage="Your session ended; please sign in again" />}
        />
      )}
      {error?.unverified ? (
        // 'Please verify your email first': the way out is a new link, right here.
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={error.message}
          description={<ResendButton email={error.unverified} />}
          style={{ marginBottom: 16 }}
        />
      ) : (
        <ErrorAlert message={error?.message ?? null} />
      )}
      <Form<Fields> layout="vertical" onFinish={onFinish} initialValues={{ remember: false }} noValidate requiredMark={false}>
        <Form.Item label={intl.formatMessage(common.email)} name="email" rules={emailRules(intl)}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          label={intl.formatMessage(common.password)}
          name="password"
          rules={[{ required: true, message: intl.formatMessage(common.passwordRequired) }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Flex justify="space-between" align="baseline">
          <Form.Item name="remember" valuePropName="checked">
            <Checkbox>
              <FormattedMessage id="auth.login.remember" defaultMessage="Remember me" />
            </Checkbox>
          </Form.Item>
          <AppLink to="/forgot-password">
            <FormattedMessage id="auth.login.forgot" defaultMessage="Forgot password?" />
          </AppLink>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={loading}>
          <FormattedMessage id="auth.login.submit" defaultMessage="Sign in" />
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <FormattedMessage
          id="auth.login.noAccount"
          defaultMessage="New to Brigade? <link>Register your kitchen</link>"
          values={{
            link: (text) => (
              <AppLink key="link" to="/register">
                {text}
              </AppLink>
            ),
          }}
        />
      </Typography.Paragraph>
      <Typography.Paragraph style={{ marginTop: 8, marginBottom: 16, textAlign: 'center' }}>
        <FormattedMessage
          {...contact.link}
          values={{
            link: (text) => (
              <AppLink key="link" to="/contact">
                {text}
              </AppLink>
            ),
          }}
        />
      </Typography.Paragraph>
      <StoreLinks links={storeLinks} />
    </AuthCard>
  );
}
