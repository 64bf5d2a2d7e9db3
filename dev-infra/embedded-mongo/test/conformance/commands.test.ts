import { MongoClient, UUID, type Db, type Document } from 'mongodb';
import { closeTargetDb, openTargetDb, type Target } from '../support/target';
import { serverError } from './helpers';

let target: Target;
let client: MongoClient;
let db: Db;
let admin: Db;

beforeAll(async () => {
  ({ target, client, db } = await openTargetDb('commands'));
  admin = client.db('admin');
});

afterAll(() => closeTargetDb({ target, client, db }));

async function databaseNames(): Promise<string[]> {
  const res = await admin.command({ listDatabases: 1, nameOnly: true });
  return (res.databases as Document[]).map((d) => String(d.name));
}

async function collectionNames(d: Db): Promise<string[]> {
  return (await d.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort();
}

describe('handshake and server info', () => {
  test('ping', async () => {
    const res = await admin.command({ ping: 1 });
    expect(res.ok).toBe(1);
    expect((await db.command({ ping: 1 })).ok).toBe(1);
  });

  test('hello describes a writable standalone', async () => {
    const res = await db.command({ hello: 1 });
    expect(res.ok).toBe(1);
    expect(res.isWritablePrimary).toBe(true);
    expect(res.maxBsonObjectSize).toBe(16777216);
    expect(res.maxMessageSizeBytes).toBe(48000000);
    expect(res.maxWriteBatchSize).toBe(100000);
    expect(typeof res.maxWireVersion).toBe('number');
    expect(res.maxWireVersion).toBeGreaterThanOrEqual(17);
    expect(res.minWireVersion).toBe(0);
    expect(res.localTime).toBeInstanceOf(Date);
    expect(res.logicalSessionTimeoutMinutes).toBe(30);
    expect(res.readOnly).toBe(false);
  });

  test('legacy isMaster still answers', async () => {
    const res = await admin.command({ isMaster: 1 });
    expect(res.ok).toBe(1);
    expect(res.ismaster).toBe(true);
    expect(res.maxBsonObjectSize).toBe(16777216);
  });

  test('buildInfo has a version string matching versionArray', async () => {
    const res = await admin.command({ buildInfo: 1 });
    expect(res.ok).toBe(1);
    expect(typeof res.version).toBe('string');
    const m = /^(\d+)\.(\d+)\.(\d+)/.exec(String(res.version));
    expect(m).not.toBeNull();
    expect(Array.isArray(res.versionArray)).toBe(true);
    const arr = res.versionArray as unknown[];
    expect(arr).toHaveLength(4);
    expect(arr.slice(0, 3)).toEqual([Number(m?.[1]), Number(m?.[2]), Number(m?.[3])]);
  });

  test('serverStatus reports uptime and open connections', async () => {
    const res = await admin.command({ serverStatus: 1 });
    expect(res.ok).toBe(1);
    expect(typeof res.uptime).toBe('number');
    expect(res.uptime).toBeGreaterThanOrEqual(0);
    expect(typeof res.connections?.current).toBe('number');
    expect(res.connections.current).toBeGreaterThanOrEqual(1);
    expect(res.localTime).toBeInstanceOf(Date);
    const build = await admin.command({ buildInfo: 1 });
    expect(res.version).toBe(build.version);
  });

  test("serverStatus's extra_info counts the server's CPU time in microseconds, as mongod does on Linux", async () => {
    const cpuTime = async () => {
      const info = (await admin.command({ serverStatus: 1 })).extra_info as Document;
      return Number(info.user_time_us) + Number(info.system_time_us);
    };
    const before = await cpuTime();
    const coll = db.collection('cpu_time');
    await coll.insertMany(Array.from({ length: 2000 }, (_, n) => ({ n, text: `line ${n}` })));
    for (let i = 0; i < 20; i++) await coll.find({ text: { $regex: `${i}$` } }).toArray();
    const after = await cpuTime();
    expect(before).toBeGreaterThan(0);
    expect(after).toBeGreaterThan(before);
  });

  test('renameCollection moves documents and indexes, and refuses what mongod refuses', async () => {
    const from = db.collection('rename_from');
    await from.createIndex({ code: 1 }, { unique: true });
    await from.insertMany([{ code: 'a' }, { code: 'b' }]);
    const renamed = await from.rename('rename_to');
    expect(await renamed.countDocuments()).toBe(2);
    expect((await renamed.listIndexes().toArray()).map((i) => i.name).sort()).toEqual(['_id_', 'code_1']);
    await expect(renamed.insertOne({ code: 'a' })).rejects.toMatchObject({ code: 11000 });
    const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
    expect(names).toContain('rename_to');
    expect(names).not.toContain('rename_from');

    expect((await serverError(db.collection('rename_missing').rename('anything'))).code).toBe(26);
    await db.collection('rename_other').insertOne({ x: 1 });
    expect((await serverError(renamed.rename('rename_other'))).code).toBe(48);
    const replaced = await renamed.rename('rename_other', { dropTarget: true });
    expect(await replaced.countDocuments({ x: 1 })).toBe(0);
    expect(await replaced.countDocuments()).toBe(2);
    const notAdmin = await serverError(db.command({ renameCollection: `${db.databaseName}.rename_other`, to: `${db.databaseName}.x` }));
    expect(notAdmin.code).toBe(13);
  });

  test('an unknown command fails with 59 CommandNotFound and the client keeps working', async () => {
    const err = await serverError(db.command({ definitelyNotARealCommand: 1 }));
    expect(err.code).toBe(59);
    expect(err.codeName).toBe('CommandNotFound');
    expect((await db.command({ ping: 1 })).ok).toBe(1);
    await db.collection('after_unknown').insertOne({ x: 1 });
    expect(await db.collection('after_unknown').countDocuments({})).toBe(1);
  });

  test('endSessions accepts session ids', async () => {
    const res = await admin.command({ endSessions: [{ id: new UUID() }, { id: new UUID() }] });
    expect(res.ok).toBe(1);
    expect((await db.command({ ping: 1 })).ok).toBe(1);
  });
});

describe('databases and collections', () => {
  test('listDatabases shows a database once it has been written to', async () => {
    const name = target.dbName('cmd_listdb');
    const other = client.db(name);
    expect(await databaseNames()).not.toContain(name);
    await other.collection('x').insertOne({ a: 1 });
    const full = await admin.command({ listDatabases: 1 });
    expect(full.ok).toBe(1);
    expect(typeof full.totalSize).toBe('number');
    const entry = (full.databases as Document[]).find((d) => d.name === name);
    expect(entry).toBeDefined();
    expect(typeof entry?.sizeOnDisk).toBe('number');
    expect(entry?.empty).toBe(false);
    const filtered = await admin.command({ listDatabases: 1, nameOnly: true, filter: { name } });
    expect(filtered.databases).toEqual([{ name }]);
    await other.dropDatabase();
  });

  test('listCollections returns names and types, filters by name, supports nameOnly', async () => {
    const d = client.db(target.dbName('cmd_listcoll'));
    await d.collection('alpha').insertOne({ a: 1 });
    await d.collection('beta').insertOne({ b: 1 });
    await d.command({ create: 'gamma' });
    const all = await d.listCollections().toArray();
    expect(all.map((c) => c.name).sort()).toEqual(['alpha', 'beta', 'gamma']);
    for (const info of all) {
      expect(info.type).toBe('collection');
      expect(typeof (info as Document).options).toBe('object');
    }
    const filtered = await d.listCollections({ name: 'beta' }).toArray();
    expect(filtered.map((c) => c.name)).toEqual(['beta']);
    const namesOnly = await d.listCollections({}, { nameOnly: true }).toArray();
    expect(namesOnly.map((c) => c.name).sort()).toEqual(['alpha', 'beta', 'gamma']);
    for (const info of namesOnly) expect(Object.keys(info).sort()).toEqual(['name', 'type']);
    const viaCommand = await d.command({ listCollections: 1, filter: { name: 'gamma' }, nameOnly: true });
    expect(viaCommand.ok).toBe(1);
    expect(viaCommand.cursor.firstBatch).toEqual([{ name: 'gamma', type: 'collection' }]);
    await d.dropDatabase();
  });

  test('explicit create makes an empty collection that is listed', async () => {
    const res = await db.command({ create: 'explicit' });
    expect(res.ok).toBe(1);
    expect(await collectionNames(db)).toContain('explicit');
    expect(await db.collection('explicit').countDocuments({})).toBe(0);
  });

  test('create over an existing collection with different options fails with 48 NamespaceExists', async () => {
    await db.collection('existing_plain').insertOne({ a: 1 });
    const err = await serverError(db.command({ create: 'existing_plain', collation: { locale: 'fr' } }));
    expect(err.code).toBe(48);
    expect(err.codeName).toBe('NamespaceExists');
    expect(await db.collection('existing_plain').countDocuments({})).toBe(1);
  });

  test('repeating create with identical options succeeds (idempotent since MongoDB 7.0)', async () => {
    expect((await db.command({ create: 'twice' })).ok).toBe(1);
    expect((await db.command({ create: 'twice' })).ok).toBe(1);
    expect((await collectionNames(db)).filter((n) => n === 'twice')).toEqual(['twice']);
  });

  test('drop removes the collection and its documents', async () => {
    const coll = db.collection('to_drop');
    await coll.insertMany([{ a: 1 }, { a: 2 }]);
    expect(await collectionNames(db)).toContain('to_drop');
    expect(await coll.drop()).toBe(true);
    expect(await collectionNames(db)).not.toContain('to_drop');
    expect(await coll.countDocuments({})).toBe(0);
    expect(await coll.find({}).toArray()).toEqual([]);
  });

  test('dropDatabase removes the database and everything in it', async () => {
    const name = target.dbName('cmd_dropdb');
    const d = client.db(name);
    await d.collection('a').insertOne({ x: 1 });
    await d.collection('b').insertOne({ y: 1 });
    expect(await databaseNames()).toContain(name);
    const res = await d.command({ dropDatabase: 1 });
    expect(res.ok).toBe(1);
    expect(await databaseNames()).not.toContain(name);
    expect(await collectionNames(d)).toEqual([]);
    expect(await d.collection('a').countDocuments({})).toBe(0);
  });
});

describe('query and write commands', () => {
  beforeAll(async () => {
    await db.collection('cmd').insertMany([
      { _id: 1, k: 'a', tags: ['x', 'y'] },
      { _id: 2, k: 'a', tags: ['y'] },
      { _id: 3, k: 'b', tags: ['z'] },
      { _id: 4, k: 'c' },
    ] as Document[]);
  });

  test('count command', async () => {
    expect(await db.command({ count: 'cmd' })).toMatchObject({ n: 4, ok: 1 });
    expect(await db.command({ count: 'cmd', query: { k: 'a' } })).toMatchObject({ n: 2, ok: 1 });
    expect(await db.command({ count: 'cmd', query: {}, skip: 1, limit: 2 })).toMatchObject({ n: 2, ok: 1 });
    expect(await db.command({ count: 'no_such_collection' })).toMatchObject({ n: 0, ok: 1 });
  });

  test('distinct command', async () => {
    const res = await db.command({ distinct: 'cmd', key: 'k' });
    expect(res.ok).toBe(1);
    expect((res.values as string[]).slice().sort()).toEqual(['a', 'b', 'c']);
    const tags = await db.command({ distinct: 'cmd', key: 'tags', query: { k: 'a' } });
    expect((tags.values as string[]).slice().sort()).toEqual(['x', 'y']);
  });

  test('insert / update / delete command replies', async () => {
    const ins = await db.command({ insert: 'cmd_w', documents: [{ _id: 1 }, { _id: 2 }] });
    expect(ins).toMatchObject({ n: 2, ok: 1 });
    const dup = await db.command({ insert: 'cmd_w', documents: [{ _id: 3 }, { _id: 1 }, { _id: 4 }] });
    expect(dup.ok).toBe(1);
    expect(dup.n).toBe(1);
    expect(dup.writeErrors).toHaveLength(1);
    expect(dup.writeErrors[0]).toMatchObject({ index: 1, code: 11000 });
    const upd = await db.command({
      update: 'cmd_w',
      updates: [
        { q: { _id: 1 }, u: { $set: { v: 1 } } },
        { q: { _id: 'new' }, u: { $set: { v: 2 } }, upsert: true },
      ],
    });
    expect(upd).toMatchObject({ n: 2, nModified: 1, ok: 1 });
    expect(upd.upserted).toEqual([{ index: 1, _id: 'new' }]);
    const del = await db.command({ delete: 'cmd_w', deletes: [{ q: { v: { $exists: true } }, limit: 0 }] });
    expect(del).toMatchObject({ n: 2, ok: 1 });
    expect(await db.collection('cmd_w').countDocuments({})).toBe(2);
  });

  test('collStats counts the documents of a collection', async () => {
    const coll = db.collection('stats');
    await coll.insertMany(Array.from({ length: 25 }, (_, i) => ({ i, pad: 'x'.repeat(50) })));
    await coll.createIndex({ i: 1 });
    const res = await db.command({ collStats: 'stats' });
    expect(res.ok).toBe(1);
    expect(res.ns).toBe(`${db.databaseName}.stats`);
    expect(res.count).toBe(25);
    expect(res.nindexes).toBe(2);
    expect(typeof res.size).toBe('number');
    expect(res.size).toBeGreaterThan(25 * 50);
  });

  test('dbStats counts collections and objects', async () => {
    const d = client.db(target.dbName('cmd_dbstats'));
    await d.collection('one').insertMany([{ a: 1 }, { a: 2 }, { a: 3 }]);
    await d.collection('two').insertMany([{ b: 1 }, { b: 2 }]);
    const res = await d.command({ dbStats: 1 });
    expect(res.ok).toBe(1);
    expect(res.db).toBe(d.databaseName);
    expect(res.collections).toBe(2);
    expect(res.objects).toBe(5);
    expect(res.indexes).toBe(2);
    await d.dropDatabase();
  });
});
