import { appendFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Long, MongoClient, ObjectId } from 'mongodb';
import { killHard, startChild, stopGracefully } from '../support/child-server';

/** Acknowledged writes must survive the server process dying at any moment (journal + snapshot). */
describe('persistence with --dbpath', () => {
  let dbPath: string;

  beforeEach(() => {
    dbPath = mkdtempSync(join(tmpdir(), 'embedded-mongo-'));
  });

  afterEach(() => {
    rmSync(dbPath, { recursive: true, force: true });
  });

  async function withClient<T>(uri: string, fn: (client: MongoClient) => Promise<T>): Promise<T> {
    const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 5000 });
    try {
      return await fn(client);
    } finally {
      await client.close();
    }
  }

  it('keeps every acknowledged insert, update, delete and index across kill -9', async () => {
    const first = await startChild(['--dbpath', dbPath]);
    const ids = await withClient(first.uri, async (client) => {
      const coll = client.db('kitchen').collection('recipes');
      await coll.createIndex({ slug: 1 }, { unique: true });
      const inserted = await coll.insertMany(
        Array.from({ length: 500 }, (_, i) => ({ slug: `dish-${i}`, portions: i, big: Long.fromNumber(i) })),
      );
      await coll.updateMany({ portions: { $lt: 100 } }, { $set: { seasonal: true } });
      await coll.deleteMany({ portions: { $gte: 400 } });
      const drafts = client.db('kitchen').collection('drafts');
      await drafts.createIndex({ code: 1 }, { unique: true });
      await drafts.insertMany([{ code: 'a', cost: Long.fromNumber(5) }, { code: 'b' }]);
      await drafts.rename('archive');
      return Object.values(inserted.insertedIds) as ObjectId[];
    });
    await killHard(first);

    const second = await startChild(['--dbpath', dbPath]);
    await withClient(second.uri, async (client) => {
      const coll = client.db('kitchen').collection('recipes');
      expect(await coll.countDocuments()).toBe(400);
      expect(await coll.countDocuments({ seasonal: true })).toBe(100);
      const doc = await coll.findOne({ _id: ids[7] }, { promoteLongs: false });
      expect(doc?.slug).toBe('dish-7');
      expect(doc?.big).toBeInstanceOf(Long);
      const indexes = await coll.listIndexes().toArray();
      expect(indexes.map((i) => i.name)).toContain('slug_1');
      await expect(coll.insertOne({ slug: 'dish-3' })).rejects.toMatchObject({ code: 11000 });
      const names = (await client.db('kitchen').listCollections().toArray()).map((c) => c.name).sort();
      expect(names).toEqual(['archive', 'recipes']);
      const archive = client.db('kitchen').collection('archive');
      expect((await archive.findOne({ code: 'a' }, { promoteLongs: false }))?.cost).toBeInstanceOf(Long);
      await expect(archive.insertOne({ code: 'b' })).rejects.toMatchObject({ code: 11000 });
    });
    await killHard(second);
  });

  it('recovers after compaction into a snapshot, then more journal, then kill -9', async () => {
    const first = await startChild(['--dbpath', dbPath, '--compact-after-bytes', '20000']);
    await withClient(first.uri, async (client) => {
      const coll = client.db('kitchen').collection('steps');
      for (let batch = 0; batch < 10; batch++) {
        await coll.insertMany(Array.from({ length: 100 }, (_, i) => ({ batch, i, text: 'x'.repeat(50) })));
      }
      await coll.deleteMany({ batch: 0 });
      await client.db('kitchen').collection('tmp').insertOne({ gone: true });
      await client.db('kitchen').collection('tmp').drop();
    });
    await killHard(first);
    expect(readdirSync(dbPath)).toContain('snapshot.bson');

    const second = await startChild(['--dbpath', dbPath]);
    await withClient(second.uri, async (client) => {
      expect(await client.db('kitchen').collection('steps').countDocuments()).toBe(900);
      const names = (await client.db('kitchen').listCollections().toArray()).map((c) => c.name);
      expect(names).toEqual(['steps']);
    });
    expect(await stopGracefully(second)).toBe(0);
  });

  it('drops a torn last journal record (a write never acknowledged) and keeps the rest', async () => {
    const first = await startChild(['--dbpath', dbPath]);
    await withClient(first.uri, (client) =>
      client
        .db('kitchen')
        .collection('notes')
        .insertMany([{ n: 1 }, { n: 2 }]),
    );
    await killHard(first);
    const journal = readdirSync(dbPath).find((f) => f.startsWith('journal.'));
    expect(journal).toBeDefined();
    // A frame header promising 1000 bytes, then the process "died".
    appendFileSync(join(dbPath, journal as string), Buffer.from([0xe8, 0x03, 0, 0, 1, 2, 3, 4, 9, 9]));

    const second = await startChild(['--dbpath', dbPath]);
    await withClient(second.uri, async (client) => {
      const coll = client.db('kitchen').collection('notes');
      expect(await coll.countDocuments()).toBe(2);
      await coll.insertOne({ n: 3 });
    });
    await killHard(second);
    const third = await startChild(['--dbpath', dbPath]);
    await withClient(third.uri, async (client) => {
      expect(await client.db('kitchen').collection('notes').countDocuments()).toBe(3);
    });
    await killHard(third);
  });

  it('refuses a second server on the same dbpath, and takes over a dead one at once', async () => {
    const first = await startChild(['--dbpath', dbPath]);
    await expect(startChild(['--dbpath', dbPath])).rejects.toThrow(/in use by another embedded-mongo/);
    await killHard(first);
    const second = await startChild(['--dbpath', dbPath]);
    await withClient(second.uri, async (client) => {
      expect((await client.db('admin').command({ ping: 1 })).ok).toBe(1);
    });
    expect(await stopGracefully(second)).toBe(0);
  });
});
