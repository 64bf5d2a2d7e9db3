import { randomBytes } from 'node:crypto';
import { BSON, MongoClient, type Collection, type Db, type Document } from 'mongodb';
import { closeTargetDb, openTargetDb, type Target } from '../support/target';
import {
  FLAG_MORE_TO_COME,
  OP_MSG,
  RawConnection,
  classify,
  header,
  newRequestId,
  opMsg,
  opMsgRaw,
  rejection,
  sendOnce,
  serverError,
  waitFor,
  type RawEvent,
} from './helpers';

let target: Target;
let client: MongoClient;
let db: Db;
let c: Collection<Document>;
const SEEDED = 100;

beforeAll(async () => {
  ({ target, client, db } = await openTargetDb('badinput'));
  c = db.collection('precious');
  await c.insertMany(Array.from({ length: SEEDED }, (_, i) => ({ _id: i, v: `value-${i}` })) as Document[]);
});

afterAll(() => closeTargetDb({ target, client, db }));

/** The shared client still works, a brand-new client can connect, and the seeded data is intact. */
async function expectHealthy(): Promise<void> {
  expect((await db.command({ ping: 1 })).ok).toBe(1);
  const docs = await c.find({}).sort({ _id: 1 }).toArray();
  expect(docs).toHaveLength(SEEDED);
  expect(docs.every((d: Document, i) => d._id === i && d.v === `value-${i}`)).toBe(true);
  const fresh = await MongoClient.connect(target.uri, { serverSelectionTimeoutMS: 5000 });
  try {
    expect(await fresh.db(db.databaseName).collection('precious').countDocuments({})).toBe(SEEDED);
  } finally {
    await fresh.close();
  }
}

function pingBytes(requestId: number): Buffer {
  return opMsg({ ping: 1, $db: 'admin' }, { requestId });
}

/**
 * After a bad message on `conn`, the server must either close the connection, or reply
 * with an error and/or keep answering: a following ping on the same socket gets ok: 1.
 * What it must not do is answer the bad message with ok: 1, or leave the socket hanging.
 */
async function expectRejectedThenUsableOrClosed(conn: RawConnection, timeoutMs = 5000): Promise<string> {
  const pingId = newRequestId();
  await conn.write(pingBytes(pingId));
  let sawError = false;
  for (;;) {
    const ev = await conn.next(timeoutMs);
    if (ev.kind === 'closed') return sawError ? 'error-reply' : 'closed';
    if (ev.kind === 'timeout') throw new Error('server neither answered nor closed the connection');
    if (ev.message.responseTo === pingId) {
      expect(ev.message.body?.ok).toBe(1);
      return sawError ? 'error-reply' : 'ignored';
    }
    expect(classify(ev)).toBe('error-reply');
    sawError = true;
  }
}

