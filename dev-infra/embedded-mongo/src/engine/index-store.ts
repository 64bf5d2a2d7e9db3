import { makeQuery } from './mingo-context';
import BTree from 'sorted-btree';
import type { Document } from 'bson';
import { compareValues } from '../compare';
import { comparable } from '../bson-values';
import { CommandError } from '../errors';
import { MISSING, valuesAtPath } from './paths';
import type { StoredDoc } from './stored-doc';

export type IndexSpec = Document & {
  v?: number;
  key: Document;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  expireAfterSeconds?: number;
  partialFilterExpression?: Document;
};

/** Tree-order extremes: below/above every key at that position, whatever the field's direction. */
export const LOW: unique symbol = Symbol('low');
export const HIGH: unique symbol = Symbol('high');

type TreeKey = unknown[];
export type KeyRange = { start: TreeKey; end: TreeKey };

type IndexField = { name: string; path: string[]; dir: 1 | -1 };

function extreme(v: unknown): number {
  return v === LOW ? -1 : v === HIGH ? 1 : 0;
}

/**
 * One secondary (or the _id) index: a B-tree whose keys are the indexed values followed by the
 * document's key, so equal values from different documents stay distinct entries.
 */
export class Index {
  readonly fields: IndexField[];
  readonly tree: BTree<TreeKey, string>;
  multikey = false;
  private readonly partial: ReturnType<typeof makeQuery> | undefined;

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.entries(spec.key).map(([name, dir]) => ({
      name,
      path: name.split('.'),
      dir: typeof dir === 'number' && dir < 0 ? -1 : 1,
    }));
    this.tree = new BTree<TreeKey, string>(undefined, (a, b) => this.compareKeys(a, b));
    this.partial = spec.partialFilterExpression ? makeQuery(comparable(spec.partialFilterExpression)) : undefined;
  }

  get name(): string {
    return this.spec.name;
  }

  get unique(): boolean {
    return this.spec.unique === true || this.name === '_id_';
  }

  compareKeys(a: TreeKey, b: TreeKey): number {
    const n = this.fields.length;
    for (let i = 0; i <= n; i++) {
      const x = a[i];
      const y = b[i];
      const ex = extreme(x);
      const ey = extreme(y);
      if (ex || ey) {
        if (ex !== ey) return ex < ey ? -1 : 1;
        continue;
      }
      const c = i < n ? compareValues(x, y) * (this.fields[i] as IndexField).dir : x === y ? 0 : String(x) < String(y) ? -1 : 1;
      if (c) return c;
    }
    return 0;
  }

  /** The key values (without the document key) this document contributes; none when excluded. */
  entriesFor(view: Document): unknown[][] {
    if (this.partial && !this.partial.test(view)) return [];
    let entries: unknown[][] = [[]];
    let arrayField: string | undefined;
    let allMissing = true;
    for (const field of this.fields) {
      const { values, sawArray } = valuesAtPath(view, field.path);
      if (sawArray) {
        if (arrayField !== undefined) {
          throw new CommandError('CannotIndexParallelArrays', `cannot index parallel arrays [${field.name}] [${arrayField}]`);
        }
        arrayField = field.name;
        this.multikey = true;
      }
      if (values.some((v) => v !== MISSING)) allMissing = false;
      const keyValues = values.map((v) => (v === MISSING ? null : v));
      entries = entries.flatMap((prefix) => keyValues.map((v) => [...prefix, v]));
    }
    if (this.spec.sparse && allMissing) return [];
    return entries;
  }

  addEntries(entries: unknown[][], docKey: string): void {
    for (const entry of entries) this.tree.set([...entry, docKey], docKey);
  }

  remove(rec: StoredDoc): void {
    for (const entry of this.entriesFor(rec.view)) this.tree.delete([...entry, rec.key]);
  }

  /** For a unique index: the first of `entries` another document already holds. */
  conflictIn(entries: unknown[][], selfKey: string): Document | undefined {
    if (!this.unique) return undefined;
    for (const entry of entries) {
      for (const docKey of this.scan([{ start: [...entry, LOW], end: [...entry, HIGH] }])) {
        if (docKey !== selfKey) return this.keyValue(entry);
      }
    }
    return undefined;
  }

  keyValue(entry: unknown[]): Document {
    const out: Document = {};
    this.fields.forEach((f, i) => {
      out[f.name] = entry[i] ?? null;
    });
    return out;
  }

  /** Document keys in tree order for each range, with the number of index keys looked at. */
  *scan(ranges: KeyRange[], stats?: { keysExamined: number }): Generator<string> {
    for (const { start, end } of ranges) {
      for (const [key, docKey] of this.tree.entries(start)) {
        if (this.compareKeys(key, end) >= 0) break;
        if (stats) stats.keysExamined += 1;
        yield docKey;
      }
    }
  }

  get sizeBytes(): number {
    return this.tree.size * (32 + this.fields.length * 16);
  }
}

export function indexNameFor(key: Document): string {
  return Object.entries(key)
    .map(([field, dir]) => `${field}_${String(dir)}`)
    .join('_');
}
