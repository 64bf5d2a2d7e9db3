/**
 * Attack class (#43, 2): comparing versions on the recipe service's only thread. The word-by-word
 * step diff took 1.3–2.3 s for one rewritten 5,000-character step; a save of many such steps and a
 * cook's `changesSinceMyRead` in 15 aliases multiplied it, and every kitchen waited. Sent here at
 * a size that keeps the test short (8 steps, 15 aliases: minutes on main): the answer must come
 * at once, show each step as rewritten, and leave the service answering others.
 */
import { gql, newKitchen, sharedStack, type SharedStack } from '@brigade/test-kit';

let stack: SharedStack;
let admin: string;
let cook: string;
let recipeId: string;

const STEPS = 8;

/** Words from a seed: 5,000 characters that share no run of words with another seed's. */
function text(seed: number): string {
  let s = seed;
  const out: string[] = [];
  while (out.join(' ').length < 5000) {
    s = (s * 1103515245 + 12345) % 2147483648;
    out.push(`w${(s % 5000).toString(36)}`);
  }
  return out.join(' ').slice(0, 5000).trim();
}
const steps = (seed: number) => Array.from({ length: STEPS }, (_, i) => ({ title: `Step ${i + 1}`, description: text(seed + i) }));

beforeAll(async () => {
  stack = await sharedStack();
  const kitchen = await newKitchen(stack, { cooks: 1 });
  admin = kitchen.admin.token;
  cook = (kitchen.cooks[0] as { token: string }).token;
  const created = await gql(
    stack.gatewayUrl,
    `mutation ($i: CreateRecipeMenuInput!) { CreateRecipeMenu(input: $i) { id } }`,
    admin,
    {},
    {
      i: { title: 'Long method', steps: steps(1) },
    },
  );
  recipeId = (created.body.data?.CreateRecipeMenu as { id: string }).id;
  const read = await gql(
    stack.gatewayUrl,
    `mutation ($r: ID!) { MarkRecipeRead(recipeId: $r, version: 1) { readVersion } }`,
    cook,
    {},
    { r: recipeId },
  );
  expect(read.body.errors).toBeUndefined();
  // Every step rewritten: version 2.
  const ids = await gql(stack.gatewayUrl, `query ($id: ID!) { getRecipeMenuById(id: $id) { steps { id } } }`, admin, {}, { id: recipeId });
  const stepIds = (ids.body.data?.getRecipeMenuById as { steps: { id: string }[] }).steps.map((s) => s.id);
  const updated = await gql(
    stack.gatewayUrl,
    `mutation ($id: ID!, $i: UpdateRecipeMenuInput!) { UpdateRecipeMenu(id: $id, input: $i) { id } }`,
    admin,
    {},
    {
      id: recipeId,
      i: { steps: steps(100).map((s, i) => ({ ...s, id: stepIds[i] })) },
    },
  );
  expect(updated.body.errors).toBeUndefined();
}, 180_000);

describe("a cook's changes since their read, every long step rewritten", () => {
  it('answer at once through 15 aliases, each step shown as removed and added', async () => {
    const alias = (i: number) => `r${i}: getRecipeMenuById(id: $id) { changesSinceMyRead { steps { kind description { text change } } } }`;
    const asked = Date.now();
    const reply = await gql(
      stack.gatewayUrl,
      `query ($id: ID!) { ${Array.from({ length: 15 }, (_, i) => alias(i)).join(' ')} }`,
      cook,
      {},
      {
        id: recipeId,
      },
    );
    const took = Date.now() - asked;
    expect(reply.body.errors).toBeUndefined();
    type Steps = { changesSinceMyRead: { steps: { kind: string; description: { change: string }[] }[] } };
    const answers = Object.values(reply.body.data ?? {}) as Steps[];
    expect(answers).toHaveLength(15);
    for (const answer of answers) {
      expect(answer.changesSinceMyRead.steps).toHaveLength(STEPS);
      for (const step of answer.changesSinceMyRead.steps) {
        expect(step.kind).toBe('CHANGED');
        expect(step.description.map((p) => p.change)).toEqual(['REMOVED', 'ADDED']);
      }
    }
    // Main took 1.3–2.3 s per step and alias here (minutes in all); the bound leaves room for a busy machine.
    expect(took).toBeLessThan(3000);
  });
});
