import { CREATE, UPDATE, BY_ID, adminOf, codes, firstError, id, startHarness, superAdmin, type Harness } from './support';

let h: Harness;
const kitchen = id();
const ingredients = Array.from({ length: 12 }, () => id());
const [gluten, milk, egg] = [id(), id(), id()];
const [mains, fish, starters, otherKitchensCategory] = [id(), id(), id(), id()];
const units = Array.from({ length: 12 }, () => id());
let cooks: string[];

beforeAll(async () => {
  h = await startHarness('recipe_calls');
  for (const [i, ingredientId] of ingredients.entries()) await h.ingredient(ingredientId, `Ingredient ${i + 1}`, i === 0 ? [gluten] : []);
  await h.category(mains);
  await h.subCategory(fish, mains);
  await h.category(starters);
  await h.category(otherKitchensCategory, id());
  for (const unitId of units) await h.unit(unitId);
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
  categoryId: mains,
  subCategoryId: fish,
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
    unitId: units[i],
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
    // Every save goes live while the kitchen does not review changes, and says so (README 'Releases').
    ['RecipeVersionReleased', 'MENU'],
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
    ['categoryId', { ...base(), categoryId: id() }, 'Please choose a category from the list'],
    ['categoryId', { ...base(), categoryId: otherKitchensCategory }, 'Please choose a category from the list'],
    ['categoryId', { ...base(), categoryId: fish }, 'Please choose a category from the list'],
    ['subCategoryId', { ...base(), categoryId: starters, subCategoryId: fish }, 'Please choose a sub-category of the chosen category'],
    ['subCategoryId', { ...base(), subCategoryId: mains }, 'Please choose a sub-category of the chosen category'],
    [
      'ingredients.0.unitId',
      { ...base(), ingredients: [{ ingredientsId: ingredients[0], quantity: 1, unitId: id() }] },
      'Please select unit',
    ],
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

  test("another kitchen's own ingredient reads exactly like one that is not there, naming the line", async () => {
    const theirs = id();
    await h.ingredient(theirs, 'Secret sauce', [], id());
    const attempt = (ingredientsId: string) =>
      h.call(CREATE, { i: { title: 'X', ingredients: [{ ingredientsId, quantity: 1 }] } }, adminOf(kitchen));
    const reply = firstError(await attempt(theirs));
    expect(reply).toMatchObject({
      message: 'Please select ingredient',
      extensions: { code: 'BAD_USER_INPUT', field: 'ingredients.0.ingredientsId' },
    });
    expect(reply).toEqual(firstError(await attempt(id())));
  });

  test('a line names an ingredient or a recipe, not both', async () => {
    const line = { ingredientsId: ingredients[0], subRecipeId: id(), quantity: 1 };
    const reply = await h.call(CREATE, { i: { title: 'X', ingredients: [line] } }, adminOf(kitchen));
    expect(firstError(reply)).toMatchObject({
      message: 'Choose an ingredient or a recipe for this line, not both',
      extensions: { code: 'BAD_USER_INPUT', field: 'ingredients.0.ingredientsId' },
    });
  });

  test('a super admin must name the kitchen', async () => {
    expect(firstError(await h.call(CREATE, { i: { title: 'X' } }, superAdmin))).toMatchObject({ extensions: { field: 'kitchenId' } });
  });
});

