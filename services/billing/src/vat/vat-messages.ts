import type { Locale } from '@brigade/service-kit';
import { t, type MessageKey } from '../i18n/messages';
import type { VatStatus } from './verify-vat';

/** What verifyVatNumber says to the person about each outcome: keys of billing's catalogue. */
const KEYS = { VALID: 'vatValid', INVALID_FORMAT: 'vatInvalidFormat', NOT_FOUND: 'vatNotFound', UNCONFIRMED: 'vatUnconfirmed' } as const;

export const vatMessage = (status: VatStatus, locale: Locale): string => t(locale, KEYS[status] satisfies MessageKey);
