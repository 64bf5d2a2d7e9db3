import { createHash, randomBytes } from 'node:crypto';
import { GridFSBucket, MongoClient, ObjectId, type Db, type GridFSBucketReadStream } from 'mongodb';
import { closeTargetDb, openTargetDb, type Target } from '../support/target';

let target: Target;
let client: MongoClient;
let db: Db;
let bucket: GridFSBucket;

const SIZE = 20 * 1024 * 1024;
const CHUNK = 255 * 1024;
let data: Buffer;
let fileId: ObjectId;

function sha256(buf: Buffer): string {
  return createHash('sha256').update(buf).digest('hex');
}

async function readAll(stream: GridFSBucketReadStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

beforeAll(async () => {
  ({ target, client, db } = await openTargetDb('gridfs'));
  bucket = new GridFSBucket(db);
  data = randomBytes(SIZE);
  const upload = bucket.openUploadStream('big.bin', { metadata: { kind: 'random' } });
  fileId = upload.id;
  await new Promise<void>((resolve, reject) => {
    upload.once('finish', () => resolve());
    upload.once('error', reject);
    upload.end(data);
  });
});

afterAll(() => closeTargetDb({ target, client, db }));

test('a 20 MB upload downloads back byte-identical', async () => {
  const back = await readAll(bucket.openDownloadStream(fileId));
  expect(back.length).toBe(SIZE);
  expect(sha256(back)).toBe(sha256(data));
});

test('download by name returns the same bytes', async () => {
  const back = await readAll(bucket.openDownloadStreamByName('big.bin'));
  expect(sha256(back)).toBe(sha256(data));
});

test('find({ filename }) lists the file with its length, chunkSize and metadata', async () => {
  const files = await bucket.find({ filename: 'big.bin' }).toArray();
  expect(files).toHaveLength(1);
  const f = files[0];
  expect(f?._id.toHexString()).toBe(fileId.toHexString());
  expect(f?.length).toBe(SIZE);
  expect(f?.chunkSize).toBe(CHUNK);
  expect(f?.metadata).toEqual({ kind: 'random' });
  expect(f?.uploadDate).toBeInstanceOf(Date);
  const chunks = await db.collection('fs.chunks').countDocuments({ files_id: fileId });
  expect(chunks).toBe(Math.ceil(SIZE / CHUNK));
});

test('a partial download with start/end returns exactly that slice', async () => {
  const ranges: Array<[number, number]> = [
    [0, 10],
    [1_000_000, 1_000_100],
    [CHUNK - 5, CHUNK + 5],
    [SIZE - 3 * CHUNK - 17, SIZE - 1],
    [SIZE - 100, SIZE],
  ];
  for (const [start, end] of ranges) {
    const part = await readAll(bucket.openDownloadStream(fileId, { start, end }));
    expect(part.length).toBe(end - start);
    expect(part.equals(data.subarray(start, end))).toBe(true);
  }
});

test('a small file round-trips and delete(id) removes the file and its chunks', async () => {
  const small = Buffer.from('hello gridfs');
  const up = bucket.openUploadStream('small.txt', { chunkSizeBytes: 4 });
  await new Promise<void>((resolve, reject) => {
    up.once('finish', () => resolve());
    up.once('error', reject);
    up.end(small);
  });
  expect(await db.collection('fs.chunks').countDocuments({ files_id: up.id })).toBe(3);
  expect((await readAll(bucket.openDownloadStream(up.id))).toString()).toBe('hello gridfs');

  await bucket.delete(up.id);
  expect(await bucket.find({ _id: up.id }).toArray()).toEqual([]);
  expect(await db.collection('fs.chunks').countDocuments({ files_id: up.id })).toBe(0);
  // The big file is untouched.
  expect(await bucket.find({ filename: 'big.bin' }).toArray()).toHaveLength(1);
});

test('deleting the big file removes all its chunks', async () => {
  await bucket.delete(fileId);
  expect(await bucket.find({ filename: 'big.bin' }).toArray()).toEqual([]);
  expect(await db.collection('fs.chunks').countDocuments({ files_id: fileId })).toBe(0);
  await expect(readAll(bucket.openDownloadStream(fileId))).rejects.toThrow();
});
