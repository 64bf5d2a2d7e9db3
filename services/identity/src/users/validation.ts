import { choice, createInputParser, imageRef, LOCALES, optionalText, phone, requiredName, email } from '@brigade/service-kit';
import { checkVAT, countries } from 'jsvat';
import { z } from 'zod';
import { t, type MessageKey } from '../i18n/messages';
import { GENDERS, USER_TYPES } from './user.model';

/*
 * Field rules shared by every identity mutation: the platform's common ones (service-kit) and
 * identity's own. A rule's error is a message key; `parseInput` turns the first failing field
 * into BAD_USER_INPUT with that field and the translated message.
 */
export { choice, email, imageRef, optionalName, optionalText, phone, requiredName, requiredText } from '@brigade/service-kit';

const key = (k: MessageKey) => ({ error: k });

/** Rule (README): 8–128 characters, at least one letter and one digit. */
export const password = z
  .string(key('required'))
  .min(8, key('passwordWeak'))
  .max(128, key('passwordWeak'))
  .refine((v) => /\p{L}/u.test(v) && /\p{N}/u.test(v), key('passwordWeak'));

/** A calendar date (YYYY-MM-DD) after 1900 and not in the future. */
export const pastDate = z
  .string()
  .nullish()
  .transform((v) => (v ? new Date(`${v.slice(0, 10)}T00:00:00Z`) : null))
  .refine((d) => d === null || (!Number.isNaN(d.getTime()) && d.getUTCFullYear() >= 1900 && d.getTime() <= Date.now()), key('dateInvalid'));

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

/** Identity's own message keys a rule above may fail with (the common ones come with the parser). */
const RULE_KEYS = [
  'passwordWeak',
  'passwordMismatch',
  'dateInvalid',
  'vatInvalid',
  'passwordContainsEmail',
] as const satisfies readonly MessageKey[];

export const parseInput = createInputParser(t, RULE_KEYS);

/** A person's details as every form that makes or edits an account has them. */
export const personFields = {
  fName: requiredName(50),
  lName: requiredName(50),
  email,
  phone,
  userName,
  profileImage: imageRef,
  lang: choice(LOCALES),
  gender: choice(GENDERS),
  dob: pastDate,
  notes: optionalText(2000),
};

/** The purchase details an account may carry (SPEC.md 'account type', 'VAT details'). */
export const businessFields = {
  userType: choice(USER_TYPES),
  account_type: choice(USER_TYPES),
  vat_number: optionalText(20),
  vat_code: optionalText(2),
};

/** A VAT number, when given, must be valid for its VAT country. */
export const vatChecked = <T extends { vat_number?: string | null; vat_code?: string | null }>(schema: z.ZodType<T>) =>
  schema.refine((v) => !v.vat_number || vatIsValid(v.vat_number, v.vat_code), { error: 'vatInvalid', path: ['vat_number'] });
