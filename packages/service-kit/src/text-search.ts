import escapeStringRegexp from 'escape-string-regexp';

/** Longest search text taken into account: a longer one is cut, never run as a huge pattern. */
const MAX_SEARCH = 100;

/**
 * The lists' text filter: the words as typed (any case, never read as a pattern) anywhere in any
 * of `fields`. Empty text filters nothing.
 */
export function textSearch(text: string | null | undefined, fields: string[]): Record<string, unknown> {
  const search = text?.trim().slice(0, MAX_SEARCH);
  if (!search) return {};
  const pattern = new RegExp(escapeStringRegexp(search), 'i');
  return { $or: fields.map((field) => ({ [field]: pattern })) };
}

/** The whole text, any case: how names are compared for uniqueness. */
export const sameText = (value: string): RegExp => new RegExp(`^${escapeStringRegexp(value.trim())}$`, 'i');
