import type { Document } from 'bson';
import { indexNameFor, type IndexSpec } from '../engine/index-store';
import { isPlainObject } from '../engine/paths';
import { CommandError } from '../errors';
import { collectionName, optionalDocument, optionalNumber, type CommandHandler } from './context';

const KEPT_OPTIONS = ['unique', 'sparse', 'expireAfterSeconds', 'partialFilterExpression', 'collation', 'hidden'];

/** Validates one requested index and returns the spec we store (MongoDB's listIndexes shape). */
function toSpec(raw: unknown): IndexSpec {
  if (!isPlainObject(raw) || !isPlainObject(raw.key) || Object.keys(raw.key).length === 0) {
    throw new CommandError('CannotCreateIndex', 'Index keys cannot be empty.');
  }
  const key: Document = {};
  for (const [field, dir] of Object.entries(raw.key)) {
    if (dir === 'text' || dir === '2d' || dir === '2dsphere' || dir === 'geoHaystack') {
      throw new CommandError('CannotCreateIndex', `${dir} indexes are not supported by embedded-mongo`);
    }
    const n = typeof dir === 'number' ? dir : Number.NaN;
    if (dir !== 'hashed' && !(n === 1 || n === -1)) {
      throw new CommandError(
        'CannotCreateIndex',
        `Values in the index key pattern can only be 1, -1 or 'hashed'; got ${JSON.stringify(dir)} for '${field}'`,
      );
    }
    key[field] = dir;
  }
  const name = typeof raw.name === 'string' && raw.name ? raw.name : indexNameFor(key);
  const spec: IndexSpec = { v: 2, key, name };
  for (const option of KEPT_OPTIONS) if (raw[option] !== undefined) spec[option] = raw[option];
  if (spec.unique === false) delete spec.unique;
  if (spec.sparse === false) delete spec.sparse;
  if (spec.expireAfterSeconds !== undefined && Object.keys(key).length !== 1) {
    throw new CommandError('CannotCreateIndex', 'TTL indexes are single-field indexes, compound indexes do not support TTL');
  }
  return spec;
}

/**
 * The index store compares keys bytewise. A unique index under a non-simple collation (its own,
 * or its collection's default, which it inherits) would let "b" and "B" both in where MongoDB
 * finds a duplicate, so it is refused rather than silently different.
 */
function refuseCollatedUnique(spec: IndexSpec, collectionDefault: unknown): void {
  const collation = (spec.collation ?? collectionDefault) as Document | undefined;
  if (spec.unique === true && isPlainObject(collation) && collation.locale !== 'simple') {
    throw new CommandError(
      'CommandNotSupported',
      `unique indexes with a collation are not supported by embedded-mongo (index '${spec.name}')`,
    );
  }
}

const sameOptions = (a: IndexSpec, b: IndexSpec) =>
  KEPT_OPTIONS.every((o) => JSON.stringify(a[o] ?? null) === JSON.stringify(b[o] ?? null));

const createIndexes: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, ctx);
  if (!Array.isArray(cmd.indexes) || cmd.indexes.length === 0)
    throw new CommandError('BadValue', 'Must specify at least one index to create');
  const specs = cmd.indexes.map(toSpec);
  const existed = ctx.catalog.get(ctx.db, name) !== undefined;
  const coll = ctx.catalog.ensure(ctx.db, name);
  const before = coll.indexes.size;
  for (const spec of specs) refuseCollatedUnique(spec, coll.options.collation);
  for (const spec of specs) {
    const sameName = coll.indexes.get(spec.name);
    const sameKey = coll.findIndexByKey(spec.key);
    if (sameName) {
      if (JSON.stringify(sameName.spec.key) !== JSON.stringify(spec.key)) {
        throw new CommandError(
          'IndexKeySpecsConflict',
          `An existing index has the same name as the requested index. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName.spec)}`,
        );
      }
      if (!sameOptions(sameName.spec, spec)) {
        throw new CommandError(
          'IndexOptionsConflict',
          `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName.spec)}`,
        );
      }
      continue;
    }
    if (sameKey && sameOptions(sameKey.spec, spec)) {
      throw new CommandError('IndexOptionsConflict', `Index already exists with a different name: ${sameKey.name}`);
    }
    coll.createIndex(spec);
  }
  return {
    numIndexesBefore: before,
    numIndexesAfter: coll.indexes.size,
    createdCollectionAutomatically: !existed,
    ...(before === coll.indexes.size ? { note: 'all indexes already exist' } : {}),
    ok: 1,
  };
};

const listIndexes: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, ctx);
  const coll = ctx.catalog.get(ctx.db, name);
  if (!coll) throw new CommandError('NamespaceNotFound', `ns does not exist: ${ctx.db}.${name}`);
  const cursor = optionalDocument(cmd, 'cursor');
  return ctx.cursors.start(
    `${ctx.db}.$cmd.listIndexes.${name}`,
    [...coll.indexes.values()].map((i) => ({ ...i.spec })),
    { batchSize: cursor ? optionalNumber(cursor, 'batchSize') : undefined },
  );
};

const dropIndexes: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, ctx);
  const coll = ctx.catalog.get(ctx.db, name);
  if (!coll) throw new CommandError('NamespaceNotFound', `ns not found ${ctx.db}.${name}`);
  const was = coll.indexes.size;
  const target: unknown = cmd.index;
  let names: string[];
  if (target === '*') names = [...coll.indexes.keys()].filter((n) => n !== '_id_');
  else if (typeof target === 'string') names = [target];
  else if (Array.isArray(target)) names = target.map(String);
  else if (isPlainObject(target)) {
    const found = coll.findIndexByKey(target);
    if (!found) throw new CommandError('IndexNotFound', `can't find index with key: ${JSON.stringify(target)}`);
    names = [found.name];
  } else throw new CommandError('BadValue', 'dropIndexes needs an index name, key pattern or "*"');
  for (const n of names) {
    if (n === '_id_') throw new CommandError('InvalidOptions', 'cannot drop _id index');
    if (!coll.indexes.has(n)) throw new CommandError('IndexNotFound', `index not found with name [${n}]`);
  }
  for (const n of names) coll.dropIndex(n);
  return { nIndexesWas: was, ok: 1 };
};

export const indexCommands: Record<string, CommandHandler> = {
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
};
