import { CREATE, UPDATE, BY_ID, adminOf, codes, firstError, id, startHarness, superAdmin, type Harness } from './support';

let h: Harness;
const kitchen = id();
const ingredients = Array.from({ length: 12 }, () => id());
const [gluten, milk, egg] = [id(), id(), id()];
let cooks: string[];

beforeAll(async () => {
  h = await startHarness('recipe_calls');
  for (const [i, ingredientId] of ingredients.entries()) await h.ingredient(ingredientId, `Ingredient ${i + 1}`, i === 0 ? [gluten] : []);
  cooks = [];
  for (let i = 0; i < 2; i++) cooks.push(((await h.cook(kitchen)) as { userId: string }).userId);
});

afterAll(async () => {
  await h.stop();
});

const fullRecipe = () => ({
  title: 'Beef Wellington',
  description: 'Fillet in duxelles and puff pastry',
  coverPic: '/media/cover-1.jpg',
  video: 'https://videos.example/plating.mp4',
  type: 'RECIPE',
  status: 'ACTIVE',
  categoryId: id(),
  subCategoryId: id(),
  isPrivate: true,
  cookIds: cooks,
  utensils: ['Rolling pin', 'Probe thermometer', 'Pastry brush'],
  yieldValue: 4,
  yieldUnitOfMeasure: 'portions',
  notes: 'Rest 10 minutes before slicing.',
  allergenIds: [milk, egg],
  steps: Array.from({ length: 6 }, (_, i) => ({
    id: id(),
    title: `Step ${i + 1}`,
    description: `Do thing ${i + 1}`,
    image: i % 2 === 0 ? `/media/step-${i}.jpg` : null,
    video: i % 2 === 1 ? `https://videos.example/step-${i}.mp4` : null,
  })),
  ingredients: ingredients.map((ingredientsId, i) => ({
    id: id(),
    position: i + 1,
    ingredientsId,
    unitId: id(),
    quantity: 10 * (i + 1) + 0.5,
    unitOfMeasure: 'g',
  })),
});

test('a full recipe (12 lines, 6 steps with media, allergens, utensils, yield, notes, video, cooks) round-trips exactly', async () => {
  const input = fullRecipe();
  const created = await h.call<{ CreateRecipeMenu: Record<string, unknown> }>(CREATE, { i: input }, adminOf(kitchen));
  expect(created.errors).toBeUndefined();
  const recipe = created.data?.CreateRecipeMenu as Record<string, unknown>;
  const expected = {
    ...input,
    kitchenId: kitchen,
    steps: input.steps,
    ingredients: input.ingredients.map((l) => ({ ...l, scaledQuantity: null })),
    scaledYieldValue: null,
  };
  expect(recipe).toMatchObject(expected);
  const read = await h.call<{ getRecipeMenuById: Record<string, unknown> }>(BY_ID, { id: recipe.id }, adminOf(kitchen));
  expect(read.data?.getRecipeMenuById).toEqual(recipe);
  expect(recipe.effectiveAllergenIds).toEqual(expect.arrayContaining([milk, egg, gluten]));
  const doc = await h.recipes.findById(recipe.id).select('+_outbox').lean();
  expect(doc?._outbox?.[0]).toMatchObject({
    type: 'RecipeCreated',
    payload: {
      recipeId: recipe.id,
      kitchenId: kitchen,
      type: 'RECIPE',
      ingredientIds: ingredients,
      allergenIds: [milk, egg],
      cookIds: cooks,
    },
  });
});

test('an update changes only what it names and reports the new state', async () => {
  const created = await h.call<{ CreateRecipeMenu: { id: string } }>(CREATE, { i: { title: 'Stock', notes: 'Keep' } }, adminOf(kitchen));
  const recipeId = created.data?.CreateRecipeMenu.id as string;
  const updated = await h.call<{ UpdateRecipeMenu: Record<string, unknown> }>(
    UPDATE,
    { id: recipeId, i: { type: 'MENU', description: 'Brown' } },
    adminOf(kitchen),
  );
  expect(updated.data?.UpdateRecipeMenu).toMatchObject({ title: 'Stock', notes: 'Keep', type: 'MENU', description: 'Brown' });
  const doc = await h.recipes.findById(recipeId).select('+_outbox').lean();
  expect(doc?._outbox?.map((e) => [e.type, (e.payload as { type: string }).type])).toEqual([
    ['RecipeCreated', 'RECIPE'],
    ['RecipeUpdated', 'MENU'],
  ]);
});

