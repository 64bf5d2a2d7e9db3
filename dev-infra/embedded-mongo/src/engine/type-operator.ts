import {
  Binary,
  BSONRegExp,
  BSONSymbol,
  Code,
  DBRef,
  Decimal128,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
  Timestamp,
  type Document,
} from 'bson';
import { isInt32 } from '../bson-values';
import { CommandError } from '../errors';
import { isPlainObject } from './paths';

/** MongoDB's BSON type codes by alias ($type accepts either). */
const CODES: Record<string, number> = {
  double: 1,
  string: 2,
  object: 3,
  array: 4,
  binData: 5,
  undefined: 6,
  objectId: 7,
  bool: 8,
  date: 9,
  null: 10,
  regex: 11,
  dbPointer: 12,
  javascript: 13,
  symbol: 14,
  javascriptWithScope: 15,
  int: 16,
  timestamp: 17,
  long: 18,
  decimal: 19,
  minKey: -1,
  maxKey: 127,
};
const KNOWN = new Set(Object.values(CODES));
const NUMBER = 'number';

/** The BSON type code of a stored value (exact types: see bson-values.ts for what a plain number is). */
function typeCode(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (value === null) return 10;
  if (typeof value === 'string') return 2;
  if (typeof value === 'boolean') return 8;
  if (typeof value === 'number') return isInt32(value) ? 16 : 1;
  if (Array.isArray(value)) return 4;
  if (value instanceof Double) return 1;
  if (value instanceof Int32) return 16;
  if (value instanceof Timestamp) return 17;
  if (value instanceof Long) return 18;
  if (value instanceof Decimal128) return 19;
  if (value instanceof ObjectId) return 7;
  if (value instanceof Date) return 9;
  if (value instanceof Binary) return 5;
  if (value instanceof BSONRegExp || value instanceof RegExp) return 11;
  if (value instanceof Code) return value.scope ? 15 : 13;
  if (value instanceof BSONSymbol) return 14;
  if (value instanceof MinKey) return -1;
  if (value instanceof MaxKey) return 127;
  if (value instanceof DBRef || isPlainObject(value)) return 3;
  return undefined;
}

const ALIASES = new Map(Object.entries(CODES).map(([alias, code]) => [code, alias]));

/** A value's BSON type as MongoDB's messages name it (`int`, `string`, `objectId`; `missing` for none). */
export function typeAlias(value: unknown): string {
  const code = typeCode(value);
  return code === undefined ? 'missing' : (ALIASES.get(code) ?? 'object');
}

/** The type codes one `$type` operand asks for; a bad alias or code is MongoDB's BadValue. */
function wantedCodes(operand: unknown): Set<number> {
  const out = new Set<number>();
  for (const t of Array.isArray(operand) ? operand : [operand]) {
    if (t === NUMBER) [1, 16, 18, 19].forEach((c) => out.add(c));
    else if (typeof t === 'string') {
      const code = CODES[t];
      if (code === undefined) throw new CommandError('BadValue', `Unknown type name alias: ${t}`);
      out.add(code);
    } else if (typeof t === 'number' && KNOWN.has(t)) out.add(t);
    else throw new CommandError('BadValue', `Invalid numerical type code: ${String(t)}`);
  }
  return out;
}

/** The values a path ends on: arrays on the way are walked (or indexed), an array at the end is kept whole. */
function terminals(node: unknown, parts: string[], i = 0): unknown[] {
  if (i === parts.length) return [node];
  const part = parts[i] as string;
  if (Array.isArray(node)) {
    const byIndex = /^\d+$/.test(part) ? terminals(node[Number(part)], parts, i + 1) : [];
    return [...byIndex, ...node.flatMap((element) => (isPlainObject(element) ? terminals(element, parts, i) : []))];
  }
  if (isPlainObject(node) && Object.prototype.hasOwnProperty.call(node, part)) return terminals(node[part], parts, i + 1);
  return [];
}

/**
 * Pairs each object or array of a promoted view with the same place in the stored document, so
 * `$type` can tell a long or a decimal from an int: the view has plain numbers for all of them.
 */
const exactOf = new WeakMap<object, unknown>();

export function pairViewWithDocument(view: unknown, doc: unknown): void {
  if (view === doc || typeof view !== 'object' || view === null || exactOf.has(view)) return;
  exactOf.set(view, doc);
  if (Array.isArray(view) && Array.isArray(doc)) view.forEach((v, i) => pairViewWithDocument(v, doc[i]));
  else if (isPlainObject(view) && isPlainObject(doc)) for (const key of Object.keys(view)) pairViewWithDocument(view[key], doc[key]);
}

/** True when a filter uses `$type` anywhere, so the views it tests need their stored types. */
export function usesType(filter: unknown): boolean {
  if (Array.isArray(filter)) return filter.some(usesType);
  if (!isPlainObject(filter)) return false;
  return Object.entries(filter).some(([key, value]) => key === '$type' || usesType(value));
}

/**
 * `$type` as MongoDB has it, as a mingo query operator: ObjectId, binData, timestamp and the four
 * number types are told apart (mingo's own knew none of them), and an array field matches when it
 * is asked for as `array` or when any element has the type.
 */
export function $type(selector: string, operand: unknown) {
  const wanted = wantedCodes(operand);
  const parts = selector.split('.');
  const matches = (value: unknown) => wanted.has(typeCode(value) ?? NaN);
  return (obj: unknown): boolean => {
    const exact = typeof obj === 'object' && obj !== null ? (exactOf.get(obj) ?? obj) : obj;
    return terminals(exact as Document, parts).some((value) => matches(value) || (Array.isArray(value) && value.some(matches)));
  };
}
