import type { GraphQLError } from 'graphql';
import type { z } from 'zod';
import { COMMON_MESSAGE_KEYS, type CommonMessageKey } from '../i18n/common-messages';
import { badUserInput } from '../http/errors';
import type { Locale, Translate } from '../i18n/translate';

/**
 * Server-side input checks with zod, the same way in every service: each rule's error is a key of
 * the service's message catalogue or of the common messages; the first failing field becomes
 * BAD_USER_INPUT with that field (dotted path) and the message in the caller's language. Unknown
 * keys fall back to 'required'.
 */
export function createInputParser<K extends string>(t: Translate<K | CommonMessageKey>, keys: readonly K[] = []) {
  const known = new Set<string>([...COMMON_MESSAGE_KEYS, ...keys]);
  const toError = (issue: z.core.$ZodIssue | undefined, locale: Locale, prefix: string): GraphQLError => {
    const field = [prefix, ...(issue?.path ?? []).map(String)].filter(Boolean).join('.');
    const key = (known.has(issue?.message ?? '') ? issue?.message : 'required') as K | CommonMessageKey;
    const max = issue?.code === 'too_big' ? Number(issue.maximum) : 0;
    return badUserInput(field, t(locale, key, { max }));
  };
  return function parseInput<T>(schema: z.ZodType<T>, input: unknown, locale: Locale, prefix = ''): T {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    throw toError(result.error.issues[0], locale, prefix);
  };
}
