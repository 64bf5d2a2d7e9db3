import Cookies from 'js-cookie';

/** SPEC.md §9: `{product}_client_cookies`, kept 365 days. */
export const CONSENT_COOKIE = 'brigade_client_cookies';
export type Consent = 'accepted' | 'declined';

export function readConsent(): Consent | null {
  const value = Cookies.get(CONSENT_COOKIE);
  return value === 'accepted' || value === 'declined' ? value : null;
}

export function writeConsent(consent: Consent): void {
  Cookies.set(CONSENT_COOKIE, consent, { expires: 365, sameSite: 'lax', secure: location.protocol === 'https:' });
}
