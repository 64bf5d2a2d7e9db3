import type { RunningSubgraph } from '@brigade/service-kit';
import type { SubgraphCall } from '@brigade/test-kit';
import mongoose from 'mongoose';
import { as, startHarness, type Harness } from './support';

/** Reference data is answered from memory between changes, and no change is ever answered stale (README 'Reference cache'). */
let h: Harness;
let replica: RunningSubgraph;
let callReplica: SubgraphCall;
const DB = 'catalog_reference_cache';

beforeAll(async () => {
  h = await startHarness(DB);
  // A second replica of the service on the same database, as Kubernetes runs them.
  replica = await h.startReplica();
  callReplica = h.clientFor(as.anonymous, replica);
});

afterAll(async () => {
  mongoose.set('debug', false);
  await replica.stop();
  await h.stop();
});

const FIELDS = 'id name density pieceWeight allergens { code name }';
const ENTITIES = `query ($r: [_Any!]!) { _entities(representations: $r) { ... on Ingredient { ${FIELDS} } ... on Unit { id name } } }`;
const CREATE = `mutation ($input: IngredientInput!) { CreateIngredients(input: $input) { id } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateIngredientInput!) { UpdateIngredients(id: $id, input: $input) { id name } }`;
const DELETE = `mutation ($id: ID!) { DeleteIngredients(id: $id) { code } }`;

type Ingredient = { id: string; name: string; density: number | null; pieceWeight: number | null; allergens: { code: string }[] };

async function idOf(name: string): Promise<string> {
  const doc = await h.models.ingredients.findOne({ name }).lean();
  if (!doc) throw new Error(`no ingredient ${name}`);
  return doc._id.toHexString();
}

const entities = async (ids: string[], caller = as.cookA, via: 'first' | 'replica' = 'first') => {
  const r = ids.map((id) => ({ __typename: 'Ingredient', id }));
  const reply = await (via === 'first' ? h.call : callReplica)<{ _entities: (Ingredient | null)[] }>(ENTITIES, { r }, caller);
  if (reply.errors?.length || !reply.data) throw new Error(JSON.stringify(reply.errors));
  return reply.data._entities;
};

/** Collections the catalog read from MongoDB while `run` ran. */
async function readsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const reads: string[] = [];
  mongoose.set('debug', (collection: string, method: string) => {
    if (method === 'find' || method === 'findOne') reads.push(collection);
  });
  try {
    await run();
  } finally {
    mongoose.set('debug', false);
  }
  return reads;
}

test("a recipe's ingredients, allergens and kitchen conversions are read from MongoDB once, then from memory until something changes", async () => {
  const ids = [await idOf('Butter'), await idOf('Eggs')];
  const first = await entities(ids);
  expect(first.map((i) => i?.name)).toEqual(['Butter', 'Eggs']);
  const reads = await readsDuring(async () => expect(await entities(ids)).toEqual(first));
  // Only the counter that says whether anything changed.
  expect(reads).toEqual(['reference_generation']);
});

test('a rename is read at once, from the replica that wrote it and from another one', async () => {
  const { CreateIngredients } = await h.ok<{ CreateIngredients: { id: string } }>(CREATE, { input: { name: 'Shallot' } }, as.superAdmin);
  const id = CreateIngredients.id;
  expect((await entities([id]))[0]?.name).toBe('Shallot');
  expect((await entities([id], as.cookA, 'replica'))[0]?.name).toBe('Shallot');

  await h.ok(UPDATE, { id, input: { name: 'Banana shallot' } }, as.superAdmin);
  expect((await entities([id]))[0]?.name).toBe('Banana shallot');
  expect((await entities([id], as.cookA, 'replica'))[0]?.name).toBe('Banana shallot');

  // Written through the other replica this time.
  const reply = await callReplica(UPDATE, { id, input: { name: 'Echalion' } }, as.superAdmin);
  expect(reply.errors).toBeUndefined();
  expect((await entities([id]))[0]?.name).toBe('Echalion');

  await h.ok(DELETE, { id }, as.superAdmin);
  expect(await entities([id], as.cookA, 'replica')).toEqual([null]);
});

test("a kitchen's own conversion of a platform ingredient shows at once, to that kitchen only", async () => {
  const eggs = await idOf('Eggs');
  const before = (await entities([eggs], as.cookA))[0]?.pieceWeight;
  await entities([eggs], as.adminB);
  await h.ok(UPDATE, { id: eggs, input: { pieceWeight: 61 } }, as.adminA);
  expect((await entities([eggs], as.cookA))[0]?.pieceWeight).toBe(61);
  expect((await entities([eggs], as.adminB, 'replica'))[0]?.pieceWeight).toBe(before);
});

test("one kitchen's entries are never answered to another from memory", async () => {
  const { CreateIngredients } = await h.ok<{ CreateIngredients: { id: string } }>(CREATE, { input: { name: 'House ketchup' } }, as.adminA);
  const id = CreateIngredients.id;
  expect((await entities([id], as.cookA))[0]?.name).toBe('House ketchup');
  expect(await entities([id], as.adminB)).toEqual([null]);
  expect((await entities([id], as.cookA))[0]?.name).toBe('House ketchup');
});

test("a platform entry in memory serves every kitchen; a kitchen's entry a super admin put there still reaches that kitchen only", async () => {
  const butter = [await idOf('Butter')];
  await entities(butter, as.cookA);
  // Kitchen B has not asked before: only its own conversions are read, not the ingredient again.
  const reads = await readsDuring(async () => expect((await entities(butter, as.adminB))[0]?.name).toBe('Butter'));
  expect(reads).not.toContain('ingredients');

  const { CreateIngredients } = await h.ok<{ CreateIngredients: { id: string } }>(CREATE, { input: { name: 'House mustard' } }, as.adminA);
  const mustard = [CreateIngredients.id];
  expect((await entities(mustard, as.superAdmin))[0]?.name).toBe('House mustard');
  expect(await entities(mustard, as.adminB)).toEqual([null]);
  expect(await entities(mustard, as.adminWithoutKitchen)).toEqual([null]);
  expect((await entities(mustard, as.cookA))[0]?.name).toBe('House mustard');
});
