import type { FormRule } from 'antd';
import type { IntlShape } from 'react-intl';
import { common } from './messages';

/*
 * The client-side checks, in the spec's 'Please enter …' style. They only spare a round trip:
 * the identity service checks the same things and its answer is shown next to the field.
 */

export const emailRules = (intl: IntlShape): FormRule[] => [
  { required: true, whitespace: true, message: intl.formatMessage(common.emailRequired) },
  { type: 'email', message: intl.formatMessage(common.emailInvalid) },
];

/** identity's rule (services/identity README 'Passwords'): 8–128 characters, a letter and a digit. */
export function isStrongPassword(value: string): boolean {
  return value.length >= 8 && value.length <= 128 && /\p{L}/u.test(value) && /\p{N}/u.test(value);
}

export const newPasswordRules = (intl: IntlShape): FormRule[] => [
  { required: true, message: intl.formatMessage(common.passwordRequired) },
  {
    validator: async (_, value: unknown) => {
      if (typeof value === 'string' && value && !isStrongPassword(value)) throw new Error(intl.formatMessage(common.passwordRule));
    },
  },
];

/** The confirmation must equal the field `of`; checked again whenever that field changes (see `dependencies`). */
export const confirmationRules = (intl: IntlShape, of = 'password'): FormRule[] => [
  { required: true, message: intl.formatMessage(common.confirmPasswordRequired) },
  ({ getFieldValue }) => ({
    validator: async (_, value: unknown) => {
      if (value && value !== getFieldValue(of)) throw new Error(intl.formatMessage(common.passwordMismatch));
    },
  }),
];

export const maxRule = (intl: IntlShape, max: number): FormRule => ({ max, message: intl.formatMessage(common.tooLong, { max }) });
