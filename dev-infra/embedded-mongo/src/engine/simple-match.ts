import { ObjectId, type Document } from 'bson';
import { compareValues } from '../compare';
import { MISSING, valuesAtPath } from './paths';

/** Values whose equality is plain: no null (it matches missing fields), no documents, arrays or regexes. */
function isPlainScalar(value: unknown): boolean {
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' || value instanceof ObjectId || value instanceof Date;
}

/**
 * A matcher for the commonest filter, `{field: scalar, ...}` (a lookup by id, email or kitchen),
 * that skips building a mingo Query, which costs more than the index lookup it follows. A field
 * matches when it, or an element of an array on its path, equals the value, as MongoDB compares
 * (3 equals 3.0, not "3"). Anything else, or any collation, returns undefined: mingo decides.
 */
export function simpleMatcher(filter: Document, collation: Document | undefined): ((view: Document) => boolean) | undefined {
  if (collation && collation.locale !== 'simple') return undefined;
  const conditions: { path: string[]; value: unknown }[] = [];
  for (const [field, value] of Object.entries(filter)) {
    if (field.startsWith('$') || !isPlainScalar(value)) return undefined;
    conditions.push({ path: field.split('.'), value });
  }
  return (view) =>
    conditions.every(({ path, value }) => valuesAtPath(view, path).values.some((v) => v !== MISSING && compareValues(v, value) === 0));
}
