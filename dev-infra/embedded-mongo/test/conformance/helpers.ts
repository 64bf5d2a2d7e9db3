/**
 * Shared helpers for the conformance suite. Nothing here knows whether the target is the
 * embedded engine or a real mongod: they only drive the public driver and raw sockets.
 */
import { connect, type Socket } from 'node:net';
import { BSON, MongoServerError, type Document, type WriteError } from 'mongodb';

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `check` until it returns true or `timeoutMs` elapses; returns the last result. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, intervalMs = 100): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await sleep(intervalMs);
  }
}

/** Awaits `p`, which must reject; returns what it rejected with. */
export async function rejection(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (err: unknown) {
    return err;
  }
  throw new Error('expected the operation to fail, but it succeeded');
}

/** Awaits `p`, which must reject with a MongoServerError (or a subclass); returns it. */
export async function serverError(p: Promise<unknown>): Promise<MongoServerError> {
  const err = await rejection(p);
  if (!(err instanceof MongoServerError)) {
    throw new Error(`expected a MongoServerError, got: ${String(err)}`);
  }
  return err;
}

/** `MongoBulkWriteError.writeErrors` is one WriteError or an array of them. */
export function writeErrorList(errors: WriteError | readonly WriteError[]): WriteError[] {
  return Array.isArray(errors) ? [...(errors as readonly WriteError[])] : [errors as WriteError];
}

/** True if any object nested anywhere in `value` has `stage === name` (explain output). */
export function hasStage(value: unknown, name: string): boolean {
  if (Array.isArray(value)) return value.some((v) => hasStage(v, name));
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  if (record.stage === name) return true;
  return Object.values(record).some((v) => hasStage(v, name));
}

// ---------------------------------------------------------------------------------------
// Raw wire protocol
// ---------------------------------------------------------------------------------------

export const OP_REPLY = 1;
export const OP_MSG = 2013;
export const FLAG_CHECKSUM_PRESENT = 1 << 0;
export const FLAG_MORE_TO_COME = 1 << 1;

export function hostPort(uri: string): { host: string; port: number } {
  // Only the first host of a (possibly multi-host) mongodb:// uri.
  const withoutScheme = uri.replace(/^mongodb:\/\//, '');
  const afterCreds = withoutScheme.includes('@') ? withoutScheme.slice(withoutScheme.indexOf('@') + 1) : withoutScheme;
  const firstHost = afterCreds.split(/[/?,]/)[0] ?? '';
  const url = new URL(`http://${firstHost}`);
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port: url.port ? Number(url.port) : 27017 };
}

const CRC32C_TABLE: Uint32Array = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0x82f63b78 : c >>> 1;
    table[i] = c >>> 0;
  }
  return table;
})();

