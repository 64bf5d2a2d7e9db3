import { Types } from 'mongoose';
import { recipeDeps } from '../src/app';
import { recipeSettings } from '../src/settings';
import { MAX_DEPTH } from '../src/sub-recipes/loops';
import { TRIAL, UPDATE, adminOf, codes, firstError, id, startHarness, type Harness } from './support';

/**
 * The sub-recipe graph's invariants (#43, 3 and 4): no loop is ever stored, whatever two saves do
 * at once on two replicas; no chain is deeper than MAX_DEPTH; a loop or a depth stored before these
 * rules is a LOOP gap in every roll-up and an allergen it did not reach is never FREE.
 */
let h: Harness;
const kitchen = id();
const [g, l, flour, water, gluten] = [id(), id(), id(), id(), id()];
const admin = adminOf(kitchen);
const CREATE = `mutation ($i: CreateRecipeMenuInput!) { CreateRecipeMenu(input: $i) { id } }`;

const line = (ingredientsId: string, quantity = 1) => ({ ingredientsId, quantity, unitId: g });
const sub = (subRecipeId: string) => ({ subRecipeId, quantity: 1, unitId: l });

async function create(title: string, ingredients: object[] = [line(water)], type = 'RECIPE') {
  const reply = await h.call<{ CreateRecipeMenu: { id: string } }>(
    CREATE,
    { i: { title, type, yieldValue: 1, yieldUnitId: l, ingredients } },
    admin,
  );
  if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  return reply.data?.CreateRecipeMenu.id as string;
}
const save = (recipeId: string, ingredients: object[], caller = h.call) => caller(UPDATE, { id: recipeId, i: { ingredients } }, admin);
const uses = async (recipeId: string) =>
  ((await h.recipes.findById(recipeId, { subRecipeIds: 1 }).lean())?.subRecipeIds ?? []).map((s) => s.toHexString());

beforeAll(async () => {
  h = await startHarness('recipe_sub_recipe_graph');
  await h.plan(kitchen, { recipeCount: 200, dishesCount: 200 });
  await h.unit(g, { code: 'g', dimension: 'MASS', toBase: 1 });
  await h.unit(l, { code: 'l', dimension: 'VOLUME', toBase: 1000 });
  await h.allergen(gluten, 'GLUTEN');
  await h.ingredient(water, 'Water', [], null, { freeFromAllergenIds: [gluten], density: 1 });
  await h.ingredient(flour, 'Flour', [], null, { freeFromAllergenIds: [gluten] });
}, 60_000);
afterAll(() => h.stop());

describe('two opposite saves at once, on two replicas', () => {
  test('never store a loop, in 50 races', async () => {
    const replica = await h.startReplica();
    try {
      const other = h.clientFor(admin, replica);
      const [a, b] = [await create('Sauce A'), await create('Sauce B')];
      let refused = 0;
      for (let race = 0; race < 50; race++) {
        // A uses B on one replica while B is changed to use A on the other.
        const [toA, toB] = await Promise.all([save(a, [line(water), sub(b)]), save(b, [line(water), sub(a)], other)]);
        const stored = [(await uses(a)).includes(b), (await uses(b)).includes(a)];
        expect(stored).not.toEqual([true, true]);
        // One of the two wins; the other is told which loop it would have closed.
        const errors = [toA, toB].filter((reply) => reply.errors);
        expect(errors).toHaveLength(1);
        expect(firstError(errors[0]!)?.message).toMatch(/A recipe cannot contain itself: Sauce (A|B) → Sauce (A|B) → Sauce (A|B)/);
        refused += errors.length;
        await Promise.all([save(a, [line(water)]), save(b, [line(water)], other)]);
      }
      expect(refused).toBe(50);
    } finally {
      await replica.stop();
    }
  }, 120_000);
});

describe('how deep sub-recipes nest', () => {
  let chain: string[];
  beforeAll(async () => {
    // chain[0] is a plain recipe; chain[i] uses chain[i - 1]: chain[MAX_DEPTH] has MAX_DEPTH levels below it.
    chain = [await create('Level 0')];
    for (let i = 1; i <= MAX_DEPTH; i++) chain.push(await create(`Level ${i}`, [sub(chain[i - 1]!)]));
  }, 60_000);

  test(`up to ${MAX_DEPTH} levels save; one more is refused on the lines, in the person's language`, async () => {
    const reply = await h.call(
      CREATE,
      { i: { title: 'Too deep', yieldValue: 1, yieldUnitId: l, ingredients: [sub(chain.at(-1)!)] } },
      admin,
      {
        locale: 'fr',
      },
    );
    expect(firstError(reply)).toMatchObject({
      message: `Les sous-recettes peuvent être imbriquées sur ${MAX_DEPTH} niveaux au plus`,
      extensions: { code: 'BAD_USER_INPUT', field: 'ingredients' },
    });
  });

  test('so is deepening the chain from below, and the bottom recipe stays as it was', async () => {
    const extra = await create('One more stock');
    expect(codes(await save(chain[0]!, [line(water), sub(extra)]))).toEqual(['BAD_USER_INPUT']);
    expect(await uses(chain[0]!)).toEqual([]);
    // A change that adds no sub-recipe to a recipe in the chain still saves.
    expect((await save(chain[3]!, [sub(chain[2]!), line(flour, 5)])).errors).toBeUndefined();
  });
});

