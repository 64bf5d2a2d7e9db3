import { badUserInput, type Locale } from '@brigade/service-kit';
import { Types } from 'mongoose';
import { t } from '../i18n/messages';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/**
 * The user an argument names. Anything but 24 hex digits is BAD_USER_INPUT on that field: a blank
 * id once fell back to the caller, so `DeleteUser(id: "")` deleted whoever sent it (README 'Ids').
 */
export function userIdArg(value: unknown, field: string, locale: Locale): Types.ObjectId {
  if (typeof value !== 'string' || !OBJECT_ID.test(value)) throw badUserInput(field, t(locale, 'userIdInvalid', { field }));
  return new Types.ObjectId(value);
}
