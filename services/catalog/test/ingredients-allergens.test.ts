import { Types } from 'mongoose';
import { usageEventHandlers } from '../src/usage/usage-events';
import { as, codes, event, firstError, KITCHEN_A, KITCHEN_B, startHarness, type Harness } from './support';

let h: Harness;
let allergenId: (code: string) => Promise<string>;

beforeAll(async () => {
  h = await startHarness('catalog_ingredients');
  allergenId = async (code) => {
    const doc = await h.models.allergens.findOne({ code }).lean();
    if (!doc) throw new Error(`no allergen ${code}`);
    return doc._id.toHexString();
  };
});

afterAll(async () => {
  await h.stop();
});

const ACTIVE_ALLERGENS = `{ getActiveAllergens { id name code } }`;
const ALLERGENS = `query ($filters: CatalogFilters) { getAllergens(filters: $filters, sizePerPage: 100) { total records { name code } } }`;
const ALLERGEN = `query ($id: ID!) { getAllergensById(id: $id) { name code translations { en nl es de fr } recipeCount } }`;
const CREATE_ALLERGEN = `mutation ($input: AllergenInput!) { CreateAllergens(input: $input) { id name code status } }`;
const UPDATE_ALLERGEN = `mutation ($id: ID!, $input: UpdateAllergenInput!) { UpdateAllergens(id: $id, input: $input) { name code translations { en nl de } } }`;
const DELETE_ALLERGEN = `mutation ($id: ID!, $force: Boolean) { DeleteAllergens(id: $id, force: $force) { code message } }`;
const CREATE = `mutation ($input: IngredientInput!) { CreateIngredients(input: $input) { id name type kitchenId allergenIds allergens { code name } canEdit } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateIngredientInput!) { UpdateIngredients(id: $id, input: $input) { name allergens { code } } }`;
const DELETE = `mutation ($id: ID!, $force: Boolean) { DeleteIngredients(id: $id, force: $force) { code message } }`;
const BY_ID = `query ($id: ID!) { getIngredientsById(id: $id) { id name recipeCount allergens { code } } }`;
const LIST = `query ($filters: IngredientFilters) { getIngredients(filters: $filters, sizePerPage: 100) { total records { name kitchenId } } }`;
const ACTIVE = `query ($kitchenId: ID) { getActiveIngredients(kitchenId: $kitchenId) { name } }`;

type Created = { CreateIngredients: { id: string; name: string; kitchenId: string | null; allergens: { code: string; name: string }[] } };

const recipe = (recipeId: string, kitchenId: string, ingredientIds: string[], allergenIds: string[] = []) => ({
  recipeId,
  kitchenId,
  type: 'RECIPE',
  status: 'ACTIVE',
  categoryId: null,
  subCategoryId: null,
  ingredientIds,
  allergenIds,
  cookIds: [],
});