/** Stored as data from before these rules could be; flour only at the bottom, so a recipe above reaches it through its sub-recipes alone. */
const stored = (title: string, children: string[], options: { type?: 'RECIPE' | 'MENU'; _id?: string } = {}) =>
  h.storeRecipe({
    kitchenId: kitchen,
    title,
    type: options.type ?? 'RECIPE',
    ...(options._id ? { id: options._id } : {}),
    yieldUnitId: options.type === 'MENU' ? null : l,
    lines: children.length
      ? children.map((subRecipeId) => ({ subRecipeId, unitId: l }))
      : [{ ingredientId: flour, quantity: 100, unitId: g }],
  });

describe('a loop stored before saves were locked', () => {
  const [a, b] = [id(), id()];
  beforeAll(async () => {
    await stored('Loop A', [b], { _id: a });
    await stored('Loop B', [a], { _id: b });
    // One dish on each side of the loop: their roll-ups, in one request, each wait on the other's.
    await stored('Dish on A', [a], { type: 'MENU' });
    await stored('Dish on B', [b], { type: 'MENU' });
  });

  test('Menu costing answers, each dish with a LOOP gap', async () => {
    const reply = await h.call<{ getMenuCosting: { title: string; cost: { complete: boolean; missing: { kind: string }[] } }[] }>(
      `{ getMenuCosting { title cost { complete missing { kind } } } }`,
      {},
      admin,
    );
    expect(reply.errors).toBeUndefined();
    const dishes = (reply.data?.getMenuCosting ?? []).filter((d) => d.title.startsWith('Dish on'));
    expect(dishes).toHaveLength(2);
    for (const dish of dishes) expect(dish.cost.missing.map((m) => m.kind)).toContain('LOOP');
  }, 10_000);

  test('Needs attention and usedIn { cost } answer too', async () => {
    const attention = await h.call<{ getNeedsAttention: { kind: string }[] }>(`{ getNeedsAttention { kind } }`, {}, admin);
    expect(attention.errors).toBeUndefined();
    expect(attention.data?.getNeedsAttention.map((i) => i.kind)).toContain('LOOP');
    const usedIn = await h.call<{ getRecipeMenuById: { usedIn: { title: string; cost: { complete: boolean } | null }[] } }>(
      `query ($id: ID!) { getRecipeMenuById(id: $id) { usedIn { title cost { complete } } } }`,
      { id: a },
      admin,
    );
    expect(usedIn.errors).toBeUndefined();
    expect(usedIn.data?.getRecipeMenuById.usedIn.map((r) => [r.title, r.cost?.complete])).toEqual(
      expect.arrayContaining([
        ['Loop B', false],
        ['Dish on A', false],
      ]),
    );
  }, 10_000);
});

describe('an allergen far down a chain stored deeper than saves allow', () => {
  const LEVELS = 40;
  let top: string;
  const PROFILE = `query ($id: ID!) { getRecipeMenuById(id: $id) { allergenProfile { allergen { id } status } } }`;
  const glutenOf = async (recipeId: string) =>
    (
      await h.call<{ getRecipeMenuById: { allergenProfile: { allergen: { id: string }; status: string }[] } }>(
        PROFILE,
        { id: recipeId },
        admin,
      )
    ).data?.getRecipeMenuById.allergenProfile.find((s) => s.allergen.id === gluten)?.status;

  beforeAll(async () => {
    // Built a level at a time, each rolled up as it was then: flour free of gluten, so all FREE.
    const { rollUps } = recipeDeps(h.service.connection, recipeSettings(TRIAL), h.config.internalKey);
    let below: string[] = [];
    for (let level = 0; level < LEVELS; level++) {
      top = await stored(`Layer ${level}`, below);
      await rollUps.refresh([new Types.ObjectId(top)]);
      below = [top];
    }
  }, 60_000);

  test('is never FREE at the top once the flour is found to contain it', async () => {
    expect(await glutenOf(top)).toBe('FREE');
    await h.ingredient(flour, 'Flour', [gluten]);
    expect(await glutenOf(top)).not.toBe('FREE');
    const free = await h.call<{ getRecipeMenu: { records: { id: string }[] } }>(
      `query ($f: RecipeMenuFilters) { getRecipeMenu(pageNo: 1, sizePerPage: 100, filters: $f) { records { id } } }`,
      { f: { freeOfAllergenIds: [gluten] } },
      admin,
    );
    expect(free.data?.getRecipeMenu.records.map((r) => r.id)).not.toContain(top);
  });
});
