import { createInputParser } from '@brigade/service-kit';
import { checkVAT, countries } from 'jsvat';
import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js';
import { z } from 'zod';
import { t, type MessageKey } from '../i18n/messages';

/*
 * Field rules shared by every identity mutation. A rule's error is a message key; `parseInput`
 * turns the first failing field into BAD_USER_INPUT with that field and the translated message.
 */

const key = (k: MessageKey) => ({ error: k });

/** One of the offered values, or nothing. */
export const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, key('choiceInvalid')).nullish();

export const requiredText = (max = 100) => z.string(key('required')).trim().min(1, key('required')).max(max, key('tooLong'));

/** Optional text: '' and null clear the value, absent leaves it. */
export const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, key('tooLong'))
    .nullish()
    .transform((v) => (v === '' ? null : v));

export const email = z
  .string(key('required'))
  .trim()
  .toLowerCase()
  .max(254, key('tooLong'))
  .pipe(z.email(key('emailInvalid')));

/** Rule (README): 8–128 characters, at least one letter and one digit. */
export const password = z
  .string(key('required'))
  .min(8, key('passwordWeak'))
  .max(128, key('passwordWeak'))
  .refine((v) => /\p{L}/u.test(v) && /\p{N}/u.test(v), key('passwordWeak'));

/** International format with the country code (+31 6 ...), stored as E.164. */
export const phone = z
  .string()
  .trim()
  .nullish()
  .refine((v) => !v || isValidPhoneNumber(v), key('phoneInvalid'))
  .transform((v) => (v ? parsePhoneNumberWithError(v).number : null));

/** A calendar date (YYYY-MM-DD) after 1900 and not in the future. */
export const pastDate = z
  .string()
  .nullish()
  .transform((v) => (v ? new Date(`${v.slice(0, 10)}T00:00:00Z`) : null))
  .refine((d) => d === null || (!Number.isNaN(d.getTime()) && d.getUTCFullYear() >= 1900 && d.getTime() <= Date.now()), key('dateInvalid'));

/** An uploaded file (`/media/<id>` from the upload endpoint) or an https link. */
export const imageRef = z
  .string()
  .trim()
  .max(2048, key('tooLong'))
  .nullish()
  .refine((v) => !v || /^\/media\/[\w.-]+$/.test(v) || /^https:\/\/[^\s]+$/.test(v), key('urlInvalid'));

export const userName = z
  .string()
  .trim()
  .max(50, key('tooLong'))
  .nullish()
  .transform((v) => v || null);

/** The spec's password confirmation: checked on the server too. */
export function confirmed<T extends { password: string; confirmPassword?: string | null }>(schema: z.ZodType<T>) {
  return schema.refine((v) => v.confirmPassword == null || v.confirmPassword === v.password, {
    error: 'passwordMismatch',
    path: ['confirmPassword'],
  });
}

/** The password must not contain the e-mail's name part (README password rule). */
export function passwordAvoidsEmail(passwordValue: string, emailValue: string): boolean {
  const name = emailValue.split('@')[0]?.toLowerCase() ?? '';
  return name.length < 3 || !passwordValue.toLowerCase().includes(name);
}

/** VAT number checked by jsvat (format and check digits); `vat_code` is the VAT country (ISO alpha-2). */
export function vatIsValid(vatNumber: string, vatCode: string | null | undefined): boolean {
  const result = checkVAT(vatNumber, countries);
  return result.isValid && (!vatCode || result.country?.isoCode.short === vatCode.toUpperCase());
}

/** Message keys a rule above may fail with; anything else reads as 'required'. */
const RULE_KEYS = [
  'required',
  'tooLong',
  'emailInvalid',
  'passwordWeak',
  'passwordMismatch',
  'phoneInvalid',
  'dateInvalid',
  'urlInvalid',
  'vatInvalid',
  'choiceInvalid',
  'passwordContainsEmail',
] as const satisfies readonly MessageKey[];

export const parseInput = createInputParser(t, RULE_KEYS, 'required');
