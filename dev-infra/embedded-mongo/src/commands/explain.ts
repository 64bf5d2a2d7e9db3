import type { Document } from 'bson';
import type { Plan } from '../engine/planner';
import { findRecords, type ScanStats } from '../engine/query';
import { CommandError } from '../errors';
import { runPipeline } from './aggregate';
import { collectionName, optionalDocument, type CommandContext, type CommandHandler } from './context';
import { findSpec } from './find';

/** The plan in MongoDB's explain shape: FETCH over IXSCAN, or COLLSCAN. */
function planStage(plan: Plan): Document {
  if (plan.kind === 'COLLSCAN') return { stage: 'COLLSCAN', direction: 'forward' };
  return {
    stage: 'FETCH',
    inputStage: {
      stage: 'IXSCAN',
      keyPattern: plan.index.spec.key,
      indexName: plan.index.name,
      isMultiKey: plan.index.multikey,
      isUnique: plan.index.unique,
      isSparse: plan.index.spec.sparse === true,
      direction: 'forward',
      indexBounds: plan.bounds(),
    },
  };
}

function explainReply(ns: string, stats: ScanStats, nReturned: number, verbosity: string, started: number): Document {
  const reply: Document = {
    queryPlanner: { namespace: ns, indexFilterSet: false, winningPlan: planStage(stats.plan), rejectedPlans: [] },
    explainVersion: '1',
    ok: 1,
  };
  if (verbosity !== 'queryPlanner') {
    reply.executionStats = {
      executionSuccess: true,
      nReturned,
      executionTimeMillis: Date.now() - started,
      totalKeysExamined: stats.keysExamined,
      totalDocsExamined: stats.docsExamined,
      executionStages: { ...planStage(stats.plan), nReturned, docsExamined: stats.docsExamined },
    };
  }
  return reply;
}

export function explainInner(inner: Document, ctx: CommandContext, verbosity: string): Document {
  const started = Date.now();
  const [command] = Object.keys(inner);
  const name = collectionName(inner, ctx);
  const ns = `${ctx.db}.${name}`;
  const coll = ctx.catalog.get(ctx.db, name);
  switch (command) {
    case 'find': {
      const { records, stats } = findRecords(coll, findSpec(inner));
      return explainReply(ns, stats, records.length, verbosity, started);
    }
    case 'count': {
      const { records, stats } = findRecords(coll, { ...findSpec(inner, 'query'), sort: undefined });
      return explainReply(ns, stats, records.length, verbosity, started);
    }
    case 'aggregate': {
      const pipeline = Array.isArray(inner.pipeline) ? (inner.pipeline as Document[]) : [];
      const { docs, stats } = runPipeline(ctx, coll, pipeline, optionalDocument(inner, 'collation'));
      return explainReply(ns, stats, docs.length, verbosity, started);
    }
    default:
      throw new CommandError('CommandNotSupported', `explain of ${String(command)} is not supported by embedded-mongo`);
  }
}

const explain: CommandHandler = (cmd, ctx) => {
  const inner = optionalDocument(cmd, 'explain');
  if (!inner) throw new CommandError('FailedToParse', 'explain needs a command document');
  const verbosity = typeof cmd.verbosity === 'string' ? cmd.verbosity : 'allPlansExecution';
  return explainInner(inner, ctx, verbosity);
};

export const explainCommands: Record<string, CommandHandler> = { explain };