describe('allergens', () => {
  test('the 14 EU allergens are offered in the reader’s language, sorted in it', async () => {
    const nl = await h.ok<{ getActiveAllergens: { name: string; code: string }[] }>(ACTIVE_ALLERGENS, {}, as.cookA, { locale: 'nl' });
    expect(nl.getActiveAllergens).toHaveLength(14);
    expect(nl.getActiveAllergens.find((a) => a.code === 'MILK')?.name).toBe('Melk');
    const sorted = [...nl.getActiveAllergens.map((a) => a.name)].sort((a, b) => a.localeCompare(b, 'nl'));
    expect(nl.getActiveAllergens.map((a) => a.name)).toEqual(sorted);
    const de = await h.ok<{ getAllergensById: { name: string } }>(ALLERGEN, { id: await allergenId('GLUTEN') }, as.adminB, {
      locale: 'de',
    });
    expect(de.getAllergensById.name).toBe('Glutenhaltiges Getreide');
    expect(codes(await h.call(ACTIVE_ALLERGENS))).toEqual(['UNAUTHENTICATED']);
  });

  test('lists search names, translations and codes', async () => {
    const found = await h.ok<{ getAllergens: { records: { code: string }[] } }>(ALLERGENS, { filters: { search: 'schaal' } }, as.cookA);
    expect(found.getAllergens.records.map((a) => a.code)).toEqual(['CRUSTACEANS']);
  });

  test('only a super admin writes allergens', async () => {
    for (const caller of [as.adminA, as.cookA]) {
      expect(codes(await h.call(CREATE_ALLERGEN, { input: { name: 'Kiwi' } }, caller))).toEqual(['FORBIDDEN']);
    }
    expect(codes(await h.call(CREATE_ALLERGEN, { input: { name: 'Kiwi' } }))).toEqual(['UNAUTHENTICATED']);
    const milk = await allergenId('MILK');
    expect(codes(await h.call(DELETE_ALLERGEN, { id: milk, force: true }, as.adminA))).toEqual(['FORBIDDEN']);
  });

  test('names and codes are unique; codes are upper-cased and checked', async () => {
    expect(firstError(await h.call(CREATE_ALLERGEN, { input: { name: 'milk' } }, as.superAdmin))).toMatchObject({
      message: 'An allergen with this name already exists',
      extensions: { field: 'name' },
    });
    expect(firstError(await h.call(CREATE_ALLERGEN, { input: { name: 'Wheat', code: 'gluten' } }, as.superAdmin))?.extensions?.field).toBe(
      'code',
    );
    expect(firstError(await h.call(CREATE_ALLERGEN, { input: { name: 'Kiwi', code: 'has space' } }, as.superAdmin))).toMatchObject({
      message: 'Please use 2 to 40 capital letters, digits or underscores, starting with a letter',
      extensions: { field: 'code' },
    });
    const kiwi = await h.ok<{ CreateAllergens: { id: string; code: string; status: string } }>(
      CREATE_ALLERGEN,
      { input: { name: 'Kiwi', code: 'kiwi', translations: { nl: 'Kiwi', de: 'Kiwi' } } },
      as.superAdmin,
    );
    expect(kiwi.CreateAllergens).toMatchObject({ code: 'KIWI', status: 'ACTIVE' });
  });

  test('updating some translations keeps the others', async () => {
    const kiwi = (await h.models.allergens.findOne({ code: 'KIWI' }).lean())?._id.toHexString();
    const reply = await h.ok<{ UpdateAllergens: { translations: Record<string, string | null> } }>(
      UPDATE_ALLERGEN,
      { id: kiwi, input: { translations: { nl: 'Kiwivrucht', de: '' } } },
      as.superAdmin,
    );
    expect(reply.UpdateAllergens.translations).toEqual({ en: null, nl: 'Kiwivrucht', de: null });
    expect(
      (await h.ok<{ getAllergensById: { name: string } }>(ALLERGEN, { id: kiwi }, as.cookA, { locale: 'de' })).getAllergensById.name,
    ).toBe('Kiwi');
  });
});

