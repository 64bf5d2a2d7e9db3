import { CREATE, adminOf, codes, cookOf, id, startHarness, superAdmin, type Harness } from './support';

/**
 * Allergen.usedInRecipes / recipesCarrying (README 'Allergens and search'): a recipe carries an
 * allergen when its stored profile contains or may contain it: its own allergens, an ingredient
 * line, or a sub-recipe's profile. Counted inside what the caller may open.
 */
let h: Harness;
const [kitchenA, kitchenB] = [id(), id()];
const [celery, sesame, lupin] = [id(), id(), id()];
const [celeriac, stockCube, water, tahini] = [id(), id(), id(), id()];

const USAGE = `query ($r: [_Any!]!) { _entities(representations: $r) { ... on Allergen { id usedInRecipes recipesCarrying { title } } } }`;
type Usage = { id: string; usedInRecipes: number; recipesCarrying: { title: string }[] };

async function usage(caller: Parameters<Harness['call']>[2], ...allergenIds: string[]): Promise<Usage[]> {
  const reply = await h.call<{ _entities: Usage[] }>(USAGE, { r: allergenIds.map((a) => ({ __typename: 'Allergen', id: a })) }, caller);
  if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  return reply.data?._entities ?? [];
}

async function create(kitchen: string, input: Record<string, unknown>) {
  const reply = await h.call<{ CreateRecipeMenu: { id: string } }>(CREATE, { i: { yieldValue: 1, ...input } }, adminOf(kitchen));
  if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  return reply.data?.CreateRecipeMenu.id as string;
}
const line = (ingredientsId: string) => ({ ingredientsId, quantity: 1 });

beforeAll(async () => {
  h = await startHarness('recipe_allergen_usage');
  for (const [allergenId, code] of [
    [celery, 'CELERY'],
    [sesame, 'SESAME'],
    [lupin, 'LUPIN'],
  ] as const)
    await h.allergen(allergenId, code);
  await h.ingredient(celeriac, 'Celeriac', [celery]);
  await h.ingredient(stockCube, 'Stock cube', [], null, { mayContainAllergenIds: [celery] });
  await h.ingredient(water, 'Water', [], null, { freeFromAllergenIds: [celery, sesame, lupin] });
  await h.ingredient(tahini, 'Tahini', [sesame]);
  const veloute = await create(kitchenA, { title: 'Velouté', ingredients: [line(celeriac)] });
  await create(kitchenA, { title: 'Broth', ingredients: [line(stockCube)] });
  await create(kitchenA, { title: 'Soup of the day', type: 'MENU', ingredients: [{ subRecipeId: veloute, quantity: 1 }, line(water)] });
  await create(kitchenA, { title: 'Salad', ingredients: [line(water)], allergenIds: [lupin] });
  await create(kitchenA, { title: 'Plain water', ingredients: [line(water)] });
  await create(kitchenB, { title: 'Hummus', ingredients: [line(tahini), line(celeriac)] });
});

afterAll(async () => {
  await h.stop();
});

test('a recipe carries what its lines, its sub-recipes and its own allergens contain or may contain', async () => {
  const [byCelery, bySesame, byLupin] = await usage(superAdmin, celery, sesame, lupin);
  expect(byCelery).toEqual({
    id: celery,
    usedInRecipes: 4,
    recipesCarrying: [{ title: 'Broth' }, { title: 'Hummus' }, { title: 'Soup of the day' }, { title: 'Velouté' }],
  });
  expect(bySesame).toMatchObject({ usedInRecipes: 1, recipesCarrying: [{ title: 'Hummus' }] });
  expect(byLupin).toMatchObject({ usedInRecipes: 1, recipesCarrying: [{ title: 'Salad' }] });
});

test('each kitchen counts only its own recipes; anonymous is refused', async () => {
  expect((await usage(adminOf(kitchenA), celery))[0]?.usedInRecipes).toBe(3);
  expect(await usage(adminOf(kitchenB), celery, sesame)).toMatchObject([
    { usedInRecipes: 1, recipesCarrying: [{ title: 'Hummus' }] },
    { usedInRecipes: 1 },
  ]);
  expect((await usage(cookOf(id()), celery))[0]?.usedInRecipes).toBe(0);
  const anonymous = await h.call(USAGE, { r: [{ __typename: 'Allergen', id: celery }] }, { kind: 'anonymous' });
  expect(codes(anonymous)).toEqual(['UNAUTHENTICATED']);
});
