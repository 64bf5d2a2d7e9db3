import type { Document } from 'bson';
import { isPlainObject } from './paths';

export const isExclusion = (value: unknown): boolean => value === 0 || value === false;

/** Whether a projection includes (or computes) a field besides `_id`, rather than only excluding. */
export const isInclusion = (projection: Document): boolean =>
  Object.entries(projection).some(([key, value]) => key !== '_id' && !isExclusion(value));

/** A projection value that computes a field (`'$price'`, `{$multiply: ...}`, a literal) rather than including one. */
function isComputed(value: unknown): boolean {
  if (typeof value === 'number' || typeof value === 'boolean') return false;
  return !isPlainObject(value) || Object.keys(value).some((key) => key.startsWith('$'));
}

/**
 * MongoDB returns an included field where it stands in the document (`_id` first, as it is
 * stored), not in the order the projection names it; fields the projection computes come after,
 * in the projection's order. find's projection and aggregation's `$project` share the rule (one
 * executor since MongoDB 4.4).
 */
export function inDocumentOrder(out: unknown, source: unknown, projection?: Document): unknown {
  if (Array.isArray(out) && Array.isArray(source) && out.length === source.length) {
    return out.map((value, i) => inDocumentOrder(value, source[i], projection));
  }
  if (!isPlainObject(out) || !isPlainObject(source)) return out;
  const computed = Object.entries(projection ?? {})
    .filter(([key, value]) => !key.includes('.') && isComputed(value))
    .map(([key]) => key);
  const nested = (key: string) =>
    isPlainObject(projection?.[key]) && !computed.includes(key) ? (projection?.[key] as Document) : undefined;
  const ordered: Document = {};
  for (const key of Object.keys(source)) {
    if (key in out && !computed.includes(key)) ordered[key] = inDocumentOrder(out[key], source[key], nested(key));
  }
  for (const key of computed) if (key in out) ordered[key] = out[key];
  for (const key of Object.keys(out)) if (!(key in ordered)) ordered[key] = out[key];
  return ordered;
}