describe('ingredients', () => {
  test('cooks, admins without a kitchen and anonymous callers create none (kitchen admins: kitchen-ingredients.test.ts)', async () => {
    expect(codes(await h.call(CREATE, { input: { name: 'Truffle' } }, as.cookA))).toEqual(['FORBIDDEN']);
    expect(codes(await h.call(CREATE, { input: { name: 'Truffle', kitchenId: KITCHEN_A } }, as.cookA))).toEqual(['FORBIDDEN']);
    expect(codes(await h.call(CREATE, { input: { name: 'Truffle' } }, as.adminWithoutKitchen))).toEqual(['FORBIDDEN']);
    expect(codes(await h.call(CREATE, { input: { name: 'Truffle' } }))).toEqual(['UNAUTHENTICATED']);
    expect(await h.models.ingredients.countDocuments({ name: 'Truffle' })).toBe(0);
  });

  test('a platform ingredient resolves its allergens in the reader’s language', async () => {
    const created = await h.ok<Created>(
      CREATE,
      {
        input: {
          name: 'Brioche',
          type: 'Bakery',
          allergenIds: [await allergenId('GLUTEN'), await allergenId('EGGS'), await allergenId('EGGS')],
        },
      },
      as.superAdmin,
      { locale: 'fr' },
    );
    expect(created.CreateIngredients).toMatchObject({ name: 'Brioche', kitchenId: null });
    expect(created.CreateIngredients.allergens).toEqual([
      { code: 'GLUTEN', name: 'Céréales contenant du gluten' },
      { code: 'EGGS', name: 'Œufs' },
    ]);
  });

  test('allergen ids must exist', async () => {
    const unknown = await h.call(CREATE, { input: { name: 'Mystery', allergenIds: [new Types.ObjectId().toHexString()] } }, as.superAdmin);
    expect(firstError(unknown)).toMatchObject({ message: 'One of these allergens does not exist', extensions: { field: 'allergenIds' } });
    const malformed = await h.call(CREATE, { input: { name: 'Mystery', allergenIds: ['x'] } }, as.superAdmin);
    expect(firstError(malformed)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'allergenIds.0' });
    const many = Array.from({ length: 51 }, () => new Types.ObjectId().toHexString());
    expect(firstError(await h.call(CREATE, { input: { name: 'Everything', allergenIds: many } }, as.superAdmin))).toMatchObject({
      message: 'Please choose at most 50',
      extensions: { field: 'allergenIds' },
    });
  });

  test("a kitchen's own ingredient (made by a super admin) is seen by that kitchen only", async () => {
    const own = await h.ok<Created>(CREATE, { input: { name: 'House stock', kitchenId: KITCHEN_A } }, as.superAdmin);
    expect(own.CreateIngredients.kitchenId).toBe(KITCHEN_A);
    const id = own.CreateIngredients.id;
    expect(await h.ok(BY_ID, { id }, as.adminB)).toEqual({ getIngredientsById: null });
    expect((await h.ok<{ getIngredientsById: { name: string } }>(BY_ID, { id }, as.cookA)).getIngredientsById.name).toBe('House stock');
    const activeB = await h.ok<{ getActiveIngredients: { name: string }[] }>(ACTIVE, {}, as.adminB);
    expect(activeB.getActiveIngredients.map((i) => i.name)).not.toContain('House stock');
    expect(activeB.getActiveIngredients.map((i) => i.name)).toContain('Butter');
    // Names clash with the platform's and the kitchen's own; another kitchen may reuse it.
    expect(
      firstError(await h.call(CREATE, { input: { name: 'house STOCK', kitchenId: KITCHEN_A } }, as.superAdmin))?.extensions?.field,
    ).toBe('name');
    expect(firstError(await h.call(CREATE, { input: { name: 'butter', kitchenId: KITCHEN_B } }, as.superAdmin))?.extensions?.field).toBe(
      'name',
    );
    expect(
      (await h.ok<Created>(CREATE, { input: { name: 'House stock', kitchenId: KITCHEN_B } }, as.superAdmin)).CreateIngredients.kitchenId,
    ).toBe(KITCHEN_B);
    const forA = await h.ok<{ getIngredients: { records: { name: string; kitchenId: string }[] } }>(
      LIST,
      { filters: { platformOnly: false } },
      as.adminA,
    );
    expect(forA.getIngredients.records).toEqual([{ name: 'House stock', kitchenId: KITCHEN_A }]);
  });

  test('lists filter by allergen and by text in name or type', async () => {
    const withMilk = await h.ok<{ getIngredients: { records: { name: string }[] } }>(
      LIST,
      { filters: { allergenId: await allergenId('MILK') } },
      as.cookA,
    );
    expect(withMilk.getIngredients.records.map((i) => i.name)).toEqual(['Butter', 'Cream']);
    const seafood = await h.ok<{ getIngredients: { records: { name: string }[] } }>(LIST, { filters: { search: 'seaf' } }, as.cookA);
    expect(seafood.getIngredients.records.map((i) => i.name)).toEqual(['Mussels', 'Prawns']);
  });

  test('updates replace the allergen set and check names', async () => {
    const onion = (await h.models.ingredients.findOne({ name: 'Onion' }).lean())?._id.toHexString();
    const reply = await h.ok<{ UpdateIngredients: { allergens: { code: string }[] } }>(
      UPDATE,
      { id: onion, input: { allergenIds: [await allergenId('SULPHITES')] } },
      as.superAdmin,
    );
    expect(reply.UpdateIngredients.allergens).toEqual([{ code: 'SULPHITES' }]);
    expect(firstError(await h.call(UPDATE, { id: onion, input: { name: 'Butter' } }, as.superAdmin))?.extensions?.field).toBe('name');
    expect(codes(await h.call(UPDATE, { id: onion, input: { name: 'Shallot' } }, as.adminA))).toEqual(['FORBIDDEN']);
    expect(codes(await h.call(UPDATE, { id: new Types.ObjectId().toHexString(), input: { name: 'x' } }, as.superAdmin))).toEqual([
      'NOT_FOUND',
    ]);
  });
});

