import {
  CheckboxField,
  NEXT_PARAM,
  Notice,
  PasswordField,
  pathAfterSignIn,
  PlainButton,
  REMEMBER_ME_KEY,
  StoreLinks,
  TextField,
  type RemoteAppProps,
} from '@brigade/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AppLink } from '../common/AppLink';
import { AuthCard } from '../common/AuthCard';
import { ErrorAlert } from '../common/ErrorAlert';
import { common } from '../common/messages';
import { contactMessages } from '../contact/messages';
import { checkCredentials, type FieldErrors } from './fields';
import { ResendLink } from './ResendLink';

/** A refused sign-in; `unverified` is the typed address when the account waits for e-mail verification. */
type Refusal = { message: string; unverified?: string };

const paragraph = { margin: '16px 0 0', textAlign: 'center' } as const;

/**
 * /login: signs in, then goes to `?next=` (where a signed-out visitor was going) when it is a path here
 * the person's role may open, else home by role; to /complete-payment when the kitchen owes a payment.
 * Plain components only, and Apollo with the call's code fetched when the form is sent: the page must
 * be usable before antd or Apollo arrive (#26; `test/login-plain.test.ts` holds it to that).
 */
export function LoginPage({ session, storeLinks, loadClient }: RemoteAppProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [problems, setProblems] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<Refusal | null>(null);
  // The shell sends people here with this marker when the server ended their session (SPEC.md §8).
  const [params] = useSearchParams();
  const ended = params.get('unauthenticated') === 'true';
  const next = params.get(NEXT_PARAM);
  const emailRef = useRef<HTMLInputElement>(null);
  // The page exists to type an address: the cursor is there when it opens.
  useEffect(() => emailRef.current?.focus(), []);

  // A refusal is about what was sent: once a field changes it no longer describes the form.
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = checkCredentials(intl, { email, password });
    setProblems(found);
    setError(null);
    if (found.email || found.password) return;
    // The shell reads this when it stores the token, to decide how long the cookie lives.
    localStorage.setItem(REMEMBER_ME_KEY, String(remember));
    setSending(true);
    try {
      if (!loadClient) throw new Error('a shell from before #26 passes no client loader');
      const [{ authenticate }, client] = await Promise.all([import('./sign-in'), loadClient()]);
      const outcome = await authenticate(client, { email, password });
      if ('signedIn' in outcome) {
        const { token, user, hasPaymentOverDue } = outcome.signedIn;
        session.signIn(token, user);
        void navigate(hasPaymentOverDue && !user.isSuperAdmin ? '/complete-payment' : pathAfterSignIn(user, next), { replace: true });
        return;
      }
      const message = outcome.refused.message ?? intl.formatMessage(common.genericError);
      setError(outcome.refused.unverified ? { message, unverified: email.trim() } : { message });
    } catch {
      // The call's code or the client could not be fetched (the network dropped): nothing was sent.
      setError({ message: intl.formatMessage(common.genericError) });
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard title={<FormattedMessage id="auth.login.title" defaultMessage="Sign in" />}>
      {ended && !error && (
        <div style={{ marginBottom: 16 }}>
          <Notice
            type="info"
            title={<FormattedMessage id="auth.login.sessionEnded" defaultMessage="Your session ended; please sign in again" />}
          />
        </div>
      )}
      {error?.unverified && loadClient ? (
        // 'Please verify your email first': the way out is a new link, right here.
        <div style={{ marginBottom: 16 }}>
          <Notice type="warning" role="alert" title={error.message}>
            <ResendLink email={error.unverified} loadClient={loadClient} />
          </Notice>
        </div>
      ) : (
        <ErrorAlert message={error?.message ?? null} />
      )}
      <form onSubmit={(e) => void onSubmit(e)} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <TextField
          label={intl.formatMessage(common.email)}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={edit(setEmail)}
          error={problems.email}
          inputRef={emailRef}
        />
        <PasswordField
          label={intl.formatMessage(common.password)}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={edit(setPassword)}
          error={problems.password}
        />
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 8, flexWrap: 'wrap' }}>
          <CheckboxField
            name="remember"
            checked={remember}
            onChange={setRemember}
            label={<FormattedMessage id="auth.login.remember" defaultMessage="Remember me" />}
          />
          <AppLink to="/forgot-password">
            <FormattedMessage id="auth.login.forgot" defaultMessage="Forgot password?" />
          </AppLink>
        </div>
        <PlainButton kind="primary" htmlType="submit" block loading={sending}>
          <FormattedMessage id="auth.login.submit" defaultMessage="Sign in" />
        </PlainButton>
      </form>
      <p style={paragraph}>
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
      </p>
      <p style={{ ...paragraph, margin: '8px 0 16px' }}>
        <FormattedMessage
          {...contactMessages.link}
          values={{
            link: (text) => (
              <AppLink key="link" to="/contact">
                {text}
              </AppLink>
            ),
          }}
        />
      </p>
      <StoreLinks links={storeLinks} />
    </AuthCard>
  );
}
