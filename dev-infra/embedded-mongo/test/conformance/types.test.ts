import {
  Binary,
  BSONRegExp,
  Decimal128,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  MongoClient,
  ObjectId,
  Timestamp,
  UUID,
  type Collection,
  type Db,
  type Document,
} from 'mongodb';
import { closeTargetDb, openTargetDb, type Target } from '../support/target';
import { serverError } from './helpers';

let target: Target;
let client: MongoClient;
let db: Db;
let c: Collection<Document>;

const RAW = { promoteValues: false, promoteLongs: false, promoteBuffers: false, bsonRegExp: true } as const;

beforeAll(async () => {
  ({ target, client, db } = await openTargetDb('types'));
  c = db.collection('values');
});

afterAll(() => closeTargetDb({ target, client, db }));

async function roundTrip(id: string, fields: Document): Promise<Document> {
  await c.insertOne({ _id: id, ...fields } as Document);
  const doc = await c.findOne({ _id: id } as Document, RAW);
  if (!doc) throw new Error(`document ${id} was not found after insert`);
  return doc;
}

describe('BSON values round-trip unchanged', () => {
  test('ObjectId', async () => {
    const oid = new ObjectId();
    const doc = await roundTrip('oid', { v: oid });
    expect(doc.v).toBeInstanceOf(ObjectId);
    expect((doc.v as ObjectId).toHexString()).toBe(oid.toHexString());
  });

  test('Date, including before the epoch and millisecond precision', async () => {
    const d1 = new Date('1969-07-20T20:17:40.123Z');
    const d2 = new Date('2099-12-31T23:59:59.999Z');
    const doc = await roundTrip('date', { d1, d2 });
    expect(doc.d1).toBeInstanceOf(Date);
    expect((doc.d1 as Date).getTime()).toBe(d1.getTime());
    expect((doc.d2 as Date).getTime()).toBe(d2.getTime());
  });

  test('Decimal128 keeps all its digits', async () => {
    const doc = await roundTrip('dec', { v: Decimal128.fromString('1234.5678901234567890123'), w: Decimal128.fromString('-0.10') });
    expect(doc.v).toBeInstanceOf(Decimal128);
    expect((doc.v as Decimal128).toString()).toBe('1234.5678901234567890123');
    expect((doc.w as Decimal128).toString()).toBe('-0.10');
  });

  test('Long beyond 2^53', async () => {
    const doc = await roundTrip('long', { v: Long.fromString('9007199254740993'), neg: Long.fromString('-42') });
    expect(doc.v).toBeInstanceOf(Long);
    expect((doc.v as Long).toString()).toBe('9007199254740993');
    expect(doc.neg).toBeInstanceOf(Long);
    expect((doc.neg as Long).toString()).toBe('-42');
  });

  test('Int32 stays Int32 and a JS integer is stored as int32', async () => {
    const doc = await roundTrip('int', { v: new Int32(-123456), plain: 7 });
    expect(doc.v).toBeInstanceOf(Int32);
    expect((doc.v as Int32).valueOf()).toBe(-123456);
    expect(doc.plain).toBeInstanceOf(Int32);
    expect((doc.plain as Int32).valueOf()).toBe(7);
  });

  test('Double stays Double, including integral doubles', async () => {
    const doc = await roundTrip('double', { three: new Double(3), frac: 2.5, big: 2 ** 40, zero: new Double(0) });
    for (const key of ['three', 'frac', 'big', 'zero']) {
      expect(doc[key]).toBeInstanceOf(Double);
    }
    expect((doc.three as Double).valueOf()).toBe(3);
    expect((doc.frac as Double).valueOf()).toBe(2.5);
    expect((doc.big as Double).valueOf()).toBe(2 ** 40);
    expect((doc.zero as Double).valueOf()).toBe(0);
  });

  test('Binary with its subtype, and UUID', async () => {
    const bytes = Buffer.from([0, 1, 2, 253, 254, 255]);
    const uuid = new UUID();
    const doc = await roundTrip('bin', {
      generic: new Binary(bytes),
      custom: new Binary(bytes, 0x80),
      uuid,
      empty: new Binary(Buffer.alloc(0)),
    });
    expect(doc.generic).toBeInstanceOf(Binary);
    expect((doc.generic as Binary).sub_type).toBe(0);
    expect(Buffer.from((doc.generic as Binary).buffer)).toEqual(bytes);
    expect((doc.custom as Binary).sub_type).toBe(0x80);
    expect(Buffer.from((doc.custom as Binary).buffer)).toEqual(bytes);
    expect(doc.uuid).toBeInstanceOf(Binary);
    expect((doc.uuid as Binary).sub_type).toBe(4);
    expect((doc.uuid as Binary).toUUID().toHexString()).toBe(uuid.toHexString());
    expect((doc.empty as Binary).length()).toBe(0);
  });

  test('null, booleans, MinKey, MaxKey and Timestamp', async () => {
    const doc = await roundTrip('misc', {
      nothing: null,
      yes: true,
      no: false,
      min: new MinKey(),
      max: new MaxKey(),
      ts: new Timestamp({ t: 1700000000, i: 7 }),
    });
    expect(doc.nothing).toBeNull();
    expect(doc.yes).toBe(true);
    expect(doc.no).toBe(false);
    expect(doc.min).toBeInstanceOf(MinKey);
    expect(doc.max).toBeInstanceOf(MaxKey);
    expect(doc.ts).toBeInstanceOf(Timestamp);
    expect((doc.ts as Timestamp).t).toBe(1700000000);
    expect((doc.ts as Timestamp).i).toBe(7);
  });

  test('RegExp stored as a value keeps pattern and flags', async () => {
    await c.insertOne({ _id: 're', js: /^ab+c$/im } as Document);
    const rawDoc = await c.findOne({ _id: 're' } as Document, { bsonRegExp: true });
    expect(rawDoc?.js).toBeInstanceOf(BSONRegExp);
    expect((rawDoc?.js as BSONRegExp).pattern).toBe('^ab+c$');
    expect((rawDoc?.js as BSONRegExp).options).toBe('im');
    const jsDoc = await c.findOne({ _id: 're' } as Document);
    expect(jsDoc?.js).toBeInstanceOf(RegExp);
    expect((jsDoc?.js as RegExp).source).toBe('^ab+c$');
    expect((jsDoc?.js as RegExp).flags).toBe('im');
  });

  test('a BSON regex keeps options JavaScript has no flag for (s, x)', async () => {
    await c.insertOne({ _id: 're2', raw: new BSONRegExp('^x.*y', 'imsx'), sx: new BSONRegExp('a b', 'sx') } as Document);
    const doc = await c.findOne({ _id: 're2' } as Document, { bsonRegExp: true });
    expect(doc?.raw).toBeInstanceOf(BSONRegExp);
    expect((doc?.raw as BSONRegExp).pattern).toBe('^x.*y');
    expect((doc?.raw as BSONRegExp).options).toBe('imsx');
    expect((doc?.sx as BSONRegExp).options).toBe('sx');
  });

  test('nested documents and arrays', async () => {
    const value = {
      a: { b: { c: [1, { d: 'x', e: [true, null, { f: [] }] }, [2, [3, []]]] } },
      emptyDoc: {},
      emptyArr: [],
    };
    await c.insertOne({ _id: 'nested', ...value } as Document);
    expect(await c.findOne({ _id: 'nested' } as Document)).toEqual({ _id: 'nested', ...value });
  });

  test('unicode strings and field names', async () => {
    const strings = {
      latin: 'héllo wörld ñ',
      cjk: '日本語のテキスト',
      emoji: '😀👍🏽🇫🇷',
      rtl: 'مرحبا بالعالم',
      combining: 'Z\u0351\u036b\u0343',
      empty: '',
      clé_名前: 'key',
    };
    await c.insertOne({ _id: 'unicode', ...strings } as Document);
    expect(await c.findOne({ _id: 'unicode' } as Document)).toEqual({ _id: 'unicode', ...strings });
    expect(await c.countDocuments({ emoji: '😀👍🏽🇫🇷' })).toBe(1);
    expect(await c.countDocuments({ clé_名前: 'key' })).toBe(1);
  });

  test('numeric types survive an update of another field', async () => {
    await c.insertOne({
      _id: 'keep',
      d: new Double(4),
      i: new Int32(4),
      l: Long.fromNumber(4),
      dec: Decimal128.fromString('4.00'),
    } as Document);
    await c.updateOne({ _id: 'keep' } as Document, { $set: { touched: true } });
    const doc = await c.findOne({ _id: 'keep' } as Document, RAW);
    expect(doc?.d).toBeInstanceOf(Double);
    expect(doc?.i).toBeInstanceOf(Int32);
    expect(doc?.l).toBeInstanceOf(Long);
    expect(doc?.dec).toBeInstanceOf(Decimal128);
    expect((doc?.dec as Decimal128).toString()).toBe('4.00');
  });
});

