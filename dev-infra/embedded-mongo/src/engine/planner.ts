import { ObjectId, type Document } from 'bson';
import { Bound, typeRank } from '../compare';
import { CommandError } from '../errors';
import type { Collection } from './collection';
import { HIGH, LOW, type Index, type KeyRange } from './index-store';
import { isPlainObject } from './paths';

type Side = { v: unknown; inc: boolean };
type Predicate = { points?: unknown[]; lo?: Side; hi?: Side };
type Interval = { lo: unknown; loInc: boolean; hi: unknown; hiInc: boolean };

/** `bounds` is explain's description of the ranges, written only when explain asks for it. */
export type Plan = { kind: 'COLLSCAN' } | { kind: 'IXSCAN'; index: Index; ranges: KeyRange[]; bounds: () => Document };

const MAX_RANGES = 1000;

/** Values an index lookup can serve exactly; anything else (null, arrays, regexes...) scans. */
function isIndexableScalar(v: unknown): boolean {
  return (
    typeof v === 'string' ||
    typeof v === 'boolean' ||
    (typeof v === 'number' && !Number.isNaN(v)) ||
    v instanceof Date ||
    v instanceof ObjectId
  );
}

function predicateFor(value: unknown): Predicate | undefined {
  if (isIndexableScalar(value)) return { points: [value] };
  if (!isPlainObject(value)) return undefined;
  const ops = Object.keys(value);
  if (ops.length === 0 || !ops.every((k) => k.startsWith('$'))) return undefined;
  const pred: Predicate = {};
  for (const [op, arg] of Object.entries(value)) {
    if (op === '$eq' && isIndexableScalar(arg)) return { points: [arg] };
    if (op === '$in' && Array.isArray(arg) && arg.length > 0 && arg.every(isIndexableScalar)) return { points: arg };
    if (!isIndexableScalar(arg)) continue;
    if (op === '$gt' || op === '$gte') pred.lo = { v: arg, inc: op === '$gte' };
    if (op === '$lt' || op === '$lte') pred.hi = { v: arg, inc: op === '$lte' };
  }
  if (pred.lo && pred.hi && typeRank(pred.lo.v) !== typeRank(pred.hi.v)) delete pred.hi;
  return pred.lo || pred.hi ? pred : undefined;
}

/** What each top-level field (and each $and member) of a filter says an index can use. */
export function fieldPredicates(filter: Document, out = new Map<string, Predicate>()): Map<string, Predicate> {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(value)) {
      for (const member of value) if (isPlainObject(member)) fieldPredicates(member, out);
      continue;
    }
    if (key.startsWith('$') || out.has(key)) continue;
    const pred = predicateFor(value);
    if (pred) out.set(key, pred);
  }
  return out;
}

function intervalOf(pred: Predicate, multikey: boolean): Interval {
  // On a multikey index, $gt and $lt may be met by different array elements: use one side.
  const hi = multikey && pred.lo ? undefined : pred.hi;
  const lo = pred.lo;
  const rank = typeRank((lo ?? hi)?.v);
  return {
    lo: lo ? lo.v : new Bound(rank, -1),
    loInc: lo ? lo.inc : true,
    hi: hi ? hi.v : new Bound(rank, 1),
    hiInc: hi ? hi.inc : true,
  };
}

const describe = (iv: Interval): string => `${iv.loInc ? '[' : '('}${String(iv.lo)}, ${String(iv.hi)}${iv.hiInc ? ']' : ')'}`;

function rangesFor(index: Index, preds: Map<string, Predicate>): { ranges: KeyRange[]; score: number; bounds: () => Document } | undefined {
  const perField: Interval[][] = [];
  let score = 0;
  for (const field of index.fields) {
    const pred = preds.get(field.name);
    if (!pred) break;
    if (pred.points) {
      const combos = perField.reduce((n, list) => n * list.length, 1) * pred.points.length;
      if (combos > MAX_RANGES) break;
      perField.push(pred.points.map((p) => ({ lo: p, loInc: true, hi: p, hiInc: true })));
      score += 2;
      continue;
    }
    const interval = intervalOf(pred, index.multikey);
    perField.push([interval]);
    score += 1;
    break;
  }
  if (perField.length === 0) return undefined;
  if (index.unique && score === index.fields.length * 2) score += 100;
  const width = index.fields.length + 1;
  let combos: Interval[][] = [[]];
  for (const list of perField) combos = combos.flatMap((c) => list.map((i) => [...c, i]));
  const ranges = combos.map((combo) => {
    const start: unknown[] = [];
    const end: unknown[] = [];
    let startTail: symbol = LOW;
    let endTail: symbol = HIGH;
    combo.forEach((iv, j) => {
      const asc = (index.fields[j] as { dir: number }).dir === 1;
      const [sv, sInc, ev, eInc] = asc ? [iv.lo, iv.loInc, iv.hi, iv.hiInc] : [iv.hi, iv.hiInc, iv.lo, iv.loInc];
      start.push(sv);
      end.push(ev);
      startTail = sInc ? LOW : HIGH;
      endTail = eInc ? HIGH : LOW;
    });
    while (start.length < width) start.push(startTail);
    while (end.length < width) end.push(endTail);
    return { start, end };
  });
  const bounds = () => Object.fromEntries(perField.map((list, j) => [(index.fields[j] as { name: string }).name, list.map(describe)]));
  return { ranges, score, bounds };
}

function hintedIndex(coll: Collection, hint: unknown): Index | 'natural' | undefined {
  if (hint === undefined || hint === null) return undefined;
  if (isPlainObject(hint) && Object.keys(hint).length === 0) return undefined;
  if (isPlainObject(hint) && '$natural' in hint) return 'natural';
  const index = typeof hint === 'string' ? coll.indexes.get(hint) : isPlainObject(hint) ? coll.findIndexByKey(hint) : undefined;
  if (!index) throw new CommandError('BadValue', 'hint provided does not correspond to an existing index');
  return index;
}

/** Picks the index that narrows `filter` (comparable form) the most, or a collection scan. */
export function planQuery(coll: Collection, filter: Document, options: { hint?: unknown; collation?: unknown }): Plan {
  const hinted = hintedIndex(coll, options.hint);
  if (hinted === 'natural') return { kind: 'COLLSCAN' };
  const preds = fieldPredicates(filter);
  if (hinted) {
    const found = rangesFor(hinted, preds);
    const width = hinted.fields.length + 1;
    return {
      kind: 'IXSCAN',
      index: hinted,
      ranges: found?.ranges ?? [{ start: Array(width).fill(LOW), end: Array(width).fill(HIGH) }],
      bounds: found?.bounds ?? (() => ({})),
    };
  }
  // String bounds follow binary order; a collation orders (and equates) strings differently.
  if (options.collation !== undefined || preds.size === 0) return { kind: 'COLLSCAN' };
  let best: (ReturnType<typeof rangesFor> & { index: Index }) | undefined;
  for (const index of coll.indexes.values()) {
    if (index.spec.partialFilterExpression) continue;
    const found = rangesFor(index, preds);
    if (found && (!best || found.score > best.score)) best = { ...found, index };
  }
  return best ? { kind: 'IXSCAN', index: best.index, ranges: best.ranges, bounds: best.bounds } : { kind: 'COLLSCAN' };
}
