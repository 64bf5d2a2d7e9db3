// Owns its stack: it SIGKILLs and restarts catalog mid-write (stack.killService/startService), which a shared stack's other files would feel.
import { randomUUID } from 'node:crypto';
import { startStack, type Stack } from '@brigade/dev-stack';
import { MongoClient } from 'mongodb';
import { errorCodes, gql, signIn, until, type Reply } from '@brigade/test-kit';

/**
 * Proves that a client may retry a creating mutation safely: with the same Idempotency-Key, a
 * retry returns the first result and writes nothing, also when the owning service (catalog) was
 * SIGKILLed right after its write and restarted; a key reused for other input is refused with
 * CONFLICT; a malformed key is a 400 BAD_USER_INPUT before anything runs; recipe's
 * CreateRecipeMenu is covered too. Without a key, each call writes (today's behaviour).
 */
let stack: Stack;
let mongo: MongoClient;
let admin: string;

beforeAll(async () => {
  stack = await startStack({
    seed: true,
    output: 'silent',
    ports: { mongo: 0, gateway: 0, services: { identity: 0, kitchen: 0, catalog: 0, recipe: 0, billing: 0 } },
  });
  mongo = await MongoClient.connect(stack.mongoUri);
  admin = await signIn(stack.gatewayUrl, 'admin@demo.brigade.local');
}, 120_000);

afterAll(async () => {
  await mongo?.close();
  await stack?.stop();
});

const categories = () => mongo.db('brigade_catalog').collection('categories');
const createCategory = (name: string, key?: string) =>
  gql(
    stack.gatewayUrl,
    'mutation ($i: CategoryInput!) { CreateCategory(input: $i) { id name } }',
    admin,
    key ? { 'Idempotency-Key': key } : {},
    { i: { name } },
  );
const createdId = (reply: Reply) => (reply.body.data?.CreateCategory as { id: string } | undefined)?.id;

test('a retry with the same key returns the first result and writes once; another key writes again', async () => {
  const key = randomUUID();
  const first = await createCategory('Retried once', key);
  const retry = await createCategory('Retried once', key);
  expect(createdId(first)).toMatch(/^[0-9a-f]{24}$/);
  expect(retry.body).toEqual(first.body);
  expect(await categories().countDocuments({ name: 'Retried once' })).toBe(1);
  await createCategory('Retried once', randomUUID());
  // A new submission (new key) is a new request: the name rule answers it, not the key.
  expect(await categories().countDocuments({ name: 'Retried once' })).toBe(1);
});

test('the same key with other input is refused with CONFLICT, and writes nothing', async () => {
  const key = randomUUID();
  await createCategory('Keyed first', key);
  const reused = await createCategory('Keyed second', key);
  expect(errorCodes(reused)).toEqual(['CONFLICT']);
  expect(reused.body.errors?.[0]?.message).toMatch(/already used for a different request/);
  expect(await categories().countDocuments({ name: 'Keyed second' })).toBe(0);
});

test('a malformed key is a 400 BAD_USER_INPUT that names the header', async () => {
  for (const bad of ['short', 'x'.repeat(129), 'has spaces in it, sixteen+']) {
    const reply = await createCategory('Never written', bad);
    expect(reply.status).toBe(400);
    expect(errorCodes(reply)).toEqual(['BAD_USER_INPUT']);
    expect(reply.body.errors?.[0]?.message).toMatch(/Idempotency-Key/);
  }
  expect(await categories().countDocuments({ name: 'Never written' })).toBe(0);
});

test('catalog killed right after the write: the retry after its restart finds one record and gets its id', async () => {
  const key = randomUUID();
  const keys = mongo.db('brigade_catalog').collection('idempotency_keys');
  const first = createCategory('Survives a crash', key).catch((error: unknown) => error);
  await until(async () => (await keys.countDocuments({ _id: { $regex: `:${key}$` } as never, state: 'done' })) === 1, Boolean, {
    timeoutMs: 10_000,
  });
  await stack.killService('catalog');
  const lost = await first;
  process.stdout.write(`retry-duplicates: first reply ${lost instanceof Error || errorCodes(lost as Reply).length ? 'lost' : 'arrived'}\n`);
  const stored = await categories().findOne({ name: 'Survives a crash' });
  expect(stored).not.toBeNull();

  await stack.startService('catalog');
  const retry = await createCategory('Survives a crash', key);
  expect(createdId(retry)).toBe(stored?._id.toHexString());
  expect(await categories().countDocuments({ name: 'Survives a crash' })).toBe(1);
});

test("recipe's CreateRecipeMenu: 10 concurrent sends of one key create one recipe, and all get its id", async () => {
  const key = randomUUID();
  const create = () =>
    gql(stack.gatewayUrl, 'mutation { CreateRecipeMenu(input: { title: "Keyed stock" }) { id } }', admin, { 'Idempotency-Key': key });
  const replies = await Promise.all(Array.from({ length: 10 }, create));
  expect(new Set(replies.map((r) => JSON.stringify(r.body))).size).toBe(1);
  expect(await mongo.db('brigade_recipe').collection('recipemenus').countDocuments({ title: 'Keyed stock' })).toBe(1);
});

test("identity's CreateKitchenCook sent twice with one key registers one cook (and mails once)", async () => {
  const key = randomUUID();
  const create = () =>
    gql(
      stack.gatewayUrl,
      'mutation { CreateKitchenCook(input: { fName: "Keyed", lName: "Cook", email: "keyed.cook@demo.brigade.local" }) { user { id } } }',
      admin,
      { 'Idempotency-Key': key },
    );
  const [a, b] = [await create(), await create()];
  expect(a.body.errors).toBeUndefined();
  expect(b.body).toEqual(a.body);
  expect(await mongo.db('brigade_identity').collection('users').countDocuments({ email: 'keyed.cook@demo.brigade.local' })).toBe(1);
});
