import type { Locale } from '@brigade/service-kit';
import { t } from '../i18n/messages';

export type Mail = { to: string; subject: string; text: string; html: string; replyTo?: string };
export type ActionMail = 'verify' | 'invite' | 'reset' | 'registeredAgain';

const KEYS = {
  verify: ['mailVerifySubject', 'mailVerifyBody', 'mailVerifyAction'],
  invite: ['mailInviteSubject', 'mailInviteBody', 'mailInviteAction'],
  reset: ['mailResetSubject', 'mailResetBody', 'mailResetAction'],
  registeredAgain: ['mailRegisteredAgainSubject', 'mailRegisteredAgainBody', 'mailRegisteredAgainAction'],
} as const;

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A mail with one button, in the recipient's language; the link is the only thing to click. */
export function actionMail(kind: ActionMail, locale: Locale, to: string, name: string, link: string): Mail {
  const [subjectKey, bodyKey, actionKey] = KEYS[kind];
  const body = t(locale, bodyKey, { name });
  const action = t(locale, actionKey);
  return {
    to,
    subject: t(locale, subjectKey),
    text: `${body}\n\n${action}: ${link}\n`,
    html: `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;background:#141414;color:#eee;padding:24px">
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="background:#fa8c16;color:#141414;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="color:#999;font-size:12px">${escapeHtml(link)}</p>
</body></html>`,
  };
}
