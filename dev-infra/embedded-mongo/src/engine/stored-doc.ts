import type { Document } from 'bson';

/**
 * A document as the engine keeps it. `doc` has exact BSON types and is what clients get back;
 * `view` is the same document with every number promoted (the same object when nothing needed
 * promoting), and is what filters, sorts and index keys look at. Both are never mutated:
 * an update stores a new StoredDoc, so open cursors keep a consistent snapshot.
 */
export type StoredDoc = {
  readonly key: string;
  readonly doc: Document;
  readonly view: Document;
};
