import { crc32c } from '@node-rs/crc32';
import { deserialize, serialize, type Document } from 'bson';
import { CommandError } from '../errors';
import { KNOWN_REQUIRED_FLAGS, Limits, MsgFlags, OpCode } from './constants';
import { encodeMessage, type RawMessage } from './framer';

export type OpMsgRequest = {
  flags: number;
  moreToCome: boolean;
  command: Document;
  /** Size of the body section: above 16 MB a document in it may be too large. */
  bodyBytes: number;
};

/** Commands keep their exact BSON number types; see bson-values.ts for the stored form. */
const DESERIALIZE_OPTIONS = { promoteValues: false, promoteBuffers: false, bsonRegExp: true } as const;

function readCString(buf: Buffer, offset: number): [string, number] {
  const end = buf.indexOf(0, offset);
  if (end < 0) throw new CommandError('FailedToParse', 'unterminated cstring in OP_MSG section');
  return [buf.toString('utf8', offset, end), end + 1];
}

function readDocument(buf: Buffer, offset: number, limit: number): [Document, number] {
  if (offset + 4 > buf.length) throw new CommandError('FailedToParse', 'truncated BSON document');
  const size = buf.readInt32LE(offset);
  if (size < 5 || offset + size > buf.length) throw new CommandError('FailedToParse', 'invalid BSON document size');
  if (size > limit) {
    throw new CommandError('BSONObjectTooLarge', `BSONObj size: ${size} is invalid. Size must be between 0 and ${limit}`);
  }
  return [deserialize(buf.subarray(offset, offset + size), DESERIALIZE_OPTIONS), offset + size];
}

/** Parses an OP_MSG body (the bytes after the header) into one command document. */
export function decodeOpMsg(message: RawMessage): OpMsgRequest {
  const body = message.body;
  if (body.length < 5) throw new CommandError('FailedToParse', 'OP_MSG too short');
  const flags = body.readUInt32LE(0);
  const unknownRequired = flags & 0xffff & ~KNOWN_REQUIRED_FLAGS;
  if (unknownRequired) throw new CommandError('FailedToParse', `Unrecognized OP_MSG flags: ${unknownRequired}`);
  let end = body.length;
  if (flags & MsgFlags.checksumPresent) {
    end -= 4;
    const expected = body.readUInt32LE(end);
    const actual = crc32c(message.raw.subarray(0, message.raw.length - 4));
    if (expected !== actual) throw new CommandError('FailedToParse', 'OP_MSG checksum does not match contents');
  }
  let command: Document | undefined;
  let bodyBytes = 0;
  const sequences: [string, Document[]][] = [];
  let offset = 4;
  while (offset < end) {
    const kind = body[offset];
    offset += 1;
    if (kind === 0) {
      if (command) throw new CommandError('FailedToParse', 'multiple body sections in OP_MSG');
      bodyBytes = body.readInt32LE(offset);
      [command, offset] = readDocument(body, offset, Limits.maxCommandSize);
    } else if (kind === 1) {
      const size = body.readInt32LE(offset);
      const sectionEnd = offset + size;
      if (size < 5 || sectionEnd > end) throw new CommandError('FailedToParse', 'invalid document sequence size');
      let id: string;
      [id, offset] = readCString(body, offset + 4);
      const docs: Document[] = [];
      while (offset < sectionEnd) {
        let doc: Document;
        [doc, offset] = readDocument(body, offset, Limits.maxBsonObjectSize);
        docs.push(doc);
      }
      sequences.push([id, docs]);
    } else {
      throw new CommandError('FailedToParse', `unknown OP_MSG section kind ${String(kind)}`);
    }
  }
  if (!command) throw new CommandError('FailedToParse', 'OP_MSG has no body section');
  for (const [id, docs] of sequences) {
    if (id in command) throw new CommandError('FailedToParse', `duplicate field ${id} in OP_MSG`);
    command[id] = docs;
  }
  return { flags, moreToCome: Boolean(flags & MsgFlags.moreToCome), command, bodyBytes };
}

export function encodeOpMsg(requestId: number, responseTo: number, reply: Document): Buffer {
  const flags = Buffer.alloc(5); // flagBits = 0, then section kind 0
  const body = serialize(reply);
  // A view of serialize's bytes, not a copy: encodeMessage copies them once into the message.
  return encodeMessage(requestId, responseTo, OpCode.OP_MSG, [flags, Buffer.from(body.buffer, body.byteOffset, body.byteLength)]);
}
