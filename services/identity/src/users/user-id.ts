import { parseObjectId, type Locale } from '@brigade/service-kit';
import type { Types } from 'mongoose';
import { t } from '../i18n/messages';

/**
 * The user an argument names. Anything but 24 hex digits is BAD_USER_INPUT on that field: a blank
 * id once fell back to the caller, so `DeleteUser(id: "")` deleted whoever sent it (README 'Ids').
 */
export const userIdArg = (value: unknown, field: string, locale: Locale): Types.ObjectId =>
  parseObjectId(value, field, locale, (lang) => t(lang, 'userIdInvalid', { field }));
