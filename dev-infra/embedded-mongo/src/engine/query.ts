import { makeQuery } from './mingo-context';
import type { Document } from 'bson';
import type { CollationSpec, Options } from 'mingo/types';
import { comparable } from '../bson-values';
import type { Collection } from './collection';
import { planQuery, type Plan } from './planner';
import type { StoredDoc } from './stored-doc';
import { isPlainObject } from './paths';
import { pairViewWithDocument, usesType } from './type-operator';
import { simpleMatcher } from './simple-match';
import { sortBy } from './sort';

export type FindSpec = {
  filter?: Document;
  sort?: Document;
  skip?: number;
  limit?: number;
  hint?: unknown;
  collation?: Document;
  /** The command's `let` (MongoDB 5.0+): variables `$$name` in `$expr` read. */
  let?: Document;
};

export type ScanStats = { plan: Plan; keysExamined: number; docsExamined: number };

/**
 * mingo options for a command's collation. MongoDB names locales the ICU way (`en_US`), which
 * Intl.Collator refuses, so they become BCP 47 tags (`en-US`); `simple` is binary comparison.
 */
export function mingoOptions(collation?: Document, variables?: Document): Partial<Options> {
  const vars = variables ? { variables: comparable(variables) } : {};
  if (!collation || typeof collation.locale !== 'string' || collation.locale === 'simple') return vars;
  return { ...vars, collation: { ...collation, locale: collation.locale.replace(/_/g, '-') } as CollationSpec };
}

/** The collation an operation uses: its own, else its collection's default (MongoDB's rule). */
export function effectiveCollation(coll: Collection | undefined, collation?: Document): Document | undefined {
  return collation ?? (coll?.options.collation as Document | undefined);
}

/** Documents in `candidates` order, deduplicated (a multikey index lists a document per element). */
function* candidates(coll: Collection, plan: Plan, stats: ScanStats): Generator<StoredDoc> {
  if (plan.kind === 'COLLSCAN') {
    yield* coll.docs.values();
    return;
  }
  const seen = new Set<string>();
  for (const key of plan.index.scan(plan.ranges, stats)) {
    if (seen.has(key)) continue;
    seen.add(key);
    const rec = coll.docs.get(key);
    if (rec) yield rec;
  }
}

/** Sorts by the promoted views, by MongoDB's sort keys (sort.ts). */
export function sortRecords(records: StoredDoc[], sort: Document, collation?: Document): StoredDoc[] {
  if (Object.keys(sort).length === 0) return records;
  return sortBy(records, (r) => r.view, sort, mingoOptions(collation).collation);
}

/** The stored documents a query selects, in result order, with what it cost. */
export function findRecords(coll: Collection | undefined, spec: FindSpec): { records: StoredDoc[]; stats: ScanStats } {
  const stats: ScanStats = { plan: { kind: 'COLLSCAN' }, keysExamined: 0, docsExamined: 0 };
  if (!coll) return { records: [], stats };
  spec = { ...spec, collation: effectiveCollation(coll, spec.collation) };
  const filter = comparable(spec.filter ?? {});
  const simple = simpleMatcher(filter, spec.collation);
  const query = simple ? { test: simple } : makeQuery(filter, mingoOptions(spec.collation, spec.let));
  stats.plan = planQuery(coll, filter, spec);
  const skip = Math.max(0, spec.skip ?? 0);
  const limit = spec.limit && spec.limit > 0 ? spec.limit : undefined;
  const sorted = spec.sort && isPlainObject(spec.sort) && Object.keys(spec.sort).length > 0;
  const stopAt = !sorted && limit !== undefined ? skip + limit : Infinity;
  let matches: StoredDoc[] = [];
  const typed = usesType(filter);
  for (const rec of candidates(coll, stats.plan, stats)) {
    stats.docsExamined += 1;
    if (typed) pairViewWithDocument(rec.view, rec.doc);
    if (query.test(rec.view)) matches.push(rec);
    if (matches.length >= stopAt) break;
  }
  if (sorted) matches = sortRecords(matches, spec.sort as Document, spec.collation);
  const end = limit !== undefined ? skip + limit : undefined;
  return { records: matches.slice(skip, end), stats };
}
