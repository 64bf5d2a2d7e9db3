import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { newEvent } from '@brigade/events';
import { CLAIMS_HEADER, signCaller, type Caller, type RunningSubgraph } from '@brigade/service-kit';
import { objectId, startSubgraphHarness, TEST_KEY as KEY, user, type SubgraphHarness } from '@brigade/test-kit';
import { startCatalog } from '../src/app';
import { subscriptionEventHandlers } from '../src/kitchens/subscription-events';
import { deleteMedia, mediaQuota, removeKitchenMedia } from '../src/media';
import { GB } from '../src/media/quota';

/** Upload rate and storage capacity on catalog's media route, in-process, called as the gateway calls it. */
const CAPACITY = 4000;
const RATE = 8;
const WEBM = Buffer.from(readFileSync(join(__dirname, 'fixtures', 'tiny.webm.b64'), 'utf8'), 'base64');

const kitchenId = objectId;

let h: SubgraphHarness;
let catalog: RunningSubgraph;
let base: string;
const saved = { ...process.env };

beforeAll(async () => {
  process.env.TRIAL_STORAGE_BYTES = String(CAPACITY);
  process.env.UPLOADS_PER_MINUTE = String(RATE);
  h = await startSubgraphHarness({ name: 'catalog', start: startCatalog, dbName: 'catalog_quota' });
  catalog = h.service;
  base = catalog.url.replace(/\/graphql$/, '');
});

afterAll(async () => {
  process.env = saved;
  await h.stop();
});

type Answer = { status: number; body: { id: string; size: number; error?: string; code?: string; used?: number; allowed?: number } };

