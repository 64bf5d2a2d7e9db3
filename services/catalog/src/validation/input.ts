import { badUserInput, createInputParser, objectId as id, type Locale } from '@brigade/service-kit';
import { Types } from 'mongoose';
import { z } from 'zod';
import { MESSAGE_KEYS, t, type MessageKey } from '../i18n/messages';

/*
 * Field rules shared by every catalog mutation: the platform's common ones and the catalog's own.
 * A rule's error is a message key; parseInput turns the first failing field into BAD_USER_INPUT
 * with that field and the message in the caller's language.
 */

const key = (k: MessageKey) => ({ error: k });

/** ACTIVE entries are offered in forms (getActive*); PAUSED ones are kept and still resolve, but are not offered. */
export const STATUSES = ['ACTIVE', 'PAUSED'] as const;
export type CatalogStatus = (typeof STATUSES)[number];

/** The common rules (service-kit), under the names the catalog's inputs use. */
export { imageRef, optionalText, requiredName as name } from '@brigade/service-kit';

export const order = z.number(key('orderInvalid')).int(key('orderInvalid')).min(0, key('orderInvalid')).max(1_000_000, key('orderInvalid'));

export const status = z.enum(STATUSES, key('choiceInvalid'));

/** Absent or null: leave as it is. */
export const unchanged = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? undefined);

export const objectId = id().transform((v) => new Types.ObjectId(v));

/** A set of ids: duplicates dropped, at most `max`. */
export const idSet = (max: number) =>
  z
    .array(id(), key('idInvalid'))
    .max(max, key('tooMany'))
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

export const parseInput = createInputParser(t, MESSAGE_KEYS);

/** A rule the database had to check (names taken, ids out of scope): the same error shape as parseInput's. */
export const fieldError = (field: string, messageKey: MessageKey, locale: Locale, values?: Record<string, number>) =>
  badUserInput(field, t(locale, messageKey, values));

/** The fields of a parsed update that were actually sent, for a `$set`. */
export function sentFields<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}