describe('raw wire protocol sanity', () => {
  test('a hand-built ping OP_MSG gets an OP_MSG reply with ok: 1', async () => {
    const id = newRequestId();
    const ev = await sendOnce(target.uri, pingBytes(id));
    expect(ev.kind).toBe('message');
    if (ev.kind !== 'message') return;
    expect(ev.message.opCode).toBe(OP_MSG);
    expect(ev.message.responseTo).toBe(id);
    expect(ev.message.body?.ok).toBe(1);
  });

  test('several pings pipelined on one socket are all answered, in order', async () => {
    const conn = await RawConnection.open(target.uri);
    try {
      const ids = [newRequestId(), newRequestId(), newRequestId()];
      await conn.write(Buffer.concat(ids.map((id) => pingBytes(id))));
      const got: number[] = [];
      for (let k = 0; k < ids.length; k++) {
        const ev = await conn.next(5000);
        if (ev.kind !== 'message') throw new Error(`expected a reply, got ${ev.kind}`);
        expect(ev.message.body?.ok).toBe(1);
        got.push(ev.message.responseTo);
      }
      expect(got).toEqual(ids);
    } finally {
      conn.destroy();
    }
  });

  test('a ping with checksumPresent and a correct CRC-32C is answered with ok: 1', async () => {
    const id = newRequestId();
    const ev = await sendOnce(target.uri, opMsg({ ping: 1, $db: 'admin' }, { requestId: id, checksum: true }));
    expect(ev.kind).toBe('message');
    if (ev.kind !== 'message') return;
    expect(ev.message.responseTo).toBe(id);
    expect(ev.message.body?.ok).toBe(1);
  });

  test('an insert sent with moreToCome gets no reply but is applied', async () => {
    const conn = await RawConnection.open(target.uri);
    try {
      const insert = opMsg(
        {
          insert: 'fire_and_forget',
          documents: [{ _id: 'mtc', v: 42 }],
          ordered: true,
          writeConcern: { w: 0 },
          $db: db.databaseName,
        },
        { flags: FLAG_MORE_TO_COME },
      );
      await conn.write(insert);
      const silent = await conn.next(500);
      expect(silent.kind).toBe('timeout');
      const pingId = newRequestId();
      await conn.write(pingBytes(pingId));
      const ev = await conn.next(5000);
      expect(ev.kind).toBe('message');
      if (ev.kind !== 'message') return;
      expect(ev.message.responseTo).toBe(pingId);
      expect(ev.message.body?.ok).toBe(1);
    } finally {
      conn.destroy();
    }
    const arrived = await waitFor(
      async () => (await db.collection('fire_and_forget').countDocuments({ _id: 'mtc' } as Document)) === 1,
      5000,
    );
    expect(arrived).toBe(true);
    expect(await db.collection('fire_and_forget').findOne({ _id: 'mtc' } as Document)).toEqual({ _id: 'mtc', v: 42 });
  });
});

