import type { Document } from 'bson';
import { normalizeInPlace } from '../bson-values';
import { CommandError, toCommandError } from '../errors';
import { aggregateCommands } from './aggregate';
import { collectionCommands } from './collections';
import type { CommandContext, CommandHandler } from './context';
import { explainCommands, explainInner } from './explain';
import { findCommands } from './find';
import { findAndModifyCommands } from './find-and-modify';
import { handshakeCommands } from './handshake';
import { indexCommands } from './indexes';
import { refusedCommands } from './refused';
import { statsCommands } from './stats';
import { writeCommands } from './write';

const handlers: Record<string, CommandHandler> = {
  ...handshakeCommands,
  ...findCommands,
  ...writeCommands,
  ...findAndModifyCommands,
  ...aggregateCommands,
  ...collectionCommands,
  ...indexCommands,
  ...statsCommands,
  ...explainCommands,
  ...refusedCommands,
  aggregate: (cmd, ctx) =>
    cmd.explain === true
      ? explainInner({ aggregate: cmd.aggregate, pipeline: cmd.pipeline }, ctx, 'queryPlanner')
      : (aggregateCommands.aggregate as CommandHandler)(cmd, ctx),
};

/** Commands a legacy OP_QUERY may carry since MongoDB 5.1: the connection handshake only. */
export const OP_QUERY_COMMANDS = new Set(['hello', 'isMaster', 'ismaster']);

export function commandName(cmd: Document): string {
  return Object.keys(cmd)[0] ?? '';
}

/** Runs one command and always returns a reply document, `ok: 0` on failure. */
export function runCommand(cmd: Document, ctx: CommandContext): Document {
  const name = commandName(cmd);
  try {
    const handler = Object.prototype.hasOwnProperty.call(handlers, name) ? handlers[name] : undefined;
    if (!handler) throw new CommandError('CommandNotFound', `no such command: '${name}'`);
    // Like a standalone mongod: sessions are accepted, transactions are not.
    if (cmd.txnNumber !== undefined || cmd.startTransaction !== undefined) {
      throw new CommandError('IllegalOperation', 'Transaction numbers are only allowed on a replica set member or mongos');
    }
    normalizeInPlace(cmd);
    if (name !== 'getMore') ctx.server.opcounters.command += 1;
    return handler(cmd, ctx);
  } catch (error) {
    return toCommandError(error).toReply();
  }
}
