import { deserialize, Long, serialize, type Document } from 'bson';
import { CommandError } from '../errors';
import { OpCode } from './constants';
import { encodeMessage, type RawMessage } from './framer';

export type OpQueryRequest = { collection: string; command: Document };

/**
 * Legacy OP_QUERY, which drivers still use for the first hello/isMaster of a connection.
 * Layout: int32 flags, cstring fullCollectionName, int32 skip, int32 return, document query.
 */
export function decodeOpQuery(message: RawMessage): OpQueryRequest {
  const body = message.body;
  const nameEnd = body.indexOf(0, 4);
  if (nameEnd < 0) throw new CommandError('FailedToParse', 'unterminated collection name in OP_QUERY');
  const collection = body.toString('utf8', 4, nameEnd);
  const docStart = nameEnd + 1 + 8;
  if (docStart + 5 > body.length) throw new CommandError('FailedToParse', 'OP_QUERY has no query document');
  const size = body.readInt32LE(docStart);
  if (docStart + size > body.length) throw new CommandError('FailedToParse', 'invalid OP_QUERY document size');
  let query = deserialize(body.subarray(docStart, docStart + size), { promoteValues: false });
  // Old drivers wrap the command when they pass a read preference.
  if (query.$query && typeof query.$query === 'object') query = query.$query as Document;
  return { collection, command: query };
}

export function encodeOpReply(requestId: number, responseTo: number, reply: Document, queryFailure = false): Buffer {
  const head = Buffer.alloc(20);
  head.writeInt32LE(queryFailure ? 2 : 0, 0); // responseFlags: bit 1 is QueryFailure
  const cursorId = Long.ZERO;
  head.writeInt32LE(cursorId.low, 4);
  head.writeInt32LE(cursorId.high, 8);
  head.writeInt32LE(0, 12); // startingFrom
  head.writeInt32LE(1, 16); // numberReturned
  return encodeMessage(requestId, responseTo, OpCode.OP_REPLY, [head, Buffer.from(serialize(reply))]);
}