/** CRC-32C (Castagnoli), as used by the OP_MSG checksum. */
export function crc32c(buf: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of buf) {
    crc = (CRC32C_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

let nextRequestId = 1000;
export function newRequestId(): number {
  nextRequestId += 1;
  return nextRequestId;
}

/** A 16-byte standard message header. */
export function header(messageLength: number, requestId: number, responseTo: number, opCode: number): Buffer {
  const h = Buffer.alloc(16);
  h.writeInt32LE(messageLength, 0);
  h.writeInt32LE(requestId, 4);
  h.writeInt32LE(responseTo, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

/** Builds an OP_MSG with a single kind-0 section holding `bodyBytes` (already serialized). */
export function opMsgRaw(
  bodyBytes: Uint8Array,
  options: { requestId?: number; flags?: number; checksum?: boolean; opCode?: number } = {},
): Buffer {
  const checksum = options.checksum ?? false;
  const flags = (options.flags ?? 0) | (checksum ? FLAG_CHECKSUM_PRESENT : 0);
  const length = 16 + 4 + 1 + bodyBytes.length + (checksum ? 4 : 0);
  const flagBuf = Buffer.alloc(4);
  flagBuf.writeUInt32LE(flags >>> 0, 0);
  const parts: Buffer[] = [
    header(length, options.requestId ?? newRequestId(), 0, options.opCode ?? OP_MSG),
    flagBuf,
    Buffer.from([0]),
    Buffer.from(bodyBytes),
  ];
  const msg = Buffer.concat(parts);
  if (!checksum) return msg;
  const crc = Buffer.alloc(4);
  crc.writeUInt32LE(crc32c(msg), 0);
  return Buffer.concat([msg, crc]);
}

export function opMsg(body: Document, options: { requestId?: number; flags?: number; checksum?: boolean; opCode?: number } = {}): Buffer {
  return opMsgRaw(BSON.serialize(body), options);
}

export type RawMessage = { requestId: number; responseTo: number; opCode: number; flags: number; body: Document | null };
export type RawEvent = { kind: 'message'; message: RawMessage } | { kind: 'closed' } | { kind: 'timeout' };

function parseMessage(buf: Buffer): RawMessage {
  const requestId = buf.readInt32LE(4);
  const responseTo = buf.readInt32LE(8);
  const opCode = buf.readInt32LE(12);
  let flags = 0;
  let body: Document | null = null;
  try {
    if (opCode === OP_MSG) {
      flags = buf.readUInt32LE(16);
      const kind = buf.readUInt8(20);
      if (kind === 0) {
        const size = buf.readInt32LE(21);
        body = BSON.deserialize(buf.subarray(21, 21 + size));
      }
    } else if (opCode === OP_REPLY) {
      flags = buf.readInt32LE(16);
      const size = buf.readInt32LE(36);
      body = BSON.deserialize(buf.subarray(36, 36 + size));
    }
  } catch {
    body = null;
  }
  return { requestId, responseTo, opCode, flags, body };
}

/** A raw TCP connection that splits incoming bytes into wire-protocol messages. */
export class RawConnection {
  private buffered: Buffer = Buffer.alloc(0);
  private readonly messages: RawMessage[] = [];
  private waiter: (() => void) | null = null;
  private isClosed = false;

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffered = Buffer.concat([this.buffered, chunk]);
      while (this.buffered.length >= 4) {
        const len = this.buffered.readInt32LE(0);
        if (len < 16 || this.buffered.length < len) break;
        this.messages.push(parseMessage(this.buffered.subarray(0, len)));
        this.buffered = this.buffered.subarray(len);
      }
      this.wake();
    });
    const onClose = (): void => {
      this.isClosed = true;
      this.wake();
    };
    socket.on('close', onClose);
    socket.on('end', onClose);
    socket.on('error', onClose);
  }

  static open(uri: string): Promise<RawConnection> {
    const { host, port } = hostPort(uri);
    return new Promise((resolve, reject) => {
      const socket = connect({ host, port });
      socket.once('connect', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  get closed(): boolean {
    return this.isClosed;
  }

  private wake(): void {
    const w = this.waiter;
    this.waiter = null;
    if (w) w();
  }

  /** Writes bytes; a write to a connection the server already closed is not an error here. */
  write(bytes: Uint8Array): Promise<void> {
    if (this.isClosed) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.write(bytes, () => resolve());
    });
  }

  /** The next whole message, or 'closed', or 'timeout' after `timeoutMs`. */
  async next(timeoutMs: number): Promise<RawEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const message = this.messages.shift();
      if (message) return { kind: 'message', message };
      if (this.isClosed) return { kind: 'closed' };
      const remaining = deadline - Date.now();
      if (remaining <= 0) return { kind: 'timeout' };
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          this.waiter = null;
          resolve();
        }, remaining);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  destroy(): void {
    this.socket.destroy();
  }
}

/** Sends one message on a fresh connection and reports what came back first. */
export async function sendOnce(uri: string, bytes: Uint8Array, timeoutMs = 5000): Promise<RawEvent> {
  const conn = await RawConnection.open(uri);
  try {
    await conn.write(bytes);
    return await conn.next(timeoutMs);
  } finally {
    conn.destroy();
  }
}

/** 'closed', 'error-reply' (a reply whose body has ok: 0), 'ok-reply', 'other-reply' or 'timeout'. */
export function classify(event: RawEvent): string {
  if (event.kind !== 'message') return event.kind;
  const body = event.message.body;
  if (body && body.ok === 0) return 'error-reply';
  if (body && body.ok === 1) return 'ok-reply';
  return 'other-reply';
}