describe('numeric semantics across types', () => {
  let n: Collection<Document>;
  beforeAll(async () => {
    n = db.collection('numbers');
    await n.insertMany([
      { _id: 'double', n: new Double(3) },
      { _id: 'long', n: Long.fromNumber(3) },
      { _id: 'int', n: new Int32(3) },
      { _id: 'other', n: 3.5 },
      { _id: 'string', n: '3' },
    ] as Document[]);
  });

  async function ids(filter: Document): Promise<string[]> {
    return (await n.find(filter).toArray()).map((d) => String(d._id)).sort();
  }

  test('{ n: 3 } matches the double, long and int32 3 but not the string', async () => {
    expect(await ids({ n: 3 })).toEqual(['double', 'int', 'long']);
    expect(await ids({ n: new Double(3) })).toEqual(['double', 'int', 'long']);
    expect(await ids({ n: Long.fromNumber(3) })).toEqual(['double', 'int', 'long']);
    expect(await ids({ n: { $in: [new Int32(3)] } })).toEqual(['double', 'int', 'long']);
    expect(await ids({ n: '3' })).toEqual(['string']);
  });

  test('range queries compare numerically across types and skip strings', async () => {
    expect(await ids({ n: { $gt: 2.9, $lt: 3.1 } })).toEqual(['double', 'int', 'long']);
    expect(await ids({ n: { $gte: Long.fromNumber(3) } })).toEqual(['double', 'int', 'long', 'other']);
  });

  test('Decimal128 compares equal to the same number of another type', async () => {
    const m = db.collection('decimals');
    await m.insertMany([
      { _id: 1, n: Decimal128.fromString('3') },
      { _id: 2, n: Decimal128.fromString('3.00') },
      { _id: 3, n: Decimal128.fromString('3.01') },
    ] as Document[]);
    const found = (await m.find({ n: 3 }).toArray()).map((d) => Number(d._id)).sort();
    expect(found).toEqual([1, 2]);
  });

  test('sorting mixes numeric types by value', async () => {
    const s = db.collection('numsort');
    await s.insertMany([
      { _id: 'l3', v: Long.fromNumber(3) },
      { _id: 'd2.5', v: 2.5 },
      { _id: 'i2', v: new Int32(2) },
      { _id: 'm1.5', v: Decimal128.fromString('1.5') },
      { _id: 'd10', v: new Double(10) },
    ] as Document[]);
    const order = (await s.find({}).sort({ v: 1 }).toArray()).map((d) => d._id);
    expect(order).toEqual(['m1.5', 'i2', 'd2.5', 'l3', 'd10']);
  });

  test('$inc keeps int32 for int32 + int32, long for long + int32, and promotes to double', async () => {
    const u = db.collection('incs');
    await u.insertOne({ _id: 1, a: new Int32(5), b: new Int32(5), d: Long.fromNumber(5) } as Document);
    await u.updateOne({ _id: 1 } as Document, { $inc: { a: 1, b: 0.5, d: 1 } });
    const doc = await u.findOne({ _id: 1 } as Document, RAW);
    expect(doc?.a).toBeInstanceOf(Int32);
    expect((doc?.a as Int32).valueOf()).toBe(6);
    expect(doc?.b).toBeInstanceOf(Double);
    expect((doc?.b as Double).valueOf()).toBe(5.5);
    expect(doc?.d).toBeInstanceOf(Long);
    expect((doc?.d as Long).toString()).toBe('6');
  });

  test('$inc and $mul on a Decimal128 are exact decimal arithmetic, keeping the exponent a sum or product has', async () => {
    const u = db.collection('incs_decimal');
    const dec = (s: string) => Decimal128.fromString(s);
    await u.insertOne({ _id: 1, a: dec('0.2'), b: dec('0.10'), c: dec('1.10'), d: dec('0.1') } as Document);
    await u.updateOne({ _id: 1 } as Document, { $inc: { a: dec('0.1'), b: dec('0.20'), d: 0.2 }, $mul: { c: new Int32(3) } });
    const doc = await u.findOne({ _id: 1 } as Document, RAW);
    expect((doc?.a as Decimal128).toString()).toBe('0.3');
    expect((doc?.b as Decimal128).toString()).toBe('0.30');
    expect((doc?.c as Decimal128).toString()).toBe('3.30');
    expect(doc?.d).toBeInstanceOf(Decimal128);
    expect(Number((doc?.d as Decimal128).toString())).toBe(0.3);
  });

  test('$inc past the int32 maximum turns the value into a long', async () => {
    const u = db.collection('incs_overflow');
    await u.insertOne({ _id: 1, c: new Int32(2147483647), m: new Int32(-2147483648) } as Document);
    await u.updateOne({ _id: 1 } as Document, { $inc: { c: 1, m: -1 } });
    const doc = await u.findOne({ _id: 1 } as Document, RAW);
    expect(doc?.c).toBeInstanceOf(Long);
    expect((doc?.c as Long).toString()).toBe('2147483648');
    expect(doc?.m).toBeInstanceOf(Long);
    expect((doc?.m as Long).toString()).toBe('-2147483649');
  });
});

