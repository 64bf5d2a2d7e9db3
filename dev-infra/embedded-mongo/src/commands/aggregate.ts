import { makeAggregator, MINGO_CONTEXT } from '../engine/mingo-context';
import { OpType } from 'mingo/core';
import { EJSON, type Document } from 'bson';
import { comparable } from '../bson-values';
import type { Collection } from '../engine/collection';
import { valuesAtPath, MISSING, isPlainObject } from '../engine/paths';
import { effectiveCollation, findRecords, mingoOptions, type ScanStats } from '../engine/query';
import { pairViewWithDocument, usesType } from '../engine/type-operator';
import { CommandError } from '../errors';
import { collectionName, optionalDocument, optionalNumber, type CommandContext, type CommandHandler } from './context';
import { findSpec } from './find';

const UNSUPPORTED_STAGES = new Set([
  '$out',
  '$merge',
  '$changeStream',
  '$collStats',
  '$indexStats',
  '$currentOp',
  '$listSessions',
  '$geoNear',
  '$search',
]);

function stageName(stage: unknown): string {
  const name = isPlainObject(stage) ? Object.keys(stage)[0] : undefined;
  if (!name || !name.startsWith('$')) throw new CommandError('Location40324', `Unrecognized pipeline stage name: '${String(name)}'`);
  return name;
}

/** `$count` is `$group` + `$project` (MongoDB's definition): no input, no output document. */
function expandCount(stage: Document): Document[] {
  if (!isPlainObject(stage) || typeof stage.$count !== 'string') return [stage];
  return [{ $group: { _id: null, [stage.$count]: { $sum: 1 } } }, { $project: { _id: 0 } }];
}

/**
 * Runs a pipeline over a collection's promoted views. A leading $match goes through the query
 * planner, so it uses indexes like find does; the rest is mingo.
 */
export function runPipeline(
  ctx: CommandContext,
  coll: Collection | undefined,
  pipeline: Document[],
  collation?: Document,
  variables?: Document,
): { docs: Document[]; stats: ScanStats } {
  for (const stage of pipeline) {
    const name = stageName(stage);
    if (UNSUPPORTED_STAGES.has(name)) throw new CommandError('Location40324', `${name} is not supported by embedded-mongo`);
    // Checked before running, so the answer is MongoDB's (40324), not mingo's "unregistered pipeline operator".
    if (name !== '$count' && !MINGO_CONTEXT.getOperator(OpType.PIPELINE, name)) {
      throw new CommandError('Location40324', `Unrecognized pipeline stage name: '${name}'`);
    }
  }
  collation = effectiveCollation(coll, collation);
  const first = pipeline[0];
  const leadingMatch = isPlainObject(first) && isPlainObject(first.$match) ? (first.$match as Document) : undefined;
  const { records, stats } = findRecords(coll, { filter: leadingMatch ?? {}, collation, let: variables });
  const rest = (leadingMatch ? pipeline.slice(1) : pipeline).flatMap(expandCount);
  if (usesType(rest)) for (const r of records) pairViewWithDocument(r.view, r.doc);
  const views = records.map((r) => r.view);
  const options = {
    ...mingoOptions(collation, variables),
    collectionResolver: (name: string) => [...(ctx.catalog.get(ctx.db, name)?.docs.values() ?? [])].map((r) => r.view),
  };
  try {
    const docs = rest.length ? makeAggregator(comparable(rest), options).run<Document>(views) : views;
    return { docs, stats };
  } catch (error) {
    // Our own operators answer MongoDB's codes already.
    if (error instanceof CommandError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    const unknown = /unknown pipeline operator|not (?:registered|found)|Invalid pipeline operator/i.test(message);
    throw new CommandError(unknown ? 'Location40324' : 'BadValue', message);
  }
}

const aggregate: CommandHandler = (cmd, ctx) => {
  if (typeof cmd.aggregate !== 'string') {
    throw new CommandError('InvalidNamespace', 'collection-less aggregate ({ aggregate: 1 }) is not supported by embedded-mongo');
  }
  const name = collectionName(cmd, ctx);
  if (!Array.isArray(cmd.pipeline)) throw new CommandError('TypeMismatch', "'pipeline' option must be specified as an array");
  const cursor = optionalDocument(cmd, 'cursor');
  if (!cursor && cmd.explain !== true)
    throw new CommandError('FailedToParse', "The 'cursor' option is required, except for aggregate with the explain argument");
  ctx.server.opcounters.command += 1;
  const { docs } = runPipeline(
    ctx,
    ctx.catalog.get(ctx.db, name),
    cmd.pipeline as Document[],
    optionalDocument(cmd, 'collation'),
    optionalDocument(cmd, 'let'),
  );
  return ctx.cursors.start(`${ctx.db}.${name}`, docs, { batchSize: cursor ? optionalNumber(cursor, 'batchSize') : undefined });
};

const count: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, ctx);
  const spec = findSpec(cmd, 'query');
  const { records } = findRecords(ctx.catalog.get(ctx.db, name), { ...spec, sort: undefined });
  return { n: records.length, ok: 1 };
};

const distinct: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, ctx);
  if (typeof cmd.key !== 'string' || cmd.key === '')
    throw new CommandError('FailedToParse', "BSON field 'distinct.key' is missing or not a string");
  const path = cmd.key.split('.');
  const { records } = findRecords(ctx.catalog.get(ctx.db, name), {
    filter: optionalDocument(cmd, 'query') ?? {},
    collation: optionalDocument(cmd, 'collation'),
    hint: cmd.hint,
  });
  const seen = new Map<string, unknown>();
  for (const rec of records) {
    for (const value of valuesAtPath(rec.view, path).values) {
      if (value === MISSING || value === undefined) continue;
      const key = EJSON.stringify({ v: value } as Document);
      if (!seen.has(key)) seen.set(key, value);
    }
  }
  return { values: [...seen.values()], ok: 1 };
};

export const aggregateCommands: Record<string, CommandHandler> = { aggregate, count, distinct };
