import type { IntlShape } from 'react-intl';
import { common } from '../common/messages';

export type Credentials = { email: string; password: string };
export type FieldErrors = Partial<Record<keyof Credentials, string>>;

// The shape antd's `type: 'email'` rule accepts, near enough: identity checks the address itself.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * The sign-in form's own checks, in the spec's 'Please enter …' style, with the same words as the
 * other forms' rules (common/rules.ts). They only spare a round trip.
 */
export function checkCredentials(intl: IntlShape, { email, password }: Credentials): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.trim()) errors.email = intl.formatMessage(common.emailRequired);
  else if (!EMAIL.test(email.trim())) errors.email = intl.formatMessage(common.emailInvalid);
  if (!password) errors.password = intl.formatMessage(common.passwordRequired);
  return errors;
}
