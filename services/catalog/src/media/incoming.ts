import type { Readable } from 'node:stream';

/** An upload's bytes: the first ones read ahead (to sniff), the rest still on the wire. */
export type Incoming = {
  head: Buffer;
  /** Every byte, the head first, pulled as the consumer goes (no buffering here). */
  all(): AsyncGenerator<Buffer>;
  /** Stops reading and lets the source go. */
  discard(): Promise<void>;
};

export async function readHead(file: Readable, bytes: number): Promise<Incoming> {
  const source = (file as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  const parts: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes && !ended) {
    const next = await source.next();
    if (next.done) ended = true;
    else {
      parts.push(next.value);
      length += next.value.length;
    }
  }
  const head = Buffer.concat(parts, length);
  const discard = async () => {
    await source.return?.();
  };
  return {
    head,
    async *all() {
      try {
        if (head.length > 0) yield head;
        if (ended) return;
        for (let next = await source.next(); !next.done; next = await source.next()) yield next.value;
      } finally {
        await discard();
      }
    },
    discard,
  };
}

/** Passes the bytes through, failing with `tooBig()` as soon as more than `max` went by. */
export async function* limited(chunks: AsyncIterable<Buffer>, max: number, tooBig: () => Error): AsyncGenerator<Buffer> {
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.length;
    if (size > max) throw tooBig();
    yield chunk;
  }
}

export async function collect(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}
