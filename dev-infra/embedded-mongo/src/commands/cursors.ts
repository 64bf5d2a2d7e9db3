import { calculateObjectSize, Long, type Document } from 'bson';
import { CommandError } from '../errors';
import { Limits } from '../wire/constants';

const DEFAULT_FIRST_BATCH = 101;
/** Like mongod's cursorTimeoutMillis: an idle cursor is closed after 10 minutes. */
export const CURSOR_IDLE_MS = 10 * 60 * 1000;
/** Room left in a 16 MB reply for the cursor envelope. */
const BATCH_BYTES = Limits.maxBsonObjectSize - 64 * 1024;

type OpenCursor = {
  ns: string;
  docs: Document[];
  position: number;
  transform: (docs: Document[]) => Document[];
  lastUsed: number;
};

export type BatchReply = { cursor: { firstBatch?: Document[]; nextBatch?: Document[]; id: Long; ns: string }; ok: 1 };

/** Open cursors of the whole server, keyed by id; each is a snapshot of its result list. */
export class CursorStore {
  private readonly open = new Map<string, OpenCursor>();

  get size(): number {
    return this.open.size;
  }

  /** First batch of a result; registers a cursor when more remains. */
  start(
    ns: string,
    docs: Document[],
    options: { batchSize?: number; singleBatch?: boolean; transform?: (docs: Document[]) => Document[] },
  ): BatchReply {
    const cursor: OpenCursor = { ns, docs, position: 0, transform: options.transform ?? ((d) => d), lastUsed: Date.now() };
    const batch = this.take(cursor, options.batchSize ?? DEFAULT_FIRST_BATCH);
    let id = Long.ZERO;
    if (cursor.position < docs.length && !options.singleBatch) {
      id = this.newId();
      this.open.set(id.toString(), cursor);
    }
    return { cursor: { firstBatch: batch, id, ns }, ok: 1 };
  }

  getMore(id: Long, ns: string, batchSize: number | undefined): BatchReply {
    const key = id.toString();
    const cursor = this.open.get(key);
    if (!cursor) throw new CommandError('CursorNotFound', `cursor id ${key} not found`);
    if (cursor.ns !== ns) {
      throw new CommandError(
        'BadValue',
        `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${cursor.ns}`,
      );
    }
    cursor.lastUsed = Date.now();
    const batch = this.take(cursor, batchSize && batchSize > 0 ? batchSize : Infinity);
    const exhausted = cursor.position >= cursor.docs.length;
    if (exhausted) this.open.delete(key);
    return { cursor: { nextBatch: batch, id: exhausted ? Long.ZERO : id, ns }, ok: 1 };
  }

  kill(ids: Long[]): { cursorsKilled: Long[]; cursorsNotFound: Long[] } {
    const cursorsKilled: Long[] = [];
    const cursorsNotFound: Long[] = [];
    for (const id of ids) (this.open.delete(id.toString()) ? cursorsKilled : cursorsNotFound).push(id);
    return { cursorsKilled, cursorsNotFound };
  }

  closeIdle(now = Date.now()): void {
    for (const [key, cursor] of this.open) if (now - cursor.lastUsed > CURSOR_IDLE_MS) this.open.delete(key);
  }

  /** Up to `count` documents, cut where the reply would pass 16 MB (at least one per batch). */
  private take(cursor: OpenCursor, count: number): Document[] {
    const out: Document[] = [];
    let bytes = 0;
    while (out.length < count && cursor.position < cursor.docs.length) {
      const chunkEnd = Math.min(cursor.docs.length, cursor.position + Math.min(count - out.length, 1000));
      const chunk = cursor.transform(cursor.docs.slice(cursor.position, chunkEnd));
      for (const doc of chunk) {
        const size = calculateObjectSize(doc);
        if (out.length > 0 && bytes + size > BATCH_BYTES) return out;
        out.push(doc);
        bytes += size;
        cursor.position += 1;
      }
    }
    return out;
  }

  private newId(): Long {
    for (;;) {
      const id = Long.fromBits((Math.random() * 0x7fffffff) | 0, (Math.random() * 0x7fffffff) | 0);
      if (!id.isZero() && !this.open.has(id.toString())) return id;
    }
  }
}
