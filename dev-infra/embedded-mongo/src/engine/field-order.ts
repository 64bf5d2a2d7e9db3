import type { Document } from 'bson';
import { isPlainObject } from './paths';

export const isExclusion = (value: unknown): boolean => value === 0 || value === false;

/** Whether a projection includes (or computes) a field besides `_id`, rather than only excluding. */
export const isInclusion = (projection: Document): boolean =>
  Object.entries(projection).some(([key, value]) => key !== '_id' && !isExclusion(value));

/**
 * MongoDB returns an included field where it stands in the document (`_id` first, as it is
 * stored), not in the order the projection names it; fields the projection computes come after.
 * find's projection and aggregation's `$project` share the rule (one executor since MongoDB 4.4).
 */
export function inDocumentOrder(out: unknown, source: unknown): unknown {
  if (Array.isArray(out) && Array.isArray(source) && out.length === source.length) {
    return out.map((value, i) => inDocumentOrder(value, source[i]));
  }
  if (!isPlainObject(out) || !isPlainObject(source)) return out;
  const ordered: Document = {};
  for (const key of Object.keys(source)) if (key in out) ordered[key] = inDocumentOrder(out[key], source[key]);
  for (const key of Object.keys(out)) if (!(key in ordered)) ordered[key] = out[key];
  return ordered;
}
