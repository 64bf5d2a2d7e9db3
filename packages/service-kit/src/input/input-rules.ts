import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import type { CommonMessageKey } from '../i18n/common-messages';

/*
 * Field rules every service's inputs share; each fails with a common message key, which the
 * service's input parser (createInputParser) turns into BAD_USER_INPUT in the caller's language.
 */

const key = (k: CommonMessageKey) => ({ error: k });

/**
 * Characters that never belong in a name or title: C0 and C1 controls (NUL included: MongoDB
 * refuses it in the patterns that compare names) and the bidi marks, overrides and isolates
 * (U+200E/F, U+061C, U+202A–U+202E, U+2066–U+2069) that can show a name as something else.
 */
export const NAME_UNSAFE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/**
 * Free text (descriptions, notes, addresses) keeps tab and line breaks, and the bidi marks that
 * right-to-left writing needs between words; the other controls never belong in any text.
 */
const TEXT_UNSAFE = /(?![\t\n\r])\p{Cc}/u;

const safeName = (v: string | null | undefined) => !v || !NAME_UNSAFE.test(v);
const safeText = (v: string | null | undefined) => !v || !TEXT_UNSAFE.test(v);

/** A service's own name rule (its own messages) made to refuse NAME_UNSAFE characters. */
export const plainName = <S extends z.ZodType<string | null | undefined>>(schema: S) => schema.refine(safeName, key('controlCharacters'));

/** Text that must be there: trimmed, 1 to `max` characters. */
export const requiredText = (max = 100) =>
  z.string(key('required')).trim().min(1, key('required')).max(max, key('tooLong')).refine(safeText, key('controlCharacters'));

/** Optional text: '' and null clear the value, absent leaves it. */
export const optionalText = (max = 500) =>
  z
    .string(key('required'))
    .trim()
    .max(max, key('tooLong'))
    .refine(safeText, key('controlCharacters'))
    .nullish()
    .transform((v) => (v === '' ? null : v));

/** A name or title that must be there: requiredText on one line, without controls or bidi marks. */
export const requiredName = (max = 100) => plainName(requiredText(max));

/** An optional name (a translation, a display name): optionalText's rules, '' and null clear it. */
export const optionalName = (max = 100) => plainName(optionalText(max));

/** An uploaded file (`/media/<id>` from the upload endpoint) or an https link; '' and null clear it. */
export const imageRef = optionalText(2048).refine(
  (v) => !v || /^\/media\/[\w.-]+$/.test(v) || /^https:\/\/[^\s/$.?#][^\s]*$/.test(v),
  key('urlInvalid'),
);

/** An e-mail address, stored lower case. */
export const email = z
  .string(key('required'))
  .trim()
  .toLowerCase()
  .max(254, key('tooLong'))
  .pipe(z.email(key('emailInvalid')));

/** One of the offered values, or nothing. */
export const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, key('choiceInvalid')).nullish();

/**
 * A phone number in E.164 ('+31612345678'), or null when libphonenumber-js does not know it as a
 * real number (length and prefixes per country, so '12' is refused). Without a country code it is
 * read in `country` (ISO alpha-2) when one is known, else refused: guessing a country misdials.
 */
export function toE164(value: string, country?: string | null): string | null {
  const code = country?.toUpperCase();
  const parsed = parsePhoneNumberFromString(value, {
    ...(code && isSupportedCountry(code) ? { defaultCountry: code } : {}),
    extract: false,
  });
  return parsed?.isValid() ? parsed.number : null;
}

/** An optional phone number with its country code, stored as E.164; '' and null clear it. */
export const phone = optionalText(40).transform((v, ctx) => {
  if (!v) return v;
  const e164 = toE164(v);
  if (e164) return e164;
  ctx.issues.push({ code: 'custom', message: 'phoneInvalid', input: v });
  return z.NEVER;
});
