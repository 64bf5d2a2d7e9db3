import {
  Long,
  MongoClient,
  type ClientSession,
  type Collection,
  type CommandStartedEvent,
  type CommandSucceededEvent,
  type Db,
  type Document,
} from 'mongodb';
import { closeTargetDb, startTarget, type Target } from '../support/target';
import { serverError } from './helpers';

let target: Target;
let client: MongoClient;
let db: Db;
let c: Collection<Document>;
const started: CommandStartedEvent[] = [];
const succeeded: CommandSucceededEvent[] = [];

beforeAll(async () => {
  target = await startTarget();
  client = await MongoClient.connect(target.uri, { monitorCommands: true });
  client.on('commandStarted', (e) => started.push(e));
  client.on('commandSucceeded', (e) => succeeded.push(e));
  db = client.db(target.dbName('cursors'));
  c = db.collection('big');
  await c.insertMany(Array.from({ length: 1000 }, (_, i) => ({ _id: i, i, pad: `row-${i}` })) as Document[]);
});

afterAll(() => closeTargetDb({ target, client, db }));

function resetEvents(): void {
  started.length = 0;
  succeeded.length = 0;
}

function count(name: string): number {
  return started.filter((e) => e.commandName === name).length;
}

/** The cursor id of a find/aggregate/getMore reply, as a decimal string. */
function cursorId(reply: Document): string {
  const id: unknown = reply.cursor?.id;
  if (id instanceof Long || typeof id === 'number' || typeof id === 'bigint') return id.toString();
  throw new Error(`reply has no cursor id: ${JSON.stringify(reply)}`);
}

describe('find cursors', () => {
  test('1000 docs with batchSize 50 are read in order through getMore', async () => {
    resetEvents();
    const seen: number[] = [];
    for await (const doc of c.find({}).sort({ i: 1 }).batchSize(50)) seen.push(doc.i as number);
    expect(seen).toEqual(Array.from({ length: 1000 }, (_, i) => i));
    expect(count('find')).toBe(1);
    expect(count('getMore')).toBeGreaterThanOrEqual(19);
    expect(count('getMore')).toBeLessThanOrEqual(20);
    const batches = succeeded
      .filter((e) => e.commandName === 'find' || e.commandName === 'getMore')
      .map((e) => {
        const reply = e.reply as Document;
        return (reply.cursor?.firstBatch ?? reply.cursor?.nextBatch) as Document[];
      });
    for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(50);
    expect(batches[0]).toHaveLength(50);
  });

  test('closing a cursor early sends killCursors and the server keeps working', async () => {
    resetEvents();
    const cursor = c.find({}).sort({ i: 1 }).batchSize(10);
    const first: number[] = [];
    for (let k = 0; k < 5; k++) {
      const doc = await cursor.next();
      first.push(doc?.i as number);
    }
    expect(first).toEqual([0, 1, 2, 3, 4]);
    await cursor.close();
    expect(count('killCursors')).toBe(1);
    const killed = succeeded.find((e) => e.commandName === 'killCursors');
    expect(((killed?.reply as Document | undefined)?.cursorsKilled as unknown[] | undefined)?.length).toBe(1);
    expect(await c.countDocuments({})).toBe(1000);
    expect(
      (
        await c
          .find({ i: { $gte: 995 } })
          .sort({ i: 1 })
          .toArray()
      ).map((d) => d.i),
    ).toEqual([995, 996, 997, 998, 999]);
  });

  test('limit smaller than batchSize: one batch and the cursor is closed by the server', async () => {
    resetEvents();
    const docs = await c.find({}).sort({ i: 1 }).limit(5).batchSize(100).toArray();
    expect(docs.map((d) => d.i)).toEqual([0, 1, 2, 3, 4]);
    expect(count('getMore')).toBe(0);
    const reply = succeeded.find((e) => e.commandName === 'find')?.reply as Document | undefined;
    expect(reply && cursorId(reply)).toBe('0');
  });

  test('limit larger than batchSize: getMore stops at the limit', async () => {
    resetEvents();
    const docs = await c
      .find({ i: { $gte: 100 } })
      .sort({ i: 1 })
      .limit(25)
      .batchSize(10)
      .toArray();
    expect(docs.map((d) => d.i)).toEqual(Array.from({ length: 25 }, (_, k) => 100 + k));
    expect(count('getMore')).toBeGreaterThanOrEqual(2);
  });

  test('a query with no results returns an exhausted cursor', async () => {
    resetEvents();
    expect(await c.find({ i: -1 }).batchSize(5).toArray()).toEqual([]);
    const reply = succeeded.find((e) => e.commandName === 'find')?.reply as Document | undefined;
    expect(reply && cursorId(reply)).toBe('0');
    expect(count('getMore')).toBe(0);
  });

  test('singleBatch returns one batch and a closed cursor', async () => {
    const res = await db.command({ find: 'big', filter: {}, sort: { i: 1 }, batchSize: 5, singleBatch: true });
    expect(res.ok).toBe(1);
    expect((res.cursor.firstBatch as Document[]).map((d) => d.i)).toEqual([0, 1, 2, 3, 4]);
    expect(cursorId(res)).toBe('0');
  });
});

