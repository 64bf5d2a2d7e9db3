// Owns its stack: catalog runs with a storage capacity (TRIAL_STORAGE_BYTES) and upload rate (UPLOADS_PER_MINUTE) of its own.
/*
 * Attack: filling a kitchen's storage through `POST /api/upload`. A cook fired 25 uploads in 0.2 s
 * and all landed; an admin could upload any number of videos, whatever the plan's storage capacity.
 * Below: a burst of uploads by one cook (the ones past the per-user rate must be 429
 * TOO_MANY_REQUESTS), parallel uploads racing for the last bytes of a kitchen's storage (the total
 * stored must never pass the capacity) and uploads into a full kitchen (refused, PLAN_LIMIT_REACHED
 * with used/allowed, in the caller's language). The capacity is made reachable with catalog's
 * TRIAL_STORAGE_BYTES: the seeded Demo Kitchen is in its free trial.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startStack, type Stack } from '@brigade/dev-stack';
import { gql, signIn } from '@brigade/test-kit';

const CAPACITY = 8000;
const RATE = 20;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWP4X8EAQVDqfwUDAF3yCMvb+BkYAAAAAElFTkSuQmCC',
  'base64',
);
/** Stored as received: 736 bytes each. */
const WEBM = Buffer.from(readFileSync(join(__dirname, '../../../services/catalog/test/fixtures/tiny.webm.b64'), 'utf8'), 'base64');

let stack: Stack;
let base: string;
let admin: string;
let cook: string;

beforeAll(async () => {
  stack = await startStack({
    seed: true,
    output: 'silent',
    ports: { mongo: 0, gateway: 0, services: { identity: 0, kitchen: 0, catalog: 0, recipe: 0, billing: 0 } },
    serviceEnv: { catalog: { TRIAL_STORAGE_BYTES: String(CAPACITY), UPLOADS_PER_MINUTE: String(RATE) } },
  });
  base = stack.gatewayUrl.replace(/\/graphql$/, '');
  [admin, cook] = await Promise.all([
    signIn(stack.gatewayUrl, 'admin@demo.brigade.local'),
    signIn(stack.gatewayUrl, 'cook@demo.brigade.local'),
  ]);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

type Answer = {
  status: number;
  body: { size?: number; error?: string; code?: string; retryAfterSeconds?: number; used?: number; allowed?: number };
};

async function upload(bytes: Buffer, token: string, headers: Record<string, string> = {}): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'upload');
  const res = await fetch(`${base}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}`, ...headers }, body: form });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

async function usage(token: string) {
  const reply = await gql(stack.gatewayUrl, `{ getStorageUsage { usedBytes allowedBytes } }`, token);
  return reply.body.data?.getStorageUsage as { usedBytes: number; allowedBytes: number } | undefined;
}

test('a burst of 25 uploads by one cook: the ones past the rate are 429 TOO_MANY_REQUESTS, nothing else', async () => {
  const answers = await Promise.all(Array.from({ length: 25 }, () => upload(PNG, cook)));
  const limited = answers.filter((a) => a.status === 429);
  expect(answers.filter((a) => a.status === 200)).toHaveLength(RATE);
  expect(limited).toHaveLength(25 - RATE);
  for (const { body } of limited) {
    expect(body).toEqual({
      error: expect.stringMatching(/too many uploads/i),
      code: 'TOO_MANY_REQUESTS',
      retryAfterSeconds: expect.any(Number),
    });
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(60);
  }
});

test('parallel uploads racing for the last bytes never store more than the capacity', async () => {
  const before = await usage(admin);
  expect(before).toEqual({ usedBytes: expect.any(Number), allowedBytes: CAPACITY });
  const answers = await Promise.all(Array.from({ length: 15 }, () => upload(WEBM, admin)));
  const stored = answers.filter((a) => a.status === 200);
  const refused = answers.filter((a) => a.status !== 200);
  expect(refused.length).toBeGreaterThan(0);
  expect(refused.map((a) => a.body.code)).toEqual(refused.map(() => 'PLAN_LIMIT_REACHED'));
  const after = await usage(admin);
  expect(after?.usedBytes).toBe((before?.usedBytes ?? 0) + stored.length * WEBM.length);
  expect(after?.usedBytes).toBeLessThanOrEqual(CAPACITY);
  // Only as many as fitted were refused: the next one would not have fitted either.
  expect((after?.usedBytes ?? 0) + WEBM.length).toBeGreaterThan(CAPACITY);
});

test('an upload into a full kitchen is refused with the usage, in the caller language, and stores nothing', async () => {
  const full = await usage(admin);
  const answer = await upload(WEBM, admin, { locale: 'nl' });
  expect(answer).toEqual({
    status: 403,
    body: { error: expect.stringMatching(/opslag/i), code: 'PLAN_LIMIT_REACHED', used: full?.usedBytes, allowed: CAPACITY },
  });
  const english = await upload(WEBM, admin);
  expect(english.body.error).toMatch(/storage/i);
  expect(await usage(admin)).toEqual(full);
});

test('the cook does not read the kitchen storage usage (the console shows it to admins)', async () => {
  const reply = await gql(stack.gatewayUrl, `{ getStorageUsage { usedBytes allowedBytes } }`, cook);
  expect(reply.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});