describe('validation names the field and says it in the caller’s language', () => {
  const base = () => ({ title: 'Soup', ingredients: [{ ingredientsId: ingredients[0], quantity: 1 }] });
  test.each([
    ['title', { ...base(), title: ' ' }, 'Please enter title'],
    ['steps.1.title', { ...base(), steps: [{ title: 'One' }, { description: 'no title' }] }, 'Please enter title'],
    [
      'ingredients.1.ingredientsId',
      { ...base(), ingredients: [{ ingredientsId: ingredients[0], quantity: 1 }, { quantity: 2 }] },
      'Please select ingredient',
    ],
    ['ingredients.0.ingredientsId', { ...base(), ingredients: [{ ingredientsId: id(), quantity: 1 }] }, 'Please select ingredient'],
    [
      'ingredients.0.quantity',
      { ...base(), ingredients: [{ ingredientsId: ingredients[0], quantity: 0 }] },
      'Please enter a quantity above 0',
    ],
    [
      'ingredients.0.unitId',
      { ...base(), ingredients: [{ ingredientsId: ingredients[0], quantity: 1, unitId: 'grams' }] },
      'Please choose an entry from the list',
    ],
    ['categoryId', { ...base(), categoryId: 'x' }, 'Please choose an entry from the list'],
    [
      'steps.0.image',
      { ...base(), steps: [{ title: 'A', image: 'javascript:alert(1)' }] },
      'Please enter a valid https link or an uploaded file',
    ],
    ['cookIds', { ...base(), cookIds: [id()] }, 'Please choose cooks of this kitchen'],
    ['yieldValue', { ...base(), yieldValue: -1 }, 'Please enter a number above 0'],
  ])('%s', async (field, input, message) => {
    const before = await h.recipes.countDocuments();
    const reply = await h.call(CREATE, { i: input }, adminOf(kitchen));
    expect(firstError(reply)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await h.recipes.countDocuments()).toBe(before);
  });

  test('in Dutch, French, Spanish and German too', async () => {
    const input = { title: 'X', steps: [{ title: '' }] };
    const said = async (locale: string) => firstError(await h.call(CREATE, { i: input }, adminOf(kitchen), { locale }))?.message;
    expect(await said('nl')).toBe('Vul een titel in');
    expect(await said('fr')).toBe('Veuillez saisir un titre');
    expect(await said('es')).toBe('Introduce un título');
    expect(await said('de')).toBe('Bitte gib einen Titel ein');
  });

  test("another kitchen's own ingredient is not offered", async () => {
    const theirs = id();
    await h.ingredient(theirs, 'Secret sauce', [], id());
    const reply = await h.call(CREATE, { i: { title: 'X', ingredients: [{ ingredientsId: theirs, quantity: 1 }] } }, adminOf(kitchen));
    expect(firstError(reply)?.extensions?.field).toBe('ingredients.0.ingredientsId');
  });

  test('a super admin must name the kitchen', async () => {
    expect(firstError(await h.call(CREATE, { i: { title: 'X' } }, superAdmin))).toMatchObject({ extensions: { field: 'kitchenId' } });
  });
});

test('deleting hides the recipe at once and records RecipeDeleted', async () => {
  const created = await h.call<{ CreateRecipeMenu: { id: string } }>(CREATE, { i: { title: 'Gone' } }, adminOf(kitchen));
  const recipeId = created.data?.CreateRecipeMenu.id as string;
  expect((await h.call(`mutation ($id: ID!) { DeleteRecipeMenu(id: $id) }`, { id: recipeId }, adminOf(kitchen))).data).toEqual({
    DeleteRecipeMenu: true,
  });
  expect(codes(await h.call(BY_ID, { id: recipeId }, adminOf(kitchen)))).toEqual(['FORBIDDEN']);
  const doc = await h.recipes.findById(recipeId).select('+_outbox +_deleted').lean();
  expect(doc?._outbox?.at(-1)).toMatchObject({ type: 'RecipeDeleted', payload: { recipeId } });
});