describe('raw cursor commands', () => {
  let session: ClientSession;
  beforeEach(() => {
    session = client.startSession();
  });
  afterEach(async () => {
    await session.endSession();
  });

  test('find + getMore by hand walks the whole result', async () => {
    const first = await db.command(
      { find: 'big', filter: { i: { $lt: 7 } }, sort: { i: 1 }, batchSize: 3 },
      { session, promoteLongs: false },
    );
    expect(first.cursor.ns).toBe(`${db.databaseName}.big`);
    expect((first.cursor.firstBatch as Document[]).map((d) => d.i)).toEqual([0, 1, 2]);
    const id = first.cursor.id as Long;
    expect(id).toBeInstanceOf(Long);
    expect(id.isZero()).toBe(false);
    const more = await db.command({ getMore: id, collection: 'big', batchSize: 3 }, { session, promoteLongs: false });
    expect((more.cursor.nextBatch as Document[]).map((d) => d.i)).toEqual([3, 4, 5]);
    expect(cursorId(more)).toBe(id.toString());
    const last = await db.command({ getMore: id, collection: 'big', batchSize: 3 }, { session, promoteLongs: false });
    expect((last.cursor.nextBatch as Document[]).map((d) => d.i)).toEqual([6]);
    expect(cursorId(last)).toBe('0');
  });

  test('killCursors reports the killed id, and getMore on it fails with 43 CursorNotFound', async () => {
    const res = await db.command({ find: 'big', filter: {}, sort: { i: 1 }, batchSize: 2 }, { session, promoteLongs: false });
    const id = res.cursor.id as Long;
    expect(id).toBeInstanceOf(Long);
    expect(id.isZero()).toBe(false);
    const killed = await db.command({ killCursors: 'big', cursors: [id] }, { session, promoteLongs: false });
    expect(killed.ok).toBe(1);
    expect((killed.cursorsKilled as Long[]).map((x) => x.toString())).toEqual([id.toString()]);
    expect(killed.cursorsNotFound).toEqual([]);
    const err = await serverError(db.command({ getMore: id, collection: 'big' }, { session }));
    expect(err.code).toBe(43);
    expect(err.codeName).toBe('CursorNotFound');
    expect(await c.countDocuments({})).toBe(1000);
  });

  test('killCursors of an unknown id lists it as not found', async () => {
    const bogus = Long.fromString('1234567890123');
    const res = await db.command({ killCursors: 'big', cursors: [bogus] }, { session, promoteLongs: false });
    expect(res.ok).toBe(1);
    expect((res.cursorsNotFound as Long[]).map((x) => x.toString())).toEqual(['1234567890123']);
    expect(res.cursorsKilled).toEqual([]);
  });

  test('getMore on an exhausted-and-closed cursor id fails with 43', async () => {
    const bogus = Long.fromString('987654321987');
    const err = await serverError(db.command({ getMore: bogus, collection: 'big' }, { session }));
    expect(err.code).toBe(43);
  });
});

describe('aggregate cursors', () => {
  test('aggregate with batchSize reads everything', async () => {
    resetEvents();
    const docs = await c.aggregate([{ $match: { i: { $gte: 0 } } }, { $sort: { i: -1 } }], { batchSize: 100 }).toArray();
    expect(docs).toHaveLength(1000);
    expect(docs[0]?.i).toBe(999);
    expect(docs[999]?.i).toBe(0);
    expect(count('aggregate')).toBe(1);
    expect(count('getMore')).toBeGreaterThanOrEqual(9);
  });

  test('aggregate with batchSize 0 returns an open cursor with an empty first batch', async () => {
    const session = client.startSession();
    try {
      const res = await db.command(
        { aggregate: 'big', pipeline: [{ $sort: { i: 1 } }, { $limit: 3 }], cursor: { batchSize: 0 } },
        { session, promoteLongs: false },
      );
      expect(res.cursor.firstBatch).toEqual([]);
      const id = res.cursor.id as Long;
      expect(id.isZero()).toBe(false);
      const more = await db.command({ getMore: id, collection: 'big' }, { session, promoteLongs: false });
      expect((more.cursor.nextBatch as Document[]).map((d) => d.i)).toEqual([0, 1, 2]);
    } finally {
      await session.endSession();
    }
  });
});
