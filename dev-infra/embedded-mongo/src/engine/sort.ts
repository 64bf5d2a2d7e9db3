import type { Document } from 'bson';
import type { CollationSpec } from 'mingo/types';
import { comparable } from '../bson-values';
import { Bound, compareValues, TypeRank } from '../compare';
import { CommandError } from '../errors';
import { collatorOf } from './collated-operators';
import { MISSING, valuesAtPath } from './paths';

/** Below null and above MinKey: where MongoDB sorts an empty array. */
const EMPTY_ARRAY = new Bound(TypeRank.null, -1);

type SortField = { path: string[]; dir: 1 | -1 };

function sortFields(spec: Document): SortField[] {
  // comparable(): a Long or a Double -1.0 orders as -1 does.
  return Object.entries(comparable(spec)).map(([field, dir]) => {
    if (dir !== 1 && dir !== -1) {
      throw new CommandError('Location15975', '$sort key ordering must be 1 (for ascending) or -1 (for descending)');
    }
    return { path: field.split('.'), dir };
  });
}

/**
 * A document's key for one sort field, as MongoDB builds it: the values the path reaches (array
 * elements, as for an index key), the smallest for an ascending sort and the largest for a
 * descending one; a missing field is null, an empty array sorts below null.
 */
function sortKey(doc: Document, field: SortField, compare: (a: unknown, b: unknown) => number): unknown {
  let best: unknown;
  let found = false;
  for (const value of valuesAtPath(doc, field.path).values) {
    const key = value === MISSING ? null : value === undefined ? EMPTY_ARRAY : value;
    if (!found || compare(key, best) * field.dir < 0) best = key;
    found = true;
  }
  return found ? best : null;
}

/** Strings compare with the collation when there is one; everything else in BSON order. */
function comparatorFor(collation: CollationSpec | undefined): (a: unknown, b: unknown) => number {
  if (!collation || typeof collation.locale !== 'string') return compareValues;
  const collator = collatorOf(collation);
  return (a, b) => (typeof a === 'string' && typeof b === 'string' ? collator.compare(a, b) : compareValues(a, b));
}

/** `items` ordered by `spec` (find's sort and aggregation's $sort); ties keep their input order. */
export function sortBy<T>(items: T[], view: (item: T) => Document, spec: Document, collation?: CollationSpec): T[] {
  const fields = sortFields(spec);
  if (fields.length === 0) return items;
  const compare = comparatorFor(collation);
  const keyed = items.map((item) => ({ item, keys: fields.map((f) => sortKey(view(item), f, compare)) }));
  keyed.sort((x, y) => {
    for (let i = 0; i < fields.length; i++) {
      const c = compare(x.keys[i], y.keys[i]) * (fields[i] as SortField).dir;
      if (c) return c;
    }
    return 0;
  });
  return keyed.map((k) => k.item);
}
