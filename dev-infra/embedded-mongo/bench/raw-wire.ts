import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { deserialize, serialize, type Document } from 'bson';

/**
 * What the server answers when the client costs almost nothing: findOne commands written as
 * OP_MSG bytes ahead of time and sent on one socket, `inFlight` at a time. The driver spends
 * more CPU per findOne than the server does, so through it one client measures the driver;
 * this measures the server. Each reply is still decoded and checked.
 */
export async function rawFindsPerSecond(
  uri: string,
  target: { db: string; coll: string; field: string; docs: number; value: (i: number) => string },
  seconds: number,
  inFlight = 32,
): Promise<number> {
  const { hostname, port } = new URL(uri);
  const socket = await new Promise<Socket>((resolve, reject) => {
    const s = connect(Number(port), hostname, () => resolve(s)).once('error', reject);
  });
  socket.setNoDelay(true);
  const expected = new Map<number, number>();
  let nextId = 1;
  const send = () => {
    const i = Math.floor(Math.random() * target.docs);
    const id = nextId++;
    expected.set(id, i);
    const filter = { [target.field]: target.value(i) };
    const body = serialize({ find: target.coll, filter, limit: 1, singleBatch: true, $db: target.db });
    const header = Buffer.alloc(21);
    header.writeInt32LE(21 + body.length, 0);
    header.writeInt32LE(id, 4);
    header.writeInt32LE(2013, 12); // OP_MSG; flags 0 and section kind 0 stay zero
    socket.write(Buffer.concat([header, body]));
  };
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  let answered = 0;
  await new Promise<void>((resolve, reject) => {
    let pending: Buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      while (pending.length >= 4 && pending.length >= pending.readInt32LE(0)) {
        const length = pending.readInt32LE(0);
        const reply = deserialize(pending.subarray(21, length)) as Document;
        const i = expected.get(pending.readInt32LE(8));
        pending = pending.subarray(length);
        const doc = (reply.cursor as { firstBatch?: Document[] } | undefined)?.firstBatch?.[0];
        if (reply.ok !== 1 || doc?.n !== i) return reject(new Error(`raw find returned ${JSON.stringify(reply)}`));
        answered += 1;
        if (performance.now() < until) send();
        else if (answered === nextId - 1) return resolve();
      }
    });
    socket.once('error', reject);
    for (let k = 0; k < inFlight; k++) send();
  });
  const elapsed = (performance.now() - started) / 1000;
  socket.destroy();
  return answered / elapsed;
}
