import { adminOf, id, startHarness, type Harness } from './support';

/**
 * Read your own writes for a kitchen's settings (#43): they are recipe's own, kept in its database
 * and read per request, so a change on one replica applies to the very next request on another.
 */
let h: Harness;
const kitchen = id();
const admin = adminOf(kitchen);

beforeAll(async () => {
  h = await startHarness('recipe_kitchen_settings_replicas');
}, 60_000);
afterAll(() => h.stop());

async function recipe(title: string): Promise<string> {
  const reply = await h.call<{ CreateRecipeMenu: { id: string } }>(
    'mutation ($t: String!) { CreateRecipeMenu(input: { title: $t, type: MENU }) { id } }',
    { t: title },
    admin,
  );
  return reply.data?.CreateRecipeMenu.id ?? '';
}

/** `run` with a client of a second replica on the same database, stopped afterwards. */
async function onReplica(run: (other: ReturnType<Harness['clientFor']>) => Promise<void>) {
  const replica = await h.startReplica();
  try {
    await run(h.clientFor(admin, replica));
  } finally {
    await replica.stop();
  }
}

test('review switched on by one replica holds the next save on another as a draft', () =>
  onReplica(async (other) => {
    const recipeId = await recipe('Miso glaze');
    await h.call('mutation { UpdateReleaseSettings(input: { reviewChanges: true }) { reviewChanges } }', {}, admin);
    const saved = await other<{ UpdateRecipeMenu: { draft: { recipe: { title: string } } | null } }>(
      'mutation ($id: ID!) { UpdateRecipeMenu(id: $id, input: { title: "Miso glaze, less sugar" }) { draft { recipe { title } } } }',
      { id: recipeId },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.UpdateRecipeMenu.draft).toEqual({ recipe: { title: 'Miso glaze, less sugar' } });
    // What cooks are shown is unchanged until the draft is released.
    expect((await h.recipes.findById(recipeId, { title: 1 }).lean())?.title).toBe('Miso glaze');
  }));

test("a new food cost target set on one replica is every dish's target on another at once", () =>
  onReplica(async (other) => {
    const dish = await recipe('Steak frites');
    await h.call('mutation { UpdateCostingSettings(input: { targetFoodCostPercent: 27.5 }) { targetFoodCostPercent } }', {}, admin);
    const read = await other<{ getRecipeMenuById: { targetFoodCostPercent: number } }>(
      'query ($id: ID!) { getRecipeMenuById(id: $id) { targetFoodCostPercent } }',
      { id: dish },
    );
    expect(read.data?.getRecipeMenuById.targetFoodCostPercent).toBe(27.5);
  }));
