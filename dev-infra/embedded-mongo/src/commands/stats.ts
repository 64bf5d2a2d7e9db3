import { calculateObjectSize } from 'bson';
import type { Collection } from '../engine/collection';
import { CommandError } from '../errors';
import { collectionName, type CommandHandler } from './context';

/** Bytes of the collection's documents as BSON, and its index estimates. */
export function sizes(coll: Collection) {
  let size = 0;
  for (const rec of coll.docs.values()) size += calculateObjectSize(rec.doc);
  const indexSizes: Record<string, number> = {};
  for (const index of coll.indexes.values()) indexSizes[index.name] = index.sizeBytes;
  const totalIndexSize = Object.values(indexSizes).reduce((a, b) => a + b, 0);
  return { size, indexSizes, totalIndexSize };
}

const collStats: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, ctx);
  const coll = ctx.catalog.get(ctx.db, name);
  if (!coll) throw new CommandError('NamespaceNotFound', `Collection [${ctx.db}.${name}] not found.`);
  const { size, indexSizes, totalIndexSize } = sizes(coll);
  const count = coll.docs.size;
  return {
    ns: coll.ns,
    size,
    count,
    avgObjSize: count ? Math.round(size / count) : 0,
    storageSize: size,
    capped: false,
    nindexes: coll.indexes.size,
    indexSizes,
    totalIndexSize,
    totalSize: size + totalIndexSize,
    ok: 1,
  };
};

const dbStats: CommandHandler = (_cmd, ctx) => {
  const colls = ctx.catalog.collections(ctx.db);
  let objects = 0;
  let dataSize = 0;
  let indexes = 0;
  let indexSize = 0;
  for (const coll of colls) {
    const s = sizes(coll);
    objects += coll.docs.size;
    dataSize += s.size;
    indexes += coll.indexes.size;
    indexSize += s.totalIndexSize;
  }
  return {
    db: ctx.db,
    collections: colls.length,
    views: 0,
    objects,
    avgObjSize: objects ? dataSize / objects : 0,
    dataSize,
    storageSize: dataSize,
    indexes,
    indexSize,
    totalSize: dataSize + indexSize,
    scaleFactor: 1,
    ok: 1,
  };
};

export const statsCommands: Record<string, CommandHandler> = { collStats, dbStats };
