import { BSON, type Document } from 'mongodb';
import { startTarget, type Target } from '../support/target';
import { header, newRequestId, OP_REPLY, sendOnce } from './helpers';

const OP_QUERY = 2004;

/** Legacy OP_QUERY: int32 flags, cstring collection, int32 skip, int32 return, query document. */
function opQuery(collection: string, query: Document, requestId: number): Buffer {
  const name = Buffer.from(`${collection}\0`, 'utf8');
  const numbers = Buffer.alloc(8);
  numbers.writeInt32LE(0, 0);
  numbers.writeInt32LE(-1, 4);
  const doc = Buffer.from(BSON.serialize(query));
  const flags = Buffer.alloc(4);
  const length = 16 + flags.length + name.length + numbers.length + doc.length;
  return Buffer.concat([header(length, requestId, 0, OP_QUERY), flags, name, numbers, doc]);
}

let target: Target;

beforeAll(async () => {
  target = await startTarget();
});

afterAll(async () => {
  await target.stop();
});

describe('the legacy OP_QUERY handshake drivers open connections with', () => {
  test('isMaster over OP_QUERY gets an OP_REPLY describing a writable server', async () => {
    const requestId = newRequestId();
    const event = await sendOnce(target.uri, opQuery('admin.$cmd', { isMaster: 1, helloOk: true }, requestId));
    expect(event.kind).toBe('message');
    if (event.kind !== 'message') return;
    expect(event.message.opCode).toBe(OP_REPLY);
    expect(event.message.responseTo).toBe(requestId);
    expect(event.message.body).toMatchObject({ ok: 1, ismaster: true, maxBsonObjectSize: 16 * 1024 * 1024 });
    expect(Number(event.message.body?.maxWireVersion)).toBeGreaterThanOrEqual(17);
  });

  test('hello over OP_QUERY is answered too', async () => {
    const event = await sendOnce(target.uri, opQuery('admin.$cmd', { hello: 1 }, newRequestId()));
    expect(event.kind === 'message' && event.message.body?.isWritablePrimary).toBe(true);
  });

  test('any other command over OP_QUERY is refused with UnsupportedOpQueryCommand', async () => {
    const event = await sendOnce(target.uri, opQuery('test.$cmd', { find: 'anything' }, newRequestId()));
    expect(event.kind).toBe('message');
    if (event.kind !== 'message') return;
    expect(event.message.body).toMatchObject({ ok: 0, code: 352 });
  });
});
