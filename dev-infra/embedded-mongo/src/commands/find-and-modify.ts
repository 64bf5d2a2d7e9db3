import type { Document } from 'bson';
import { findRecords } from '../engine/query';
import { project } from '../engine/projection';
import { applyUpdate, upsertDocument } from '../engine/update';
import { CommandError } from '../errors';
import { collectionName, optionalDocument, type CommandHandler } from './context';

const findAndModify: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, ctx);
  const remove = cmd.remove === true;
  const u = cmd.update as Document | Document[] | undefined;
  if (remove && u !== undefined) throw new CommandError('FailedToParse', 'Cannot specify both an update and remove=true');
  if (!remove && u === undefined) throw new CommandError('FailedToParse', 'Either an update or remove=true must be specified');
  if (remove && (cmd.new === true || cmd.upsert === true)) {
    throw new CommandError('FailedToParse', 'Cannot specify both new=true or upsert=true and remove=true');
  }
  const query = optionalDocument(cmd, 'query') ?? {};
  const collation = optionalDocument(cmd, 'collation');
  const fields = optionalDocument(cmd, 'fields');
  const arrayFilters = Array.isArray(cmd.arrayFilters) ? (cmd.arrayFilters as Document[]) : undefined;
  const variables = optionalDocument(cmd, 'let');
  const coll = ctx.catalog.get(ctx.db, name);
  const filter = { filter: query, sort: optionalDocument(cmd, 'sort'), limit: 1, hint: cmd.hint, collation, let: variables };
  const { records } = findRecords(coll, filter);
  const [rec] = records;
  const shape = (doc: Document | undefined) => (doc ? (project([doc], fields, collation, query)[0] ?? null) : null);

  if (remove) {
    if (rec && coll) coll.remove(rec);
    ctx.server.opcounters.delete += 1;
    return { lastErrorObject: { n: rec ? 1 : 0 }, value: shape(rec?.doc), ok: 1 };
  }
  ctx.server.opcounters.update += 1;
  const update = u as Document | Document[];
  if (rec && coll) {
    const out = applyUpdate(rec.doc, rec.view, update, { arrayFilters, filter: query, variables });
    if (out.changed) coll.replace(rec, out.doc, out.wrapped);
    return { lastErrorObject: { n: 1, updatedExisting: true }, value: shape(cmd.new === true ? out.doc : rec.doc), ok: 1 };
  }
  if (cmd.upsert === true) {
    const created = upsertDocument(query, update, { arrayFilters, filter: query, variables });
    ctx.catalog.ensure(ctx.db, name).insert(created.doc, created.wrapped);
    return {
      lastErrorObject: { n: 1, updatedExisting: false, upserted: created.doc._id },
      value: shape(cmd.new === true ? created.doc : undefined),
      ok: 1,
    };
  }
  return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
};

export const findAndModifyCommands: Record<string, CommandHandler> = { findAndModify, findandmodify: findAndModify };
