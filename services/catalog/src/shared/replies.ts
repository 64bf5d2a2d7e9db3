import { notFound, type Locale } from '@brigade/service-kit';
import { GraphQLError } from 'graphql';
import { t, type MessageKey } from '../i18n/messages';

/** The spec's code + message replies, for deletions and reordering. */
export const done = (locale: Locale, key: MessageKey) => ({ code: 200, message: t(locale, key) });

export const missing = (locale: Locale, key: MessageKey) => notFound(t(locale, key));

/**
 * Deleting something recipes (or ingredients) still use: BAD_USER_INPUT on `force`, with the
 * counts, so the screen can say why and a super admin can decide to force it.
 */
export const inUse = (message: string, counts: { recipes: number; ingredients?: number }) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field: 'force', ...counts } });
