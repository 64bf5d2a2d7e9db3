import { z } from 'zod';
import type { CommonMessageKey } from './common-messages';

/*
 * Field rules every service's inputs share; each fails with a common message key, which the
 * service's input parser (createInputParser) turns into BAD_USER_INPUT in the caller's language.
 */

const key = (k: CommonMessageKey) => ({ error: k });

/** Text that must be there: trimmed, 1 to `max` characters. */
export const requiredText = (max = 100) => z.string(key('required')).trim().min(1, key('required')).max(max, key('tooLong'));

/** Optional text: '' and null clear the value, absent leaves it. */
export const optionalText = (max = 500) =>
  z
    .string(key('required'))
    .trim()
    .max(max, key('tooLong'))
    .nullish()
    .transform((v) => (v === '' ? null : v));

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
