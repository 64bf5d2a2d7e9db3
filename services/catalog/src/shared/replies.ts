import { notFound, type Locale } from '@brigade/service-kit';
import { t, type MessageKey } from '../i18n/messages';

/** The spec's code + message replies, for deletions and reordering. */
export const done = (locale: Locale, key: MessageKey) => ({ code: 200, message: t(locale, key) });

export const missing = (locale: Locale, key: MessageKey) => notFound(t(locale, key));
