import { CombinedGraphQLErrors, gql, type TypedDocumentNode } from '@apollo/client';
import type { ValidateEmailMutation, ValidateEmailMutationVariables } from '../__generated__/graphql';
import { useMutation } from '@apollo/client/react';
import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AppLink } from '../common/AppLink';
import { AuthCard } from '../common/AuthCard';
import { common } from '../common/messages';
import { splitServerError } from '@brigade/ui';
import { ResendForm } from './ResendVerification';

export const VALIDATE_EMAIL: TypedDocumentNode<ValidateEmailMutation, ValidateEmailMutationVariables> = gql`
  mutation ValidateEmail($verifyToken: String!) {
    ValidateEmail(verifyToken: $verifyToken) {
      code
      message
    }
  }
`;

/** Verified now; verified before (the link was opened again, identity's ALREADY_VERIFIED); or the link does not work. */
type Outcome = { kind: 'verified' | 'already' | 'failed'; message: string };

const alreadyVerified = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'ALREADY_VERIFIED');

/** /verify-email?verifyToken=…: the link from the registration mail confirms the address on arrival. */
export function VerifyEmailPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('verifyToken');
  const [validateEmail] = useMutation(VALIDATE_EMAIL);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The token works once: React's development double effects must not spend it twice.
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    validateEmail({ variables: { verifyToken: token } }).then(
      ({ data }) => setOutcome({ kind: 'verified', message: data?.ValidateEmail.message ?? '' }),
      (e: unknown) =>
        setOutcome({
          kind: alreadyVerified(e) ? 'already' : 'failed',
          message: splitServerError(e, []).message ?? intl.formatMessage(common.genericError),
        }),
    );
  }, [token, validateEmail, intl]);

  const title = <FormattedMessage id="auth.verify.title" defaultMessage="Verify your email" />;
  const signIn = <AppLink to="/login">{intl.formatMessage(common.signIn)}</AppLink>;

  if (!token) {
    return (
      <AuthCard title={title}>
        <Result
          status="warning"
          title={
            <FormattedMessage
              id="auth.verify.noToken"
              defaultMessage="This link is incomplete. Please open the link from your email again."
            />
          }
          extra={signIn}
        />
      </AuthCard>
    );
  }
  if (!outcome) {
    return (
      <AuthCard title={title}>
        <Spin description={intl.formatMessage({ id: 'auth.verify.checking', defaultMessage: 'Checking your link…' })}>
          <div style={{ minHeight: 120 }} />
        </Spin>
      </AuthCard>
    );
  }
  if (outcome.kind === 'already') {
    return (
      <AuthCard title={title}>
        <Result
          status="success"
          title={intl.formatMessage({ id: 'auth.verify.already', defaultMessage: 'Your email is already verified' })}
          subTitle={intl.formatMessage({ id: 'auth.verify.alreadyDetail', defaultMessage: 'Your account is ready: sign in to continue.' })}
          extra={
            <Button type="primary" onClick={() => navigate('/login')}>
              {intl.formatMessage(common.signIn)}
            </Button>
          }
        />
      </AuthCard>
    );
  }
  const ok = outcome.kind === 'verified';
  return (
    <AuthCard title={title}>
      <Result
        status={ok ? 'success' : 'error'}
        title={
          ok
            ? outcome.message ||
              intl.formatMessage({ id: 'auth.verify.done', defaultMessage: 'Your email is verified; you can sign in now' })
            : intl.formatMessage({ id: 'auth.verify.failed', defaultMessage: 'Your email could not be verified' })
        }
        subTitle={ok ? undefined : outcome.message}
        extra={signIn}
      />
      {/* 'Please ask for a new one': here is where. */}
      {!ok && <ResendForm />}
    </AuthCard>
  );
}
