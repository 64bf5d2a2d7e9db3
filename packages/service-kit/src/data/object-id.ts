import { Types } from 'mongoose';
import { z } from 'zod';
import { badUserInput } from '../http/errors';
import { createTranslator, NO_OWN_MESSAGES, type Locale } from '../i18n/translate';

/**
 * An id as it travels (GraphQL ID, claims, event payloads): 24 hex digits, either case. Stricter
 * than mongoose's isValidObjectId, which also takes any 12-character string and any number.
 */
export const OBJECT_ID = /^[0-9a-f]{24}$/i;

export const isObjectId = (value: unknown): value is string => typeof value === 'string' && OBJECT_ID.test(value);

/**
 * The ObjectId an id names. Without `what`, null when it names none, so a lookup by a malformed id
 * finds nothing. With `what` (an event payload's id, 'UnitDeleted.unitId'), a malformed one throws:
 * the event is broken, and the consumer retries it, then parks it.
 */
export function toObjectId(value: unknown): Types.ObjectId | null;
export function toObjectId(value: unknown, what: string): Types.ObjectId;
export function toObjectId(value: unknown, what?: string): Types.ObjectId | null {
  if (isObjectId(value)) return new Types.ObjectId(value);
  if (what === undefined) return null;
  throw new Error(`${what} is not an ObjectId`);
}

/** The ObjectIds among `values`; the others name nothing, so a lookup by them finds nothing. */
export const toObjectIds = (values: readonly unknown[]): Types.ObjectId[] => values.filter(isObjectId).map((id) => new Types.ObjectId(id));

const common = createTranslator(NO_OWN_MESSAGES);

/**
 * The ObjectId a caller sent in `field`; anything else is BAD_USER_INPUT on that field, worded
 * 'idInvalid' in the caller's language, or by `message` where a service says more.
 */
export function parseObjectId(value: unknown, field: string, locale: Locale, message?: (locale: Locale) => string): Types.ObjectId {
  const id = toObjectId(value);
  if (!id) throw badUserInput(field, message ? message(locale) : common(locale, 'idInvalid'));
  return id;
}

/** The input rule (createInputParser): an id, failing with 'idInvalid' or the service's own key. */
export const objectId = (messageKey = 'idInvalid') => z.string({ error: messageKey }).regex(OBJECT_ID, { error: messageKey });
