import { defineMessages, type IntlShape } from 'react-intl';

/** The words of asking for a new verification link, on the sign-in page (plain) and the verify page alike. */
export const resendMessages = defineMessages({
  action: { id: 'auth.resend.action', defaultMessage: 'Send the link again' },
  sentTo: {
    id: 'auth.resend.sentTo',
    defaultMessage: 'We sent a new link to {email}. Please check your inbox; the link works for 24 hours.',
  },
  sentAny: {
    id: 'auth.resend.sentAny',
    defaultMessage: 'If this email has an account waiting for verification, we sent it a new link. Please check your inbox.',
  },
  wait: { id: 'auth.resend.wait', defaultMessage: 'We sent a link a short while ago. You can ask for a new one in {wait}.' },
  intro: {
    id: 'auth.resend.intro',
    defaultMessage: 'Enter the email you registered with and we will send you a new link.',
  },
});

/** A wait in words, in the page's language: "45 seconds", "1 minute", "24 hours". */
export function waitInWords(intl: IntlShape, seconds: number): string {
  const [value, unit] =
    seconds < 60
      ? [Math.max(1, Math.ceil(seconds)), 'second']
      : seconds <= 2 * 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'long' });
}
