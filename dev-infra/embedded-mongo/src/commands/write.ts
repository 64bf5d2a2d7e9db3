import { calculateObjectSize, type Document } from 'bson';
import { normalizeInPlace } from '../bson-values';
import { findRecords } from '../engine/query';
import { applyUpdate, classifyUpdate, upsertDocument } from '../engine/update';
import { CommandError, toCommandError } from '../errors';
import { Limits } from '../wire/constants';
import { collectionName, optionalDocument, type CommandContext, type CommandHandler } from './context';

function statements(cmd: Document, field: string): Document[] {
  const list: unknown = cmd[field];
  if (!Array.isArray(list)) throw new CommandError('FailedToParse', `BSON field '${field}' is missing or not an array`);
  if (list.length > Limits.maxWriteBatchSize) {
    throw new CommandError(
      'InvalidOptions',
      `Write batch sizes must be between 1 and ${Limits.maxWriteBatchSize}. Got ${list.length} operations.`,
    );
  }
  return list as Document[];
}

/**
 * Runs each statement, collecting MongoDB-style writeErrors; an ordered batch stops at
 * the first failure, an unordered one carries on.
 */
function eachStatement(cmd: Document, list: Document[], run: (stmt: Document, index: number) => void): Document[] {
  const ordered = cmd.ordered !== false;
  const writeErrors: Document[] = [];
  for (let i = 0; i < list.length; i++) {
    try {
      run(list[i] as Document, i);
    } catch (error) {
      writeErrors.push(toCommandError(error).toWriteError(i));
      if (ordered) break;
    }
  }
  return writeErrors;
}

const withErrors = (reply: Document, writeErrors: Document[]): Document => (writeErrors.length ? { ...reply, writeErrors } : reply);

const insert: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, ctx);
  const docs = statements(cmd, 'documents');
  const coll = ctx.catalog.ensure(ctx.db, name);
  let n = 0;
  const writeErrors = eachStatement(cmd, docs, (doc) => {
    if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) throw new CommandError('TypeMismatch', 'documents must be objects');
    if (ctx.commandBytes > Limits.maxBsonObjectSize) {
      const size = calculateObjectSize(doc);
      if (size > Limits.maxBsonObjectSize) {
        throw new CommandError('BadValue', `object to insert too large. size in bytes: ${size}, max size: ${Limits.maxBsonObjectSize}`);
      }
    }
    coll.insert(doc, normalizeInPlace(doc));
    ctx.server.opcounters.insert += 1;
    n += 1;
  });
  return withErrors({ n, ok: 1 }, writeErrors);
};

function runUpdate(
  ctx: CommandContext,
  name: string,
  stmt: Document,
  index: number,
  upserted: Document[],
  variables: Document | undefined,
): { n: number; nModified: number } {
  const q = optionalDocument(stmt, 'q') ?? {};
  const u = stmt.u as Document | Document[];
  const multi = stmt.multi === true;
  if (multi && classifyUpdate(u) === 'replacement') {
    throw new CommandError('FailedToParse', 'multi update is not supported for replacement-style update');
  }
  const arrayFilters = Array.isArray(stmt.arrayFilters) ? (stmt.arrayFilters as Document[]) : undefined;
  const collation = optionalDocument(stmt, 'collation');
  const coll = ctx.catalog.get(ctx.db, name);
  const { records } = findRecords(coll, { filter: q, hint: stmt.hint, collation, limit: multi ? undefined : 1, let: variables });
  ctx.server.opcounters.update += 1;
  if (records.length === 0) {
    if (stmt.upsert !== true) return { n: 0, nModified: 0 };
    const created = upsertDocument(q, u, { arrayFilters, filter: q, variables });
    ctx.catalog.ensure(ctx.db, name).insert(created.doc, created.wrapped);
    upserted.push({ index, _id: created.doc._id });
    return { n: 1, nModified: 0 };
  }
  let nModified = 0;
  for (const rec of records) {
    const out = applyUpdate(rec.doc, rec.view, u, { arrayFilters, filter: q, variables });
    if (out.changed) {
      (coll as NonNullable<typeof coll>).replace(rec, out.doc, out.wrapped);
      nModified += 1;
    }
  }
  return { n: records.length, nModified };
}

const update: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, ctx);
  const list = statements(cmd, 'updates');
  let n = 0;
  let nModified = 0;
  const upserted: Document[] = [];
  const writeErrors = eachStatement(cmd, list, (stmt, i) => {
    const result = runUpdate(ctx, name, stmt, i, upserted, optionalDocument(cmd, 'let'));
    n += result.n;
    nModified += result.nModified;
  });
  const reply: Document = { n, nModified, ...(upserted.length ? { upserted } : {}), ok: 1 };
  return withErrors(reply, writeErrors);
};

const remove: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, ctx);
  const list = statements(cmd, 'deletes');
  let n = 0;
  const writeErrors = eachStatement(cmd, list, (stmt) => {
    const limit = Number(stmt.limit ?? 0);
    if (limit !== 0 && limit !== 1) throw new CommandError('FailedToParse', 'The limit field in delete objects must be 0 or 1');
    const coll = ctx.catalog.get(ctx.db, name);
    const { records } = findRecords(coll, {
      filter: optionalDocument(stmt, 'q') ?? {},
      hint: stmt.hint,
      collation: optionalDocument(stmt, 'collation'),
      limit: limit === 1 ? 1 : undefined,
      let: optionalDocument(cmd, 'let'),
    });
    for (const rec of records) coll?.remove(rec);
    ctx.server.opcounters.delete += 1;
    n += records.length;
  });
  return withErrors({ n, ok: 1 }, writeErrors);
};

export const writeCommands: Record<string, CommandHandler> = { insert, update, delete: remove };
