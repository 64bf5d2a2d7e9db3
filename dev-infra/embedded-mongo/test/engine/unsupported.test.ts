import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Code, Long, MongoClient, MongoServerError, type Db, type Document } from 'mongodb';
import { start, type EmbeddedMongo } from '../../src';

/**
 * The README's "Not supported" table is a promise: each feature there is refused with the code it
 * names, not answered wrongly. This reads the table and holds the engine to every row; a feature
 * refused here but missing from the table, or listed but not probed, fails too.
 */
const PROBES: Record<string, (db: Db) => Promise<unknown>[]> = {
  transactions: (db) => [
    db.command({ insert: 'x', documents: [{ a: 1 }], txnNumber: Long.fromNumber(1), startTransaction: true, autocommit: false }),
  ],
  'change streams': (db) => [
    db
      .collection('x')
      .aggregate([{ $changeStream: {} }])
      .toArray(),
  ],
  'replication commands': (db) => [db.admin().command({ replSetGetStatus: 1 })],
  authentication: (db) => [db.admin().command({ saslStart: 1, mechanism: 'SCRAM-SHA-256', payload: Buffer.from('n,,n=cook,r=abc') })],
  'capped collections': (db) => [db.createCollection('capped', { capped: true, size: 4096 })],
  'time-series collections': (db) => [db.createCollection('series', { timeseries: { timeField: 't' } })],
  views: (db) => [db.createCollection('view', { viewOn: 'x', pipeline: [] })],
  validators: (db) => [db.createCollection('valid', { validator: { a: { $type: 'int' } } })],
  'clustered indexes': (db) => [db.createCollection('clustered', { clusteredIndex: { key: { _id: 1 }, unique: true } })],
  collMod: (db) => [db.command({ collMod: 'x', validator: {} })],
  'text and geo indexes': (db) => [db.collection('x').createIndex({ a: 'text' }), db.collection('x').createIndex({ a: '2dsphere' })],
  'unique indexes with a collation': (db) => [
    db.collection('x').createIndex({ a: 1 }, { unique: true, collation: { locale: 'en', strength: 2 } }),
  ],
  $text: (db) => [
    db
      .collection('x')
      .find({ $text: { $search: 'soup' } })
      .toArray(),
  ],
  $near: (db) => [
    db
      .collection('x')
      .find({ a: { $near: [0, 0] } })
      .toArray(),
  ],
  $geoWithin: (db) => [
    db
      .collection('x')
      .find({ a: { $geoWithin: { $center: [[0, 0], 1] } } })
      .toArray(),
  ],
  $where: (db) => [
    db.collection('x').find({ $where: 'this.a == 1' }).toArray(),
    db
      .collection('x')
      .find({ $where: new Code('this.a == 1') } as Document)
      .toArray(),
  ],
  '$out and $merge': (db) => [
    db
      .collection('x')
      .aggregate([{ $out: 'y' }])
      .toArray(),
    db
      .collection('x')
      .aggregate([{ $merge: 'y' }])
      .toArray(),
  ],
  'collection-less aggregate': (db) => [db.aggregate([{ $documents: [{ a: 1 }] }]).toArray()],
};

/** `| feature | CodeName (code)... |` rows of the README's "Not supported" section. */
function table(): { feature: string; codeName: string; code: number }[] {
  const readme = readFileSync(join(__dirname, '../../README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Not supported'));
  const rows = section.split('\n').filter((line) => /^\| .+ \| \w+ \(\d+\)/.test(line));
  return rows.map((line) => {
    const [, feature, codeName, code] = /^\| (.+?) \| (\w+) \((\d+)\)/.exec(line) as RegExpExecArray;
    return { feature: feature as string, codeName: codeName as string, code: Number(code) };
  });
}

let server: EmbeddedMongo;
let client: MongoClient;
let db: Db;

beforeAll(async () => {
  server = await start({ port: 0 });
  client = await MongoClient.connect(server.uri);
  db = client.db('unsupported');
  await db.collection('x').insertOne({ a: 1 } as Document);
});

afterAll(async () => {
  await client.close();
  await server.stop();
});

test('the table and the probes name the same features', () => {
  expect(table().map((row) => row.feature)).toEqual(Object.keys(PROBES));
});

test.each(table())('$feature is refused with $codeName ($code)', async ({ feature, codeName, code }) => {
  for (const attempt of (PROBES[feature] as (db: Db) => Promise<unknown>[])(db)) {
    const error = await attempt.then(
      () => new Error(`${feature}: the engine answered instead of refusing`),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MongoServerError);
    expect({ code: (error as MongoServerError).code, codeName: (error as MongoServerError).codeName }).toEqual({ code, codeName });
  }
  // Nothing was half done: the collection is as it was.
  expect(
    await db
      .collection('x')
      .find({}, { projection: { _id: 0 } })
      .toArray(),
  ).toEqual([{ a: 1 }]);
});
