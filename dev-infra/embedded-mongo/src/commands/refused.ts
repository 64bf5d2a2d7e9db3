import { CommandError } from '../errors';
import type { CommandHandler } from './context';

/**
 * Commands of features embedded-mongo does not have, answered the way a standalone mongod without
 * them answers, or as CommandNotSupported, never as an unknown command or a wrong success
 * (README "Not supported"; test/engine/unsupported.test.ts holds the two together).
 */
const refuse =
  (codeName: ConstructorParameters<typeof CommandError>[0], message: string): CommandHandler =>
  () => {
    throw new CommandError(codeName, message);
  };

const noUsers = refuse('AuthenticationFailed', 'Authentication failed.');

export const refusedCommands: Record<string, CommandHandler> = {
  collMod: refuse('CommandNotSupported', 'collMod is not supported by embedded-mongo (collection options are fixed at create)'),
  replSetGetStatus: refuse('NoReplicationEnabled', 'not running with --replSet'),
  replSetInitiate: refuse('NoReplicationEnabled', 'This node was not started with replication enabled.'),
  saslStart: noUsers,
  authenticate: noUsers,
};
