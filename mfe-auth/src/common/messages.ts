import { defineMessages } from 'react-intl';

/** Words more than one page uses, said once so every page says them the same way. */
export const common = defineMessages({
  genericError: { id: 'auth.error.generic', defaultMessage: 'Something went wrong' },
  email: { id: 'auth.field.email', defaultMessage: 'Email' },
  emailRequired: { id: 'auth.field.email.required', defaultMessage: 'Please enter your email' },
  emailInvalid: { id: 'auth.field.email.invalid', defaultMessage: 'Please enter a valid email' },
  password: { id: 'auth.field.password', defaultMessage: 'Password' },
  passwordRequired: { id: 'auth.field.password.required', defaultMessage: 'Please enter your password' },
  newPassword: { id: 'auth.field.newPassword', defaultMessage: 'New password' },
  passwordRule: {
    id: 'auth.field.password.rule',
    defaultMessage: 'The password needs 8 to 128 characters with at least one letter and one number',
  },
  passwordHint: { id: 'auth.field.password.hint', defaultMessage: 'At least 8 characters, with a letter and a number' },
  confirmPassword: { id: 'auth.field.confirmPassword', defaultMessage: 'Confirm password' },
  confirmPasswordRequired: { id: 'auth.field.confirmPassword.required', defaultMessage: 'Please confirm your password' },
  passwordMismatch: { id: 'auth.field.confirmPassword.mismatch', defaultMessage: 'The passwords do not match' },
  tooLong: { id: 'auth.field.tooLong', defaultMessage: 'Please use at most {max} characters' },
  signIn: { id: 'auth.link.signIn', defaultMessage: 'Sign in' },
  knowPassword: { id: 'auth.link.knowPassword', defaultMessage: 'Do you know your password?' },
});
