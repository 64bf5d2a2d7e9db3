import escapeStringRegexp from 'escape-string-regexp';
import { NAME_UNSAFE } from '../input/input-rules';

/** Longest search text taken into account: a longer one is cut, never run as a huge pattern. */
const MAX_SEARCH = 100;

const UNSAFE = new RegExp(NAME_UNSAFE.source, 'gu');

/**
 * What a search or comparison looks for: without the controls and bidi marks names may not hold
 * (input-rules.ts), so they match nothing by accident, and a NUL never reaches MongoDB, which
 * refuses it in a pattern and would answer a server error.
 */
export const searchable = (text: string): string => text.replace(UNSAFE, '');

/**
 * The lists' text filter: the words as typed (any case, never read as a pattern) anywhere in any
 * of `fields`. Empty text filters nothing.
 */
export function textSearch(text: string | null | undefined, fields: string[]): Record<string, unknown> {
  const search = searchable(text ?? '')
    .trim()
    .slice(0, MAX_SEARCH);
  if (!search) return {};
  const pattern = new RegExp(escapeStringRegexp(search), 'i');
  return { $or: fields.map((field) => ({ [field]: pattern })) };
}

/** The whole text, any case: how names are compared for uniqueness. */
export const sameText = (value: string): RegExp => new RegExp(`^${escapeStringRegexp(searchable(value).trim())}$`, 'i');
