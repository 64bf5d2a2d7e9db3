import { useSearchParams } from 'react-router-dom';
import { CreatePasswordForm } from './CreatePasswordForm';
import { RequestResetForm } from './RequestResetForm';

/**
 * /forgot-password serves three mailed or typed cases (services/identity accounts.ts): without a
 * token it asks for the e-mail to send a reset link to; `?resetToken=` (reset) and
 * `?createToken=` (invitation) open the form that sets the password.
 */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const resetToken = params.get('resetToken');
  const createToken = params.get('createToken');
  if (resetToken) return <CreatePasswordForm key={resetToken} token={resetToken} purpose="reset" />;
  if (createToken) return <CreatePasswordForm key={createToken} token={createToken} purpose="create" />;
  return <RequestResetForm />;
}
