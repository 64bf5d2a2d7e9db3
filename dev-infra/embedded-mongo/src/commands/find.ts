import { Long, type Document } from 'bson';
import { findRecords, type FindSpec } from '../engine/query';
import { project } from '../engine/projection';
import { CommandError } from '../errors';
import { collectionName, optionalDocument, optionalNumber, type CommandContext, type CommandHandler } from './context';

/** The find command's fields as the query layer takes them. */
export function findSpec(cmd: Document, filterField = 'filter'): FindSpec {
  const limit = optionalNumber(cmd, 'limit');
  const skip = optionalNumber(cmd, 'skip');
  if (skip !== undefined && skip < 0)
    throw new CommandError('Location51024', `BSON field 'skip' value must be >= 0, actual value '${skip}'`);
  return {
    filter: optionalDocument(cmd, filterField) ?? {},
    sort: optionalDocument(cmd, 'sort'),
    skip,
    limit: limit === undefined ? undefined : Math.abs(limit),
    hint: cmd.hint,
    collation: optionalDocument(cmd, 'collation'),
    let: optionalDocument(cmd, 'let'),
  };
}

const find: CommandHandler = (cmd, ctx) => {
  const coll = collectionName(cmd, ctx);
  if (cmd.tailable === true)
    throw new CommandError('BadValue', 'tailable cursors need a capped collection, which embedded-mongo does not have');
  const spec = findSpec(cmd);
  ctx.server.opcounters.query += 1;
  const { records } = findRecords(ctx.catalog.get(ctx.db, coll), spec);
  const projection = optionalDocument(cmd, 'projection');
  const limit = optionalNumber(cmd, 'limit');
  return ctx.cursors.start(
    `${ctx.db}.${coll}`,
    records.map((r) => r.doc),
    {
      batchSize: optionalNumber(cmd, 'batchSize'),
      singleBatch: cmd.singleBatch === true || (limit !== undefined && limit < 0),
      transform: (docs) => project(docs, projection, spec.collation, spec.filter),
    },
  );
};

function cursorId(value: unknown): Long {
  if (value instanceof Long) return value;
  if (typeof value === 'number' && Number.isInteger(value)) return Long.fromNumber(value);
  throw new CommandError('TypeMismatch', 'cursor id must be a 64-bit integer');
}

const getMore: CommandHandler = (cmd, ctx: CommandContext) => {
  const coll = cmd.collection;
  if (typeof coll !== 'string') throw new CommandError('BadValue', 'getMore needs the collection name');
  ctx.server.opcounters.getmore += 1;
  return ctx.cursors.getMore(cursorId(cmd.getMore), `${ctx.db}.${coll}`, optionalNumber(cmd, 'batchSize'));
};

const killCursors: CommandHandler = (cmd, ctx) => {
  collectionName(cmd, ctx);
  if (!Array.isArray(cmd.cursors)) throw new CommandError('BadValue', 'killCursors needs a cursors array');
  const { cursorsKilled, cursorsNotFound } = ctx.cursors.kill(cmd.cursors.map(cursorId));
  return { cursorsKilled, cursorsNotFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
};

export const findCommands: Record<string, CommandHandler> = { find, getMore, killCursors };
