import { crc32 } from 'node:zlib';
import { deserialize, serialize, type Document } from 'bson';

/** On-disk record: uint32 length, uint32 crc32 of the BSON bytes, the BSON bytes. */
export function encodeFrame(doc: Document): Buffer {
  const bson = serialize(doc);
  const head = Buffer.alloc(8);
  head.writeUInt32LE(bson.length, 0);
  head.writeUInt32LE(crc32(bson), 4);
  return Buffer.concat([head, bson]);
}

export type FrameScan = { docs: Document[]; validBytes: number; torn: boolean };

/** Reads frames until the end or the first frame that is cut short or fails its checksum. */
export function decodeFrames(buf: Buffer): FrameScan {
  const docs: Document[] = [];
  let offset = 0;
  while (offset < buf.length) {
    if (offset + 8 > buf.length) return { docs, validBytes: offset, torn: true };
    const length = buf.readUInt32LE(offset);
    const sum = buf.readUInt32LE(offset + 4);
    const end = offset + 8 + length;
    if (end > buf.length) return { docs, validBytes: offset, torn: true };
    const bson = buf.subarray(offset + 8, end);
    if (crc32(bson) !== sum) return { docs, validBytes: offset, torn: true };
    docs.push(deserialize(bson, { promoteValues: false, bsonRegExp: true }));
    offset = end;
  }
  return { docs, validBytes: offset, torn: false };
}