describe('deleting what recipes use', () => {
  let salmon: string;
  /** A platform-added allergen (the seeded ones are never deleted): salmon contains it, two recipes name it. */
  let fish: string;
  const usage = () => usageEventHandlers(h.models.usage);

  beforeAll(async () => {
    salmon = (await h.models.ingredients.findOne({ name: 'Salmon' }).lean())?._id.toHexString() ?? '';
    fish = (await h.ok<{ CreateAllergens: { id: string } }>(CREATE_ALLERGEN, { input: { name: 'Salmon roe' } }, as.superAdmin))
      .CreateAllergens.id;
    await h.models.ingredients.updateOne({ _id: new Types.ObjectId(salmon) }, { $push: { allergenIds: new Types.ObjectId(fish) } });
    const recipes = [
      recipe('r1', KITCHEN_A, [salmon], [fish]),
      recipe('r2', KITCHEN_A, [salmon, salmon], [fish]),
      recipe('r3', KITCHEN_B, [salmon], []),
    ];
    for (const r of recipes) await usage().RecipeCreated(event('RecipeCreated', r, r.recipeId));
  });

  test('the usage counts each kitchen sees are its own recipes only', async () => {
    const count = async (caller: typeof as.superAdmin) =>
      (await h.ok<{ getIngredientsById: { recipeCount: number } }>(BY_ID, { id: salmon }, caller)).getIngredientsById.recipeCount;
    expect(await count(as.superAdmin)).toBe(3);
    expect(await count(as.adminA)).toBe(2);
    expect(await count(as.adminB)).toBe(1);
  });

  test('an ingredient recipes use is not deleted, and the message says how many use it', async () => {
    const reply = await h.call(DELETE, { id: salmon }, as.superAdmin);
    expect(firstError(reply)).toMatchObject({
      message: 'This ingredient is used in 3 recipes',
      extensions: { code: 'BAD_USER_INPUT', field: 'force', usedBy: { recipes: 3 } },
    });
    const es = await h.call(DELETE, { id: salmon }, as.superAdmin, { locale: 'es' });
    expect(firstError(es)?.message).toBe('Este ingrediente se usa en 3 recetas');
    expect(await h.models.ingredients.countDocuments({ _id: salmon })).toBe(1);
  });

  test('an allergen ingredients or recipes use is not deleted either', async () => {
    const reply = await h.call(DELETE_ALLERGEN, { id: fish }, as.superAdmin);
    expect(firstError(reply)).toMatchObject({
      message: 'This allergen is used in 2 recipes and 1 ingredient',
      extensions: {
        code: 'BAD_USER_INPUT',
        field: 'force',
        usedBy: { recipes: 2, ingredients: 1 },
        usedIn: [{ id: salmon, title: 'Salmon' }],
      },
    });
    const lupin = (await h.ok<{ CreateAllergens: { id: string } }>(CREATE_ALLERGEN, { input: { name: 'Lupin flour' } }, as.superAdmin))
      .CreateAllergens.id;
    expect(
      (await h.ok<{ DeleteAllergens: { message: string } }>(DELETE_ALLERGEN, { id: lupin }, as.superAdmin)).DeleteAllergens.message,
    ).toBe('The allergen was deleted');
  });

  test('a super admin may force it: recipes keep an id that resolves to null, ingredients drop the allergen', async () => {
    await h.ok(DELETE_ALLERGEN, { id: fish, force: true }, as.superAdmin);
    expect(await h.models.ingredients.countDocuments({ allergenIds: new Types.ObjectId(fish) })).toBe(0);
    expect(
      (await h.ok<{ getIngredientsById: { allergens: unknown[] } }>(BY_ID, { id: salmon }, as.cookA)).getIngredientsById.allergens,
    ).toEqual([{ code: 'FISH' }]);
    const reply = await h.ok<{ DeleteIngredients: { code: number; message: string } }>(DELETE, { id: salmon, force: true }, as.superAdmin);
    expect(reply.DeleteIngredients).toEqual({ code: 200, message: 'The ingredient was deleted' });
    expect(await h.ok(BY_ID, { id: salmon }, as.superAdmin)).toEqual({ getIngredientsById: null });
    const entities = await h.ok<{ _entities: unknown[] }>(
      `query ($r: [_Any!]!) { _entities(representations: $r) { ... on Ingredient { id } } }`,
      { r: [{ __typename: 'Ingredient', id: salmon }] },
      as.cookA,
    );
    expect(entities._entities).toEqual([null]);
  });

  test('an unused ingredient is deleted without force', async () => {
    const olive = (await h.models.ingredients.findOne({ name: 'Olive oil' }).lean())?._id.toHexString();
    await h.ok(DELETE, { id: olive }, as.superAdmin);
    expect(codes(await h.call(DELETE, { id: olive }, as.superAdmin))).toEqual(['NOT_FOUND']);
  });
});
