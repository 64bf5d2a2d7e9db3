import { HEADER_SIZE, Limits } from './constants';

export type MessageHeader = {
  messageLength: number;
  requestId: number;
  responseTo: number;
  opCode: number;
};

/** `raw` is the whole message, header included, as checksums cover it. */
export type RawMessage = { header: MessageHeader; body: Buffer; raw: Buffer };

export class FramingError extends Error {}

/**
 * Cuts a TCP byte stream into whole wire messages. A length outside what MongoDB accepts
 * is a protocol violation: the connection cannot be resynchronised and must be closed.
 */
export class MessageFramer {
  private chunks: Buffer[] = [];
  private buffered = 0;

  push(chunk: Buffer): RawMessage[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const messages: RawMessage[] = [];
    for (;;) {
      if (this.buffered < 4) break;
      const head = this.peek(4);
      const messageLength = head.readInt32LE(0);
      if (messageLength < HEADER_SIZE || messageLength > Limits.maxMessageSizeBytes) {
        throw new FramingError(`invalid message length ${messageLength}`);
      }
      if (this.buffered < messageLength) break;
      const bytes = this.take(messageLength);
      messages.push({
        header: {
          messageLength,
          requestId: bytes.readInt32LE(4),
          responseTo: bytes.readInt32LE(8),
          opCode: bytes.readInt32LE(12),
        },
        body: bytes.subarray(HEADER_SIZE),
        raw: bytes,
      });
    }
    return messages;
  }

  private peek(n: number): Buffer {
    const first = this.chunks[0] as Buffer;
    if (first.length >= n) return first;
    this.chunks = [Buffer.concat(this.chunks)];
    return this.chunks[0] as Buffer;
  }

  private take(n: number): Buffer {
    const all = this.chunks.length === 1 ? (this.chunks[0] as Buffer) : Buffer.concat(this.chunks);
    const out = all.subarray(0, n);
    const rest = all.subarray(n);
    this.chunks = rest.length ? [rest] : [];
    this.buffered = rest.length;
    return out;
  }
}

export function encodeMessage(requestId: number, responseTo: number, opCode: number, payload: Buffer[]): Buffer {
  const length = HEADER_SIZE + payload.reduce((n, b) => n + b.length, 0);
  const header = Buffer.alloc(HEADER_SIZE);
  header.writeInt32LE(length, 0);
  header.writeInt32LE(requestId, 4);
  header.writeInt32LE(responseTo, 8);
  header.writeInt32LE(opCode, 12);
  return Buffer.concat([header, ...payload], length);
}
