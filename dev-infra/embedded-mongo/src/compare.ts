import { Binary, BSONRegExp, BSONSymbol, MaxKey, MinKey, ObjectId, Timestamp, type Document } from 'bson';

/**
 * MongoDB's comparison order across BSON types, for index keys. Values here are in
 * "comparable" form (every number a JS number), see bson-values.ts.
 * https://www.mongodb.com/docs/manual/reference/bson-type-comparison-order/
 */
export const TypeRank = {
  minKey: 1,
  null: 2,
  number: 3,
  string: 4,
  object: 5,
  array: 6,
  binary: 7,
  objectId: 8,
  boolean: 9,
  date: 10,
  timestamp: 11,
  regex: 12,
  maxKey: 13,
} as const;

/** A bound just below or above every value of one type rank (or of all ranks). */
export class Bound {
  constructor(
    readonly rank: number,
    readonly side: -1 | 1,
  ) {}
}

export const MIN_ALL = new Bound(0, -1);
export const MAX_ALL = new Bound(99, 1);

export function typeRank(value: unknown): number {
  if (value === null || value === undefined) return TypeRank.null;
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return TypeRank.number;
    case 'string':
      return TypeRank.string;
    case 'boolean':
      return TypeRank.boolean;
    default:
      break;
  }
  if (Array.isArray(value)) return TypeRank.array;
  if (value instanceof Date) return TypeRank.date;
  if (value instanceof ObjectId) return TypeRank.objectId;
  if (value instanceof Binary || value instanceof Uint8Array) return TypeRank.binary;
  if (value instanceof RegExp || value instanceof BSONRegExp) return TypeRank.regex;
  if (value instanceof Timestamp) return TypeRank.timestamp;
  if (value instanceof BSONSymbol) return TypeRank.string;
  if (value instanceof MinKey) return TypeRank.minKey;
  if (value instanceof MaxKey) return TypeRank.maxKey;
  return TypeRank.object;
}

const regexKey = (v: unknown) =>
  v instanceof BSONRegExp ? `${v.pattern}/${v.options}` : v instanceof RegExp ? `${v.source}/${v.flags}` : '';

const sign = (n: number): number => (n < 0 ? -1 : n > 0 ? 1 : 0);

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) return sign(a.length - b.length);
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return sign((a[i] ?? 0) - (b[i] ?? 0));
  return 0;
}

function compareSameRank(rank: number, a: unknown, b: unknown): number {
  switch (rank) {
    case TypeRank.null:
    case TypeRank.minKey:
    case TypeRank.maxKey:
      return 0;
    case TypeRank.number: {
      const x = Number(a);
      const y = Number(b);
      if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : -1) : 1;
      return sign(x - y);
    }
    case TypeRank.string: {
      const x = String(a);
      const y = String(b);
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case TypeRank.boolean:
      return sign(Number(a) - Number(b));
    case TypeRank.date:
      return sign((a as Date).getTime() - (b as Date).getTime());
    case TypeRank.objectId:
      return compareBytes((a as ObjectId).id, (b as ObjectId).id);
    case TypeRank.binary: {
      const x = a instanceof Binary ? a : new Binary(a as Uint8Array);
      const y = b instanceof Binary ? b : new Binary(b as Uint8Array);
      return compareBytes(x.buffer, y.buffer) || sign(x.sub_type - y.sub_type);
    }
    case TypeRank.timestamp:
      return (a as Timestamp).compare(b as Timestamp);
    case TypeRank.regex: {
      const x = regexKey(a);
      const y = regexKey(b);
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case TypeRank.array: {
      const x = a as unknown[];
      const y = b as unknown[];
      for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const c = compareValues(x[i], y[i]);
        if (c) return c;
      }
      return sign(x.length - y.length);
    }
    default: {
      const x = Object.entries(a as Document);
      const y = Object.entries(b as Document);
      for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const [kx, vx] = x[i] as [string, unknown];
        const [ky, vy] = y[i] as [string, unknown];
        const c = sign(typeRank(vx) - typeRank(vy)) || (kx < ky ? -1 : kx > ky ? 1 : 0) || compareValues(vx, vy);
        if (c) return c;
      }
      return sign(x.length - y.length);
    }
  }
}

/** Total order over BSON values (and bounds), as MongoDB orders index keys. */
export function compareValues(a: unknown, b: unknown): number {
  // Index lookups compare keys a few dozen times each: two strings, the commonest key, skip ranking.
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (a instanceof Bound || b instanceof Bound) {
    const ra = a instanceof Bound ? a.rank : typeRank(a);
    const rb = b instanceof Bound ? b.rank : typeRank(b);
    if (ra !== rb) return sign(ra - rb);
    const sa = a instanceof Bound ? a.side : 0;
    const sb = b instanceof Bound ? b.side : 0;
    return sign(sa - sb);
  }
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return sign(ra - rb);
  return compareSameRank(ra, a, b);
}
