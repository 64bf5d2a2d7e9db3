import { makeQuery } from '../engine/mingo-context';
import type { Document } from 'bson';
import { validateNamespace } from '../engine/catalog';
import { CommandError } from '../errors';
import { sizes } from './stats';
import { collectionName, optionalDocument, optionalNumber, type CommandHandler } from './context';

const UNSUPPORTED_CREATE_OPTIONS = ['capped', 'viewOn', 'timeseries', 'validator', 'clusteredIndex', 'encryptedFields'];

const create: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, ctx);
  const unsupported = UNSUPPORTED_CREATE_OPTIONS.find((o) => cmd[o] !== undefined && cmd[o] !== false);
  if (unsupported) throw new CommandError('CommandNotSupported', `create with '${unsupported}' is not supported by embedded-mongo`);
  const options: Document = {};
  for (const [k, v] of Object.entries(cmd)) {
    if (
      k !== 'create' &&
      !k.startsWith('$') &&
      !['lsid', 'writeConcern', 'comment', 'apiVersion', 'apiStrict', 'apiDeprecationErrors'].includes(k)
    )
      options[k] = v;
  }
  const existing = ctx.catalog.get(ctx.db, name);
  // Since MongoDB 7.0, creating an existing collection with the same options succeeds.
  if (existing && JSON.stringify(existing.options) === JSON.stringify(options)) return { ok: 1 };
  ctx.catalog.create(ctx.db, name, options);
  return { ok: 1 };
};

const drop: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, ctx);
  const dropped = ctx.catalog.drop(ctx.db, name);
  // Since MongoDB 7.0 dropping a missing collection succeeds.
  return dropped ? { nIndexesWas: dropped.indexes.size, ns: dropped.ns, ok: 1 } : { ok: 1 };
};

/** `{ renameCollection: 'db.from', to: 'db.to', dropTarget }`, run against admin as mongod requires. */
const renameCollection: CommandHandler = (cmd, ctx) => {
  if (ctx.db !== 'admin') throw new CommandError('Unauthorized', 'renameCollection may only be run against the admin database.');
  const split = (field: 'renameCollection' | 'to'): [string, string] => {
    const ns = cmd[field];
    const dot = typeof ns === 'string' ? ns.indexOf('.') : -1;
    if (typeof ns !== 'string' || dot <= 0 || dot === ns.length - 1) {
      throw new CommandError('InvalidNamespace', `Invalid ${field === 'to' ? 'target' : 'source'} namespace: ${String(ns)}`);
    }
    return [ns.slice(0, dot), ns.slice(dot + 1)];
  };
  const [fromDb, fromName] = split('renameCollection');
  const [toDb, toName] = split('to');
  validateNamespace(toDb, toName);
  const source = ctx.catalog.get(fromDb, fromName);
  if (!source) throw new CommandError('NamespaceNotFound', `Source collection ${fromDb}.${fromName} does not exist`);
  if (fromDb === toDb && fromName === toName) throw new CommandError('IllegalOperation', "Can't rename a collection to itself");
  if (ctx.catalog.get(toDb, toName)) {
    if (cmd.dropTarget !== true) throw new CommandError('NamespaceExists', 'target namespace exists');
    ctx.catalog.drop(toDb, toName);
  }
  ctx.catalog.rename(source, toDb, toName);
  return { ok: 1 };
};

const dropDatabase: CommandHandler = (_cmd, ctx) => {
  validateNamespace(ctx.db);
  ctx.catalog.dropDatabase(ctx.db);
  return { dropped: ctx.db, ok: 1 };
};

const listCollections: CommandHandler = (cmd, ctx) => {
  const nameOnly = cmd.nameOnly === true;
  const items = ctx.catalog.collections(ctx.db).map((c) =>
    nameOnly
      ? { name: c.name, type: 'collection' }
      : {
          name: c.name,
          type: 'collection',
          options: c.options,
          info: { readOnly: false, uuid: c.uuid },
          idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
        },
  );
  const filter = optionalDocument(cmd, 'filter');
  const selected = filter ? makeQuery(filter).find(items).all() : items;
  const cursor = optionalDocument(cmd, 'cursor');
  return ctx.cursors.start(`${ctx.db}.$cmd.listCollections`, selected as Document[], {
    batchSize: cursor ? optionalNumber(cursor, 'batchSize') : undefined,
  });
};

const listDatabases: CommandHandler = (cmd, ctx) => {
  const databases = ctx.catalog.databaseNames().map((name) => {
    const sizeOnDisk = ctx.catalog.collections(name).reduce((n, c) => n + sizes(c).size, 0);
    return cmd.nameOnly === true ? { name } : { name, sizeOnDisk, empty: sizeOnDisk === 0 };
  });
  const filter = optionalDocument(cmd, 'filter');
  const selected = (filter ? makeQuery(filter).find(databases).all() : databases) as Document[];
  const totalSize = selected.reduce((n, d) => n + Number(d.sizeOnDisk ?? 0), 0);
  return cmd.nameOnly === true
    ? { databases: selected, ok: 1 }
    : { databases: selected, totalSize, totalSizeMb: Math.round(totalSize / 1048576), ok: 1 };
};

export const collectionCommands: Record<string, CommandHandler> = {
  create,
  drop,
  dropDatabase,
  renameCollection,
  listCollections,
  listDatabases,
};
