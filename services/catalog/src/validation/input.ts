import { badUserInput, createInputParser, type Locale } from '@brigade/service-kit';
import { Types } from 'mongoose';
import { z } from 'zod';
import { MESSAGE_KEYS, t, type MessageKey } from '../i18n/messages';
import { OBJECT_ID } from '../access/scope';

/*
 * Field rules shared by every catalog mutation. A rule's error is a message key; parseInput turns
 * the first failing field into BAD_USER_INPUT with that field and the message in the caller's language.
 */

const key = (k: MessageKey) => ({ error: k });

/** ACTIVE entries are offered in forms (getActive*); PAUSED ones are kept and still resolve, but are not offered. */
export const STATUSES = ['ACTIVE', 'PAUSED'] as const;
export type CatalogStatus = (typeof STATUSES)[number];

export const name = (max = 100) => z.string(key('required')).trim().min(1, key('required')).max(max, key('tooLong'));

/** Optional text: '' and null clear the value, absent leaves it. */
export const optionalText = (max: number) =>
  z
    .string(key('required'))
    .trim()
    .max(max, key('tooLong'))
    .nullish()
    .transform((v) => (v === '' ? null : v));

/** An uploaded file (`/media/<id>` from the upload endpoint) or an https link; '' and null clear it, absent leaves it. */
export const imageRef = z
  .string(key('urlInvalid'))
  .trim()
  .max(2048, key('tooLong'))
  .nullish()
  .refine((v) => !v || /^\/media\/[\w.-]+$/.test(v) || /^https:\/\/[^\s/$.?#][^\s]*$/.test(v), key('urlInvalid'))
  .transform((v) => (v === '' ? null : v));

export const order = z.number(key('orderInvalid')).int(key('orderInvalid')).min(0, key('orderInvalid')).max(1_000_000, key('orderInvalid'));

export const status = z.enum(STATUSES, key('choiceInvalid'));

/** Absent or null: leave as it is. */
export const unchanged = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? undefined);

export const objectId = z
  .string(key('idInvalid'))
  .regex(OBJECT_ID, key('idInvalid'))
  .transform((v) => new Types.ObjectId(v));

/** A set of ids: duplicates dropped, at most `max`. */
export const idSet = (max: number) =>
  z
    .array(z.string(key('idInvalid')).regex(OBJECT_ID, key('idInvalid')), key('idInvalid'))
    .max(max, key('tooMany'))
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

export const parseInput = createInputParser(t, MESSAGE_KEYS, 'required');

/** A rule the database had to check (names taken, ids out of scope): the same error shape as parseInput's. */
export const fieldError = (field: string, messageKey: MessageKey, locale: Locale, values?: Record<string, number>) =>
  badUserInput(field, t(locale, messageKey, values));

/** The fields of a parsed update that were actually sent, for a `$set`. */
export function sentFields<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}