async function upload(caller: Caller, bytes: Buffer = WEBM, locale?: string): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'upload');
  const res = await fetch(`${base}/internal/media`, {
    method: 'POST',
    headers: { [CLAIMS_HEADER]: await signCaller(caller, KEY, 'catalog', { locale }) },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const USAGE = `query ($k: ID) { getStorageUsage(kitchenId: $k) { usedBytes allowedBytes } }`;
const usage = async (kitchen: string) => mediaQuota(catalog.connection).usage(kitchen);
const stated = (kitchen: string, storageCapacity: number | undefined, isFreeTrial: boolean, occurredAt: string) =>
  subscriptionEventHandlers(mediaQuota(catalog.connection)).SubscriptionChanged({
    ...newEvent(
      'SubscriptionChanged',
      {
        kitchenId: kitchen,
        planId: null,
        status: isFreeTrial ? 'TRIALING' : 'ACTIVE',
        limits: { cooksCount: 5, recipeCount: 100, dishesCount: 50, perCookViewRecipeCount: 100, storageCapacity },
        overdue: false,
        isFreeTrial,
        shouldShowAds: false,
        dueDate: null,
      },
      { producer: 'billing', aggregateId: kitchen },
    ),
    occurredAt,
  });

test('one user past UPLOADS_PER_MINUTE gets 429 TOO_MANY_REQUESTS with the wait, in their language; others are not held up', async () => {
  const kitchen = kitchenId();
  const cook = user(['COOK'], kitchen);
  const answers = await Promise.all(Array.from({ length: RATE + 3 }, () => upload(cook, WEBM, 'de')));
  // A cook's video is refused (403) but still counts: refused uploads cost work too.
  expect(answers.filter((a) => a.status === 403)).toHaveLength(RATE);
  const limited = answers.filter((a) => a.status === 429);
  expect(limited).toHaveLength(3);
  expect(limited[0]?.body).toEqual({
    error: expect.stringMatching(/^Zu viele Uploads/),
    code: 'TOO_MANY_REQUESTS',
    retryAfterSeconds: expect.any(Number),
  });
  expect((await upload(user(['ADMIN'], kitchen))).status).toBe(200);
});

test('parallel uploads never store more than the capacity; the refused ones say PLAN_LIMIT_REACHED with used and allowed', async () => {
  const kitchen = kitchenId();
  const admins = [user(['ADMIN'], kitchen), user(['ADMIN'], kitchen)];
  const answers = await Promise.all(Array.from({ length: 2 * RATE }, (_, i) => upload(admins[i % 2] as Caller)));
  const stored = answers.filter((a) => a.status === 200);
  expect(stored).toHaveLength(Math.floor(CAPACITY / WEBM.length));
  expect(await usage(kitchen)).toEqual({ usedBytes: stored.length * WEBM.length, allowedBytes: CAPACITY });
  const refused = answers.filter((a) => a.status !== 200);
  expect(refused.map((a) => [a.status, a.body.code, a.body.allowed])).toEqual(refused.map(() => [403, 'PLAN_LIMIT_REACHED', CAPACITY]));
  expect(refused[0]?.body.error).toMatch(/^The storage of your kitchen is full \(3\.6 kB of 3\.9 kB used\)/);
  const files = await catalog.connection.collection('media.files').countDocuments({ 'metadata.kitchenId': kitchen });
  expect(files).toBe(stored.length);
});

test('a video larger than the room left is refused while it streams in, and leaves nothing stored or held', async () => {
  const kitchen = kitchenId();
  const admin = user(['ADMIN'], kitchen);
  await upload(admin);
  const big = await upload(admin, Buffer.concat([WEBM, Buffer.alloc(256 * 1024)]));
  expect([big.status, big.body.code, big.body.used]).toEqual([403, 'PLAN_LIMIT_REACHED', WEBM.length]);
  expect(await usage(kitchen)).toEqual({ usedBytes: WEBM.length, allowedBytes: CAPACITY });
  expect(await catalog.connection.collection('media.files').countDocuments({ 'metadata.kitchenId': kitchen })).toBe(1);
  expect(await catalog.connection.collection('media.chunks').countDocuments()).toBe(
    await catalog.connection.collection('media.files').countDocuments(),
  );
});

test('deleting media gives its bytes back, once; a deleted kitchen takes its count with it', async () => {
  const kitchen = kitchenId();
  const admin = user(['ADMIN'], kitchen);
  const [a, b] = [await upload(admin), await upload(admin)];
  expect((await usage(kitchen)).usedBytes).toBe(2 * WEBM.length);
  await Promise.all([deleteMedia(catalog.connection, [a.body.id]), deleteMedia(catalog.connection, [a.body.id])]);
  expect((await usage(kitchen)).usedBytes).toBe(WEBM.length);
  expect(await removeKitchenMedia(catalog.connection, kitchen)).toBe(1);
  expect(await catalog.connection.collection('kitchen_storage').countDocuments({ _id: kitchen as never })).toBe(0);
  expect(b.status).toBe(200);
});

test("billing's statement sets the capacity: a paid plan its GB, a free trial at most the trial's; the newest wins", async () => {
  const kitchen = kitchenId();
  await stated(kitchen, 10, false, '2026-05-02T00:00:00.000Z');
  expect((await usage(kitchen)).allowedBytes).toBe(10 * GB);
  await stated(kitchen, 1, true, '2026-05-01T00:00:00.000Z');
  expect((await usage(kitchen)).allowedBytes).toBe(10 * GB);
  await stated(kitchen, 1, true, '2026-05-03T00:00:00.000Z');
  expect((await usage(kitchen)).allowedBytes).toBe(CAPACITY);
  // An event from before billing announced storage leaves the capacity as it was.
  await stated(kitchen, undefined, false, '2026-05-04T00:00:00.000Z');
  expect((await usage(kitchen)).allowedBytes).toBe(CAPACITY);
});

test('media stored before counting began are counted on the first upload', async () => {
  const kitchen = kitchenId();
  await catalog.connection
    .collection('media.files')
    .insertOne({ _id: 'e'.repeat(32) as never, length: 3900, metadata: { kitchenId: kitchen } });
  const answer = await upload(user(['ADMIN'], kitchen), WEBM, 'nl');
  expect(answer).toMatchObject({
    status: 403,
    body: { code: 'PLAN_LIMIT_REACHED', used: 3900, error: expect.stringMatching(/^De opslag/) },
  });
});

test('getStorageUsage: a kitchen admin reads their own kitchen, a super admin names one, a cook is FORBIDDEN', async () => {
  const kitchen = kitchenId();
  await upload(user(['ADMIN'], kitchen));
  const expected = { getStorageUsage: { usedBytes: WEBM.length, allowedBytes: CAPACITY } };
  expect((await h.call(USAGE, { k: kitchenId() }, user(['ADMIN'], kitchen))).data).toEqual(expected);
  expect((await h.call(USAGE, { k: kitchen }, user(['SUPER_ADMIN'], null))).data).toEqual(expected);
  const codes = async (caller: Caller, k?: string) =>
    (await h.call(USAGE, { k }, caller)).errors?.map((e) => [e.extensions?.code, e.extensions?.field]);
  expect(await codes(user(['COOK'], kitchen))).toEqual([['FORBIDDEN', undefined]]);
  expect(await codes(user(['SUPER_ADMIN'], null))).toEqual([['BAD_USER_INPUT', 'kitchenId']]);
  expect(await codes(user(['SUPER_ADMIN'], null), 'x')).toEqual([['BAD_USER_INPUT', 'kitchenId']]);
  expect(await codes({ kind: 'anonymous' })).toEqual([['UNAUTHENTICATED', undefined]]);
});