describe('abuse', () => {
  test('random garbage with an invalid length header: closed or error, server keeps serving', async () => {
    const garbage = randomBytes(4096);
    garbage.writeInt32LE(-559038737, 0); // 0xDEADBEEF as a (negative) message length
    const ev = await sendOnce(target.uri, garbage);
    expect(['closed', 'error-reply']).toContain(classify(ev));
    await expectHealthy();
  });

  test('random garbage after a plausible header: no ok reply, server keeps serving', async () => {
    const garbage = randomBytes(512);
    header(512, newRequestId(), 0, OP_MSG).copy(garbage, 0);
    garbage.writeUInt32LE(0, 16); // flagBits
    garbage.writeUInt8(0, 20); // kind-0 section, followed by random bytes
    garbage.writeInt32LE(1000, 21); // a body length that does not fit the message
    const conn = await RawConnection.open(target.uri);
    try {
      await conn.write(garbage);
      const first: RawEvent = await conn.next(3000);
      expect(['closed', 'error-reply']).toContain(classify(first));
    } finally {
      conn.destroy();
    }
    await expectHealthy();
  });

  test('a header declaring 60 MB (> maxMessageSizeBytes) is refused', async () => {
    const ev = await sendOnce(target.uri, header(60 * 1024 * 1024, newRequestId(), 0, OP_MSG));
    expect(['closed', 'error-reply']).toContain(classify(ev));
    await expectHealthy();
  });

  test('a header declaring less than 16 bytes is refused', async () => {
    const ev = await sendOnce(target.uri, Buffer.concat([header(8, newRequestId(), 0, OP_MSG), Buffer.alloc(16)]));
    expect(['closed', 'error-reply']).toContain(classify(ev));
    await expectHealthy();
  });

  test('an OP_MSG whose body is not valid BSON gets an error reply or a closed connection', async () => {
    const body = Buffer.from(BSON.serialize({ ping: 1, $db: 'admin' }));
    body.writeUInt8(0x66, 4); // element type of `ping` → not a BSON type
    const ev = await sendOnce(target.uri, opMsgRaw(body));
    expect(['closed', 'error-reply']).toContain(classify(ev));
    await expectHealthy();
  });

  test('an OP_MSG whose BSON length disagrees with its bytes is refused', async () => {
    const body = Buffer.from(BSON.serialize({ ping: 1, $db: 'admin' }));
    body.writeInt32LE(body.length + 50, 0);
    const ev = await sendOnce(target.uri, opMsgRaw(body));
    expect(['closed', 'error-reply']).toContain(classify(ev));
    await expectHealthy();
  });

  test('an unknown opCode (9999) is not answered with ok and does not break the server', async () => {
    const conn = await RawConnection.open(target.uri);
    try {
      await conn.write(opMsg({ ping: 1, $db: 'admin' }, { opCode: 9999 }));
      const outcome = await expectRejectedThenUsableOrClosed(conn);
      expect(['closed', 'error-reply', 'ignored']).toContain(outcome);
    } finally {
      conn.destroy();
    }
    await expectHealthy();
  });

  test('a message cut short and the socket destroyed mid-message', async () => {
    const full = opMsg({ insert: 'precious', documents: [{ _id: 'half', v: 'x' }], $db: db.databaseName });
    const conn = await RawConnection.open(target.uri);
    await conn.write(full.subarray(0, Math.floor(full.length / 2)));
    await new Promise((r) => setTimeout(r, 100));
    conn.destroy();
    // Same again, cut inside the header.
    const conn2 = await RawConnection.open(target.uri);
    await conn2.write(full.subarray(0, 7));
    conn2.destroy();
    await expectHealthy();
    expect(await c.findOne({ _id: 'half' } as Document)).toBeNull();
  });

  test('many connections opened and dropped at once do not hurt the server', async () => {
    const conns = await Promise.all(Array.from({ length: 50 }, () => RawConnection.open(target.uri)));
    await Promise.all(conns.map((x, i) => x.write(i % 2 === 0 ? randomBytes(3) : pingBytes(newRequestId()))));
    for (const x of conns) x.destroy();
    await expectHealthy();
  });

  test('a document of 17 MB is refused (by the driver or the server) and the client keeps working', async () => {
    const big = { _id: 'too-big', blob: Buffer.alloc(17 * 1024 * 1024, 7) };
    const err = await rejection(c.insertOne(big as Document));
    // The driver may throw a RangeError from another realm, so no instanceof check here.
    expect(typeof (err as { message?: unknown }).message).toBe('string');
    expect(await c.findOne({ _id: 'too-big' } as Document, { projection: { _id: 1 } })).toBeNull();
    await expectHealthy();
  });

  test('a document just over 16 MiB, which the driver forwards, is refused by the server', async () => {
    const doc = { _id: 'just-over', blob: Buffer.alloc(16 * 1024 * 1024, 7) };
    const size = BSON.calculateObjectSize(doc);
    expect(size).toBeGreaterThan(16 * 1024 * 1024);
    expect(size).toBeLessThan(16 * 1024 * 1024 + 16 * 1024);
    const err = await serverError(c.insertOne(doc as Document));
    expect(typeof err.code).toBe('number');
    expect(await c.findOne({ _id: 'just-over' } as Document, { projection: { _id: 1 } })).toBeNull();
    await expectHealthy();
  });
});

describe("bad queries and updates get MongoDB's codes, never an internal error, and change nothing", () => {
  const code = async (p: Promise<unknown>) => (await serverError(p)).code;

  test('update paths: empty names (56) and $-prefixed names that are not positional (52)', async () => {
    expect(await code(c.updateOne({ _id: 1 } as Document, { $set: { '': 1 } }))).toBe(56);
    expect(await code(c.updateOne({ _id: 1 } as Document, { $set: { 'v..w': 1 } }))).toBe(56);
    expect(await code(c.updateOne({ _id: 1 } as Document, { $set: { $v: 1 } } as Document))).toBe(52);
    expect(await code(c.updateOne({ _id: 1 } as Document, { $inc: { 'n.$bad': 1 } } as Document))).toBe(52);
    await expectHealthy();
  });

  test('queries: $in without an array (2), a pattern that does not compile (51091), a negative skip (51024)', async () => {
    expect(await code(c.find({ v: { $in: 5 } } as Document).toArray())).toBe(2);
    expect(await code(c.find({ v: { $nin: 'x' } } as Document).toArray())).toBe(2);
    expect(await code(c.find({ v: { $regex: '(' } }).toArray())).toBe(51091);
    expect(await code(db.command({ find: 'precious', filter: {}, skip: -1 }))).toBe(51024);
    await expectHealthy();
  });
});
