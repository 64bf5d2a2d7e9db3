import type { Document } from 'bson';
import type { IndexSpec } from '../engine/index-store';

/**
 * What the journal records: the resulting state of each change, never the command that made
 * it, so that replaying is deterministic and a snapshot is just these ops for the current state.
 */
export type JournalOp =
  | { op: 'create'; db: string; coll: string; options: Document }
  | { op: 'drop'; db: string; coll: string }
  | { op: 'dropDatabase'; db: string }
  | { op: 'put'; db: string; coll: string; doc: Document }
  | { op: 'del'; db: string; coll: string; id: unknown }
  | { op: 'createIndex'; db: string; coll: string; spec: IndexSpec }
  | { op: 'dropIndex'; db: string; coll: string; name: string };
