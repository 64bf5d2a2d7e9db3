import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { newKitchen, sharedStack, type SharedStack } from '@brigade/test-kit';

/**
 * Media through the gateway, with every service in its own process: uploads with a bearer token
 * stream to catalog, and `/media/:id` serves them to callers without one (an `<img>` sends none).
 * The uploader is the admin of this file's own kitchen, on the shared stack.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWP4X8EAQVDqfwUDAF3yCMvb+BkYAAAAAElFTkSuQmCC',
  'base64',
);
const WEBM = Buffer.from(readFileSync(join(__dirname, '../../services/catalog/test/fixtures/tiny.webm.b64'), 'utf8'), 'base64');

let stack: SharedStack;
let base: string;
let token: string;

beforeAll(async () => {
  stack = await sharedStack();
  base = stack.gatewayUrl.replace(/\/graphql$/, '');
  token = (await newKitchen(stack)).admin.token;
}, 180_000);

type Uploaded = { id: string; url: string; contentType: string; size: number };

async function upload(bytes: Buffer, options: { type?: string; purpose?: string; token?: string | null } = {}) {
  const form = new FormData();
  if (options.purpose) form.append('purpose', options.purpose);
  form.append('file', new Blob([bytes], { type: options.type ?? 'application/octet-stream' }), 'upload');
  const bearer = options.token === undefined ? token : options.token;
  const res = await fetch(`${base}/api/upload`, {
    method: 'POST',
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Uploaded & { error?: string; code?: string } };
}

test('an uploaded picture is served at /media/<id> without a token, as WebP, cacheable forever', async () => {
  const { status, body } = await upload(PNG, { type: 'image/png', purpose: 'image' });
  expect(status).toBe(200);
  expect(body).toEqual({
    id: expect.stringMatching(/^[0-9a-f]{32}$/),
    url: `/media/${body.id}`,
    contentType: 'image/webp',
    size: expect.any(Number),
  });

  const res = await fetch(`${base}${body.url}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(res.status).toBe(200);
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  expect(bytes.length).toBe(body.size);
  expect(
    Object.fromEntries(['content-type', 'cache-control', 'etag', 'x-content-type-options'].map((h) => [h, res.headers.get(h)])),
  ).toEqual({
    'content-type': 'image/webp',
    'cache-control': 'public, max-age=31536000, immutable',
    etag: `"${body.id}"`,
    'x-content-type-options': 'nosniff',
  });
  const again = await fetch(`${base}${body.url}`, { headers: { 'if-none-match': `"${body.id}"` } });
  expect(again.status).toBe(304);
  const head = await fetch(`${base}${body.url}`, { method: 'HEAD' });
  expect([head.status, head.headers.get('content-length')]).toEqual([200, String(body.size)]);
});

test('a video seeks through the gateway: a Range request is a 206 with exactly those bytes', async () => {
  const { status, body } = await upload(WEBM, { type: 'video/webm', purpose: 'video' });
  expect([status, body.contentType]).toEqual([200, 'video/webm']);
  const res = await fetch(`${base}${body.url}`, { headers: { range: 'bytes=10-99' } });
  expect(res.status).toBe(206);
  expect(res.headers.get('content-range')).toBe(`bytes 10-99/${WEBM.length}`);
  expect(res.headers.get('accept-ranges')).toBe('bytes');
  expect(Buffer.from(await res.arrayBuffer()).equals(WEBM.subarray(10, 100))).toBe(true);
  expect((await fetch(`${base}${body.url}`, { headers: { range: `bytes=${WEBM.length}-` } })).status).toBe(416);
});

test('uploading needs a valid bearer token', async () => {
  expect(await upload(PNG, { token: null })).toEqual({ status: 401, body: { error: 'Sign in to upload', code: 'UNAUTHENTICATED' } });
  const forged = await upload(PNG, { token: `${token.slice(0, -4)}AAAA` });
  expect([forged.status, forged.body.code]).toEqual([401, 'UNAUTHENTICATED']);
});

test('a script named as a picture, and a picture over 10 MB, are refused with the spec message', async () => {
  const script = Buffer.from('#!/bin/sh\necho pwned\n');
  expect(await upload(script, { type: 'image/png' })).toEqual({ status: 400, body: { error: 'Failed to upload images' } });
  const big = Buffer.concat([PNG, randomBytes(11 * 1024 * 1024)]);
  expect(await upload(big, { type: 'image/png', purpose: 'image' })).toEqual({ status: 400, body: { error: 'Failed to upload images' } });
});

test('a body announced over the upload limit is refused before it is read', async () => {
  const status = await new Promise<number>((resolve, reject) => {
    const req = request(`${base}/api/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(300 * 1024 * 1024),
      },
    });
    req.on('response', (res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
      req.destroy();
    });
    req.on('error', reject);
    req.write(Buffer.alloc(1024));
  });
  expect(status).toBe(413);
});

test('unknown and malformed media ids are 404', async () => {
  expect((await fetch(`${base}/media/${randomBytes(16).toString('hex')}`)).status).toBe(404);
  expect((await fetch(`${base}/media/not-an-id`)).status).toBe(404);
});
