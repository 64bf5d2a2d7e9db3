import { ObjectId, UUID, type Document } from 'bson';
import { comparable, idKey } from '../bson-values';
import { CommandError } from '../errors';
import { Index, indexNameFor, type IndexSpec } from './index-store';
import type { StoredDoc } from './stored-doc';
import type { JournalOp } from '../storage/journal-ops';

type Log = (op: JournalOp) => void;

function formatKeyValue(keyValue: Document): string {
  const parts = Object.entries(keyValue).map(
    ([k, v]) => `${k}: ${v instanceof ObjectId ? `ObjectId('${v.toHexString()}')` : (JSON.stringify(v) ?? 'undefined')}`,
  );
  return `{ ${parts.join(', ')} }`;
}

/** Documents of one namespace, with their indexes. The only place documents are changed. */
export class Collection {
  readonly docs = new Map<string, StoredDoc>();
  readonly indexes = new Map<string, Index>();
  readonly uuid = new UUID();

  constructor(
    readonly db: string,
    readonly name: string,
    readonly options: Document,
    private readonly log: Log,
  ) {
    this.indexes.set('_id_', new Index({ v: 2, key: { _id: 1 }, name: '_id_' }));
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  /** Stores a new document; `wrapped` says its values need a promoted view (bson-values.ts). */
  insert(input: Document, wrapped: boolean): StoredDoc {
    // mongod always stores _id as the first field, whatever order the client sent.
    const doc = Object.keys(input)[0] === '_id' ? input : { _id: input._id ?? new ObjectId(), ...input };
    const rec = this.makeRecord(doc, wrapped);
    if (this.docs.has(rec.key)) this.throwDuplicate(this.indexes.get('_id_') as Index, { _id: doc._id });
    this.index(rec, undefined);
    this.docs.set(rec.key, rec);
    this.log({ op: 'put', db: this.db, coll: this.name, doc });
    return rec;
  }

  /** Swaps in a new version of a stored document (same `_id`). */
  replace(old: StoredDoc, doc: Document, wrapped: boolean): StoredDoc {
    const rec = this.makeRecord(doc, wrapped);
    if (rec.key !== old.key)
      throw new CommandError('ImmutableField', "Performing an update on the path '_id' would modify the immutable field '_id'");
    this.index(rec, old);
    this.docs.set(rec.key, rec);
    this.log({ op: 'put', db: this.db, coll: this.name, doc });
    return rec;
  }

  remove(rec: StoredDoc): void {
    for (const index of this.indexes.values()) index.remove(rec);
    this.docs.delete(rec.key);
    this.log({ op: 'del', db: this.db, coll: this.name, id: rec.doc._id });
  }

  /** Recovery path: applies a logged document without uniqueness checks or logging. */
  restore(doc: Document, wrapped: boolean): void {
    const rec = this.makeRecord(doc, wrapped);
    const old = this.docs.get(rec.key);
    if (old) for (const index of this.indexes.values()) index.remove(old);
    for (const index of this.indexes.values()) index.addEntries(index.entriesFor(rec.view), rec.key);
    this.docs.set(rec.key, rec);
  }

  restoreDelete(id: unknown): void {
    const rec = this.docs.get(idKey(id));
    if (!rec) return;
    for (const index of this.indexes.values()) index.remove(rec);
    this.docs.delete(rec.key);
  }

  createIndex(spec: IndexSpec, logged = true): void {
    const index = new Index(spec);
    for (const rec of this.docs.values()) {
      const entries = index.entriesFor(rec.view);
      const conflict = index.conflictIn(entries, rec.key);
      if (conflict) this.throwDuplicate(index, conflict);
      index.addEntries(entries, rec.key);
    }
    this.indexes.set(spec.name, index);
    if (logged) this.log({ op: 'createIndex', db: this.db, coll: this.name, spec });
  }

  dropIndex(name: string, logged = true): void {
    this.indexes.delete(name);
    if (logged) this.log({ op: 'dropIndex', db: this.db, coll: this.name, name });
  }

  findIndexByKey(key: Document): Index | undefined {
    const name = indexNameFor(key);
    for (const index of this.indexes.values()) {
      if (index.name === name || JSON.stringify(index.spec.key) === JSON.stringify(key)) return index;
    }
    return undefined;
  }

  private makeRecord(doc: Document, wrapped: boolean): StoredDoc {
    if (doc._id === undefined) throw new CommandError('InvalidIdField', 'document has no _id');
    if (Array.isArray(doc._id)) throw new CommandError('InvalidIdField', 'The _id field cannot be an array');
    return { key: idKey(doc._id), doc, view: wrapped ? comparable(doc) : doc };
  }

  /** Adds `rec` to every index (removing `old` first); checks everything before changing anything. */
  private index(rec: StoredDoc, old: StoredDoc | undefined): void {
    const planned: [Index, unknown[][]][] = [];
    for (const index of this.indexes.values()) {
      if (index.name === '_id_' && old) continue;
      const entries = index.entriesFor(rec.view);
      const conflict = index.conflictIn(entries, rec.key);
      if (conflict) this.throwDuplicate(index, conflict);
      planned.push([index, entries]);
    }
    for (const [index, entries] of planned) {
      if (old) index.remove(old);
      index.addEntries(entries, rec.key);
    }
  }

  private throwDuplicate(index: Index, keyValue: Document): never {
    throw new CommandError(
      'DuplicateKey',
      `E11000 duplicate key error collection: ${this.ns} index: ${index.name} dup key: ${formatKeyValue(keyValue)}`,
      { keyPattern: index.spec.key, keyValue },
    );
  }
}