describe('$type', () => {
  let t: Collection<Document>;
  beforeAll(async () => {
    t = db.collection('typed');
    await t.insertMany([
      { _id: 'oid', v: new ObjectId() },
      { _id: 'int', v: new Int32(3) },
      { _id: 'long', v: Long.fromNumber(3) },
      { _id: 'double', v: new Double(3) },
      { _id: 'fraction', v: 3.5 },
      { _id: 'decimal', v: Decimal128.fromString('3') },
      { _id: 'string', v: '3' },
      { _id: 'date', v: new Date(0) },
      { _id: 'binary', v: new Binary(Buffer.from('x')) },
      { _id: 'stamp', v: new Timestamp({ t: 1, i: 1 }) },
      { _id: 'null', v: null },
      { _id: 'array', v: ['a', Long.fromNumber(1)] },
      { _id: 'nested', v: [{ w: Long.fromNumber(2) }, { w: 'x' }] },
      { _id: 'none' },
    ] as Document[]);
  });

  async function ids(filter: Document): Promise<string[]> {
    return (await t.find(filter).toArray()).map((d) => String(d._id)).sort();
  }

  test('tells ObjectId, dates, binary data and timestamps apart, by alias or by code', async () => {
    expect(await ids({ v: { $type: 'objectId' } })).toEqual(['oid']);
    expect(await ids({ v: { $type: 7 } })).toEqual(['oid']);
    expect(await ids({ v: { $type: 'date' } })).toEqual(['date']);
    expect(await ids({ v: { $type: 'binData' } })).toEqual(['binary']);
    expect(await ids({ v: { $type: 'timestamp' } })).toEqual(['stamp']);
    expect(await ids({ v: { $type: 'null' } })).toEqual(['null']);
  });

  test('tells the four number types apart, and "number" is all of them', async () => {
    expect(await ids({ v: { $type: 'int' } })).toEqual(['int']);
    expect(await ids({ v: { $type: 'long' } })).toEqual(['array', 'long']);
    expect(await ids({ v: { $type: 'double' } })).toEqual(['double', 'fraction']);
    expect(await ids({ v: { $type: 'decimal' } })).toEqual(['decimal']);
    expect(await ids({ v: { $type: 'number' } })).toEqual(['array', 'decimal', 'double', 'fraction', 'int', 'long']);
    expect(await ids({ v: { $type: ['string', 'int'] } })).toEqual(['array', 'int', 'string']);
  });

  test('an array matches "array" and any type one of its elements has; paths reach into arrays of documents', async () => {
    expect(await ids({ v: { $type: 'array' } })).toEqual(['array', 'nested']);
    expect(await ids({ 'v.w': { $type: 'long' } })).toEqual(['nested']);
    expect(await ids({ v: { $elemMatch: { w: { $type: 'long' } } } })).toEqual(['nested']);
    const later = await t.aggregate([{ $sort: { _id: 1 } }, { $match: { v: { $type: 'long' } } }]).toArray();
    expect(later.map((d) => d._id)).toEqual(['array', 'long']);
  });

  test('an unknown alias or code is BadValue (2)', async () => {
    expect((await serverError(ids({ v: { $type: 'integer' } }))).code).toBe(2);
    expect((await serverError(ids({ v: { $type: 99 } }))).code).toBe(2);
  });
});
