import type { Document } from 'bson';
import { CommandError } from '../errors';
import { normalizeInPlace } from '../bson-values';
import type { JournalOp } from '../storage/journal-ops';
import { Collection } from './collection';

/** Where committed changes go; the memory-only server has none. */
export type ChangeSink = {
  append(ops: JournalOp[]): void;
  sync(): void;
};

const INVALID_DB_CHARS = /[/\\. "$\0]/;

export function validateNamespace(db: string, coll?: string): void {
  if (!db || INVALID_DB_CHARS.test(db) || db.length > 63) {
    throw new CommandError('InvalidNamespace', `Invalid database name: '${db}'`);
  }
  if (coll !== undefined && (!coll || coll.includes('$') || coll.includes('\0') || coll.startsWith('.'))) {
    throw new CommandError('InvalidNamespace', `Invalid collection name: '${coll}'`);
  }
}

/**
 * All databases and collections. Every change made while running a command is collected as
 * journal ops and handed to the sink in one piece by `commit`, before the reply is sent.
 */
export class Catalog {
  private readonly dbs = new Map<string, Map<string, Collection>>();
  private pending: JournalOp[] = [];
  sink: ChangeSink | undefined;

  private readonly log = (op: JournalOp): void => {
    this.pending.push(op);
  };

  get(db: string, coll: string): Collection | undefined {
    return this.dbs.get(db)?.get(coll);
  }

  /** The collection, created implicitly as MongoDB does on a first write. */
  ensure(db: string, coll: string): Collection {
    return this.get(db, coll) ?? this.create(db, coll, {});
  }

  create(db: string, coll: string, options: Document, logged = true): Collection {
    validateNamespace(db, coll);
    if (this.get(db, coll)) throw new CommandError('NamespaceExists', `Collection ${db}.${coll} already exists.`);
    let colls = this.dbs.get(db);
    if (!colls) {
      colls = new Map();
      this.dbs.set(db, colls);
    }
    const collection = new Collection(db, coll, options, this.log);
    colls.set(coll, collection);
    if (logged) this.log({ op: 'create', db, coll, options });
    return collection;
  }

  drop(db: string, coll: string, logged = true): Collection | undefined {
    const colls = this.dbs.get(db);
    const collection = colls?.get(coll);
    if (!colls || !collection) return undefined;
    colls.delete(coll);
    if (colls.size === 0) this.dbs.delete(db);
    if (logged) this.log({ op: 'drop', db, coll });
    return collection;
  }

  /**
   * renameCollection, written to the journal as what it leaves (the target created with the source's
   * options, indexes and documents, then the source dropped): one command, so one journal record.
   */
  rename(from: Collection, toDb: string, to: string): Collection {
    const target = this.create(toDb, to, from.options);
    for (const index of from.indexes.values()) if (index.name !== '_id_') target.createIndex(index.spec);
    for (const rec of from.docs.values()) target.insert(rec.doc, rec.view !== rec.doc);
    this.drop(from.db, from.name);
    return target;
  }

  dropDatabase(db: string, logged = true): boolean {
    const existed = this.dbs.delete(db);
    if (existed && logged) this.log({ op: 'dropDatabase', db });
    return existed;
  }

  databaseNames(): string[] {
    return [...this.dbs.keys()];
  }

  collections(db: string): Collection[] {
    return [...(this.dbs.get(db)?.values() ?? [])];
  }

  allCollections(): Collection[] {
    return [...this.dbs.values()].flatMap((colls) => [...colls.values()]);
  }

  /** Hands this command's changes to the journal; `durable` also waits for the disk. */
  commit(durable: boolean): void {
    if (this.pending.length === 0) {
      if (durable) this.sink?.sync();
      return;
    }
    const ops = this.pending;
    this.pending = [];
    if (!this.sink) return;
    this.sink.append(ops);
    if (durable) this.sink.sync();
  }

  /** Recovery: re-applies one logged op exactly, without logging it again. */
  apply(op: JournalOp): void {
    switch (op.op) {
      case 'create':
        if (!this.get(op.db, op.coll)) this.create(op.db, op.coll, op.options, false);
        return;
      case 'drop':
        this.drop(op.db, op.coll, false);
        return;
      case 'dropDatabase':
        this.dropDatabase(op.db, false);
        return;
      case 'put': {
        const wrapped = normalizeInPlace(op.doc);
        (this.get(op.db, op.coll) ?? this.create(op.db, op.coll, {}, false)).restore(op.doc, wrapped);
        return;
      }
      case 'del':
        this.get(op.db, op.coll)?.restoreDelete(op.id);
        return;
      case 'createIndex': {
        const coll = this.get(op.db, op.coll) ?? this.create(op.db, op.coll, {}, false);
        coll.dropIndex(op.spec.name, false);
        coll.createIndex(op.spec, false);
        return;
      }
      case 'dropIndex':
        this.get(op.db, op.coll)?.dropIndex(op.name, false);
        return;
    }
  }

  /** The whole current state as ops, which is what a snapshot holds. */
  *stateOps(): Generator<JournalOp> {
    for (const coll of this.allCollections()) {
      yield { op: 'create', db: coll.db, coll: coll.name, options: coll.options };
      for (const index of coll.indexes.values()) {
        if (index.name !== '_id_') yield { op: 'createIndex', db: coll.db, coll: coll.name, spec: index.spec };
      }
      for (const rec of coll.docs.values()) yield { op: 'put', db: coll.db, coll: coll.name, doc: rec.doc };
    }
  }
}
