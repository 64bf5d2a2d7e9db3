import type { Document } from 'bson';
import { numericValue, isNumericWrapper } from '../bson-values';
import type { Catalog } from '../engine/catalog';
import { validateNamespace } from '../engine/catalog';
import { CommandError } from '../errors';
import type { CursorStore } from './cursors';

export type ServerParameters = { ttlMonitorSleepSecs: number };

/** Process-wide facts that hello, serverStatus and the monitors read. */
export type ServerState = {
  startedAt: Date;
  host: string;
  port: number;
  connections: { current: number; totalCreated: number };
  opcounters: { insert: number; query: number; update: number; delete: number; getmore: number; command: number };
  parameters: ServerParameters;
};

export type CommandContext = {
  /** The command's `$db`. */
  db: string;
  catalog: Catalog;
  cursors: CursorStore;
  server: ServerState;
  connection: { id: number; remote: string };
  /** Bytes of the command's body section (0 when unknown). */
  commandBytes: number;
};

export type CommandHandler = (cmd: Document, ctx: CommandContext) => Document;

/** Reads an optional numeric command field, whatever BSON number type the driver used. */
export function optionalNumber(cmd: Document, field: string): number | undefined {
  const v: unknown = cmd[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'number') return v;
  if (isNumericWrapper(v)) return numericValue(v);
  throw new CommandError('TypeMismatch', `BSON field '${field}' is the wrong type '${typeof v}', expected a number`);
}

export function optionalDocument(cmd: Document, field: string): Document | undefined {
  const v: unknown = cmd[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) {
    throw new CommandError('TypeMismatch', `BSON field '${field}' is the wrong type, expected an object`);
  }
  return v as Document;
}

/** The collection a command names in its first field, validated. */
export function collectionName(cmd: Document, ctx: CommandContext): string {
  const [name] = Object.keys(cmd);
  const coll: unknown = cmd[name as string];
  if (typeof coll !== 'string') {
    throw new CommandError('InvalidNamespace', `collection name has invalid type ${typeof coll}`);
  }
  validateNamespace(ctx.db, coll);
  return coll;
}

export function wantsJournal(cmd: Document): boolean {
  const wc = cmd.writeConcern as Document | undefined;
  return Boolean(wc && (wc.j === true || wc.fsync === true));
}