describe('filing under a category', () => {
  const FILED = `mutation ($id: ID!, $i: UpdateRecipeMenuInput!) { UpdateRecipeMenu(id: $id, input: $i) { categoryId subCategoryId } }`;

  test("a sub-category alone files the recipe under its category; the kitchen's own category is accepted", async () => {
    const created = await h.call<{ CreateRecipeMenu: { id: string; categoryId: string } }>(
      CREATE,
      { i: { title: 'Sole meunière', subCategoryId: fish } },
      adminOf(kitchen),
    );
    expect(created.data?.CreateRecipeMenu).toMatchObject({ categoryId: mains, subCategoryId: fish });
    const own = id();
    await h.category(own, kitchen);
    const moved = await h.call(
      FILED,
      { id: created.data?.CreateRecipeMenu.id, i: { categoryId: own, subCategoryId: null } },
      adminOf(kitchen),
    );
    expect(moved.data).toEqual({ UpdateRecipeMenu: { categoryId: own, subCategoryId: null } });
  });

  test('moving to another category keeps nothing inconsistent: its old sub-category is refused there', async () => {
    const created = await h.call<{ CreateRecipeMenu: { id: string } }>(
      CREATE,
      { i: { title: 'Turbot', categoryId: mains, subCategoryId: fish } },
      adminOf(kitchen),
    );
    const recipeId = created.data?.CreateRecipeMenu.id;
    const reply = await h.call(FILED, { id: recipeId, i: { categoryId: starters } }, adminOf(kitchen));
    expect(firstError(reply)).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'subCategoryId' } });
    expect(await h.recipes.findById(recipeId).lean()).toMatchObject({ subCategoryId: expect.anything() });
  });

  test('a category catalog deleted can no longer be chosen, even if announced again late', async () => {
    const gone = id();
    const created = await h.category(gone);
    await h.deliver('CategoryDeleted', { categoryId: gone, kitchenId: null, fallbackCategoryId: mains });
    await h.redeliver(created);
    const reply = await h.call(CREATE, { i: { title: 'X', categoryId: gone } }, adminOf(kitchen));
    expect(firstError(reply)?.extensions?.field).toBe('categoryId');
  });

  test('a deleted unit is cleared from lines and refused afterwards; the line keeps its own text', async () => {
    const [cup, ingredientsId] = [id(), ingredients[1] as string];
    await h.unit(cup);
    const line = { ingredientsId, quantity: 2, unitId: cup, unitOfMeasure: 'cup' };
    const created = await h.call<{ CreateRecipeMenu: { id: string } }>(
      CREATE,
      { i: { title: 'Rice', ingredients: [line] } },
      adminOf(kitchen),
    );
    await h.deliver('UnitDeleted', { unitId: cup });
    const read = await h.call<{ getRecipeMenuById: { ingredients: unknown[] } }>(
      BY_ID,
      { id: created.data?.CreateRecipeMenu.id },
      adminOf(kitchen),
    );
    expect(read.data?.getRecipeMenuById.ingredients).toEqual([
      expect.objectContaining({ unitId: null, unitOfMeasure: 'cup', quantity: 2 }),
    ]);
    const again = await h.call(CREATE, { i: { title: 'Rice 2', ingredients: [line] } }, adminOf(kitchen));
    expect(firstError(again)?.extensions?.field).toBe('ingredients.0.unitId');
  });
});

test('recipes created at the same time each get their own place at the end of the list', async () => {
  const busy = id();
  // A recipe from before the order counter existed, at position 7.
  await h.recipes.create({ title: 'Old', kitchenId: busy, type: 'RECIPE', order: 7 });
  const created = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      h.call<{ CreateRecipeMenu: { order: number } }>(CREATE, { i: { title: `Rush ${i}` } }, adminOf(busy)),
    ),
  );
  const orders = created.map((r) => r.data?.CreateRecipeMenu.order ?? 0).sort((a, b) => a - b);
  expect(orders).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
});

test('deleting hides the recipe at once and records RecipeDeleted', async () => {
  const created = await h.call<{ CreateRecipeMenu: { id: string } }>(CREATE, { i: { title: 'Gone' } }, adminOf(kitchen));
  const recipeId = created.data?.CreateRecipeMenu.id as string;
  expect((await h.call(`mutation ($id: ID!) { DeleteRecipeMenu(id: $id) }`, { id: recipeId }, adminOf(kitchen))).data).toEqual({
    DeleteRecipeMenu: true,
  });
  // Gone, not refused (issue #45).
  expect(codes(await h.call(BY_ID, { id: recipeId }, adminOf(kitchen)))).toEqual(['NOT_FOUND']);
  const doc = await h.recipes.findById(recipeId).select('+_outbox +_deleted').lean();
  expect(doc?._outbox?.at(-1)).toMatchObject({ type: 'RecipeDeleted', payload: { recipeId } });
});
