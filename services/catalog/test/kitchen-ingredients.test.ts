import { Types } from 'mongoose';
import { backfillNameKeys } from '../src/ingredients/name-key';
import { kitchenEventHandlers } from '../src/kitchens/kitchen-events';
import { usageEventHandlers } from '../src/usage/usage-events';
import { as, codes, event, firstError, KITCHEN_A, KITCHEN_B, startHarness, type Harness } from './support';

/** The kitchen's own ingredients, and its own conversions of the platform's (README 'Scope', 'Overrides'). */
let h: Harness;

beforeAll(async () => {
  h = await startHarness('catalog_kitchen_ingredients');
});

afterAll(async () => {
  await h.stop();
});

const FIELDS = 'id name kitchenId canEdit density pieceWeight kitchenConversions { density pieceWeight }';
const CREATE = `mutation ($input: IngredientInput!) { CreateIngredients(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateIngredientInput!) { UpdateIngredients(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!, $force: Boolean) { DeleteIngredients(id: $id, force: $force) { code message } }`;
const BY_ID = `query ($id: ID!) { getIngredientsById(id: $id) { ${FIELDS} } }`;
const LIST = `query ($filters: IngredientFilters) { getIngredients(filters: $filters, sizePerPage: 100) { total records { ${FIELDS} } } }`;
const ENTITIES = `query ($r: [_Any!]!) { _entities(representations: $r) { ... on Ingredient { ${FIELDS} } } }`;

type Row = {
  id: string;
  name: string;
  kitchenId: string | null;
  canEdit: boolean;
  density: number | null;
  pieceWeight: number | null;
  kitchenConversions: { density: number | null; pieceWeight: number | null } | null;
};
type Caller = typeof as.superAdmin;

const create = async (caller: Caller, input: Record<string, unknown>) =>
  (await h.ok<{ CreateIngredients: Row }>(CREATE, { input }, caller)).CreateIngredients;
const read = async (caller: Caller, id: string) =>
  (await h.ok<{ getIngredientsById: Row | null }>(BY_ID, { id }, caller)).getIngredientsById;
const platform = async (name: string) => (await h.models.ingredients.findOne({ name, kitchenId: null }).lean())?._id.toHexString() ?? '';
const outboxOf = async (collection: 'ingredients' | 'conversions', filter: Record<string, unknown>) =>
  (((await h.models[collection].collection.findOne(filter)) ?? {}) as { _outbox?: { type: string; payload: unknown }[] })._outbox ?? [];

describe("a kitchen's own ingredients", () => {
  test('a kitchen admin creates them for their kitchen only, whatever kitchenId says', async () => {
    const own = await create(as.adminA, { name: 'House stock', kitchenId: KITCHEN_B, density: 1.02 });
    expect(own).toMatchObject({ kitchenId: KITCHEN_A, canEdit: true, density: 1.02, kitchenConversions: null });
    expect(await outboxOf('ingredients', { _id: new Types.ObjectId(own.id) })).toEqual([
      expect.objectContaining({
        type: 'IngredientChanged',
        kitchenId: KITCHEN_A,
        payload: expect.objectContaining({ kitchenId: KITCHEN_A, density: 1.02 }),
      }),
    ]);
    expect(await read(as.cookA, own.id)).toMatchObject({ name: 'House stock', canEdit: false });
    expect(await read(as.superAdmin, own.id)).toMatchObject({ name: 'House stock', canEdit: true });
    expect(await read(as.adminB, own.id)).toBeNull();
    const entities = await h.ok<{ _entities: unknown[] }>(ENTITIES, { r: [{ __typename: 'Ingredient', id: own.id }] }, as.adminB);
    expect(entities._entities).toEqual([null]);
  });

  test('cooks, admins without a kitchen and anonymous callers write none', async () => {
    const own = (await h.models.ingredients.findOne({ name: 'House stock' }).lean())?._id.toHexString();
    for (const caller of [as.cookA, as.adminWithoutKitchen]) {
      expect(codes(await h.call(CREATE, { input: { name: 'Cook stock' } }, caller))).toEqual(['FORBIDDEN']);
    }
    expect(codes(await h.call(UPDATE, { id: own, input: { name: 'Cook stock' } }, as.cookA))).toEqual(['FORBIDDEN']);
    expect(codes(await h.call(DELETE, { id: own }, as.cookA))).toEqual(['FORBIDDEN']);
    expect(codes(await h.call(UPDATE, { id: await platform('Eggs'), input: { pieceWeight: 60 } }, as.cookA))).toEqual(['FORBIDDEN']);
    expect(codes(await h.call(CREATE, { input: { name: 'Cook stock' } }))).toEqual(['UNAUTHENTICATED']);
    expect(await h.models.ingredients.countDocuments({ name: 'Cook stock' })).toBe(0);
    expect(await h.models.conversions.countDocuments()).toBe(0);
  });

  test('names clash without case or accents: in one kitchen, and with the platform, never with another kitchen', async () => {
    const creme = await create(as.adminA, { name: 'Crème Fraîche' });
    const clash = async (caller: Caller, input: Record<string, unknown>) =>
      firstError(await h.call(CREATE, { input }, caller))?.extensions?.field;
    expect(await clash(as.adminA, { name: 'creme  fraiche' })).toBe('name');
    expect(await clash(as.adminA, { name: 'BUTTER' })).toBe('name');
    expect(await clash(as.adminA, { name: 'Séa Salt' })).toBe('name');
    // A platform name would clash with the kitchen's.
    expect(await clash(as.superAdmin, { name: 'Creme fraiche' })).toBe('name');
    expect(firstError(await h.call(CREATE, { input: { name: 'CREME FRAICHE' } }, as.adminA, { locale: 'es' }))?.message).toBe(
      'Ya existe un ingrediente con este nombre',
    );
    expect((await create(as.adminB, { name: 'CRÈME FRAICHE' })).kitchenId).toBe(KITCHEN_B);
    // Renaming: to another's folded name clashes; to its own in other accents does not.
    const stock = (await h.models.ingredients.findOne({ name: 'House stock' }).lean())?._id.toHexString();
    expect(firstError(await h.call(UPDATE, { id: stock, input: { name: 'Crême fraiche' } }, as.adminA))?.extensions?.field).toBe('name');
    expect(
      (await h.ok<{ UpdateIngredients: Row }>(UPDATE, { id: creme.id, input: { name: 'Creme Fraiche' } }, as.adminA)).UpdateIngredients
        .name,
    ).toBe('Creme Fraiche');
    // The list's text filter finds accented names typed without accents.
    const found = await h.ok<{ getIngredients: { records: Row[] } }>(LIST, { filters: { search: 'fraîch' } }, as.adminA);
    expect(found.getIngredients.records.map((r) => r.name)).toEqual(['Creme Fraiche']);
    const plain = await h.ok<{ getIngredients: { records: Row[] } }>(LIST, { filters: { search: 'creme' } }, as.adminB);
    expect(plain.getIngredients.records.map((r) => r.name)).toEqual(['CRÈME FRAICHE']);
  });

  test('an ingredient written before name keys existed gets its key at start, and clashes like any other', async () => {
    await h.models.ingredients.collection.insertOne({
      name: 'Pâte brisée',
      kitchenId: new Types.ObjectId(KITCHEN_A),
      status: 'ACTIVE',
      allergenIds: [],
    });
    expect(await backfillNameKeys(h.models.ingredients)).toBe(1);
    expect(await backfillNameKeys(h.models.ingredients)).toBe(0);
    expect(firstError(await h.call(CREATE, { input: { name: 'pate brisee' } }, as.adminA))?.extensions?.field).toBe('name');
  });

  test("a kitchen admin changes and deletes their own; another kitchen's is NOT_FOUND", async () => {
    const own = await create(as.adminA, { name: 'Pickled onions' });
    expect(codes(await h.call(UPDATE, { id: own.id, input: { name: 'Mine now' } }, as.adminB))).toEqual(['NOT_FOUND']);
    expect(codes(await h.call(DELETE, { id: own.id }, as.adminB))).toEqual(['NOT_FOUND']);
    const updated = await h.ok<{ UpdateIngredients: Row }>(
      UPDATE,
      { id: own.id, input: { name: 'Pickled shallots', pieceWeight: 12 } },
      as.adminA,
    );
    expect(updated.UpdateIngredients).toMatchObject({ name: 'Pickled shallots', pieceWeight: 12, kitchenConversions: null });
    // Their own ingredient's allergen statements are theirs to state, announced like any other.
    const sulphites = (await h.models.allergens.findOne({ code: 'SULPHITES' }).lean())?._id.toHexString();
    await h.ok(UPDATE, { id: own.id, input: { allergenIds: [sulphites] } }, as.adminA);
    expect((await outboxOf('ingredients', { _id: new Types.ObjectId(own.id) })).at(-1)).toMatchObject({
      type: 'IngredientChanged',
      payload: { kitchenId: KITCHEN_A, name: 'Pickled shallots', allergenIds: [sulphites], pieceWeight: 12 },
    });
    const reply = await h.ok<{ DeleteIngredients: { code: number } }>(DELETE, { id: own.id }, as.adminA);
    expect(reply.DeleteIngredients.code).toBe(200);
    expect(await read(as.adminA, own.id)).toBeNull();
  });

  test('a kitchen admin may not delete their own ingredient recipes use, not even with force; a super admin may', async () => {
    const own = await create(as.adminA, { name: 'Chili oil' });
    const summary = {
      recipeId: 'k1',
      kitchenId: KITCHEN_A,
      type: 'RECIPE',
      status: 'ACTIVE',
      categoryId: null,
      subCategoryId: null,
      ingredientIds: [own.id],
      allergenIds: [],
      cookIds: [],
    };
    await usageEventHandlers(h.models.usage).RecipeCreated(event('RecipeCreated', summary, 'k1'));
    for (const force of [false, true]) {
      expect(firstError(await h.call(DELETE, { id: own.id, force }, as.adminA))).toMatchObject({
        message: 'This ingredient is used in 1 recipe',
        extensions: { code: 'BAD_USER_INPUT', field: 'force', usedBy: { recipes: 1 } },
      });
    }
    expect(await read(as.adminA, own.id)).not.toBeNull();
    await h.ok(DELETE, { id: own.id, force: true }, as.superAdmin);
    expect(await read(as.adminA, own.id)).toBeNull();
  });

  test("a platform ingredient is not the kitchen admin's to rename, state allergens for or delete", async () => {
    const butter = await platform('Butter');
    const reply = await h.call(UPDATE, { id: butter, input: { name: 'Our butter' } }, as.adminA, { locale: 'nl' });
    expect(firstError(reply)).toMatchObject({
      message: 'Bij een platformingrediënt mag je keuken alleen een eigen dichtheid en stukgewicht instellen',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(codes(await h.call(UPDATE, { id: butter, input: { density: 0.95, type: 'Fat' } }, as.adminA))).toEqual(['FORBIDDEN']);
    expect(codes(await h.call(UPDATE, { id: butter, input: { density: 0.95, allergenIds: [] } }, as.adminB))).toEqual(['FORBIDDEN']);
    expect(codes(await h.call(DELETE, { id: butter }, as.adminA))).toEqual(['FORBIDDEN']);
    expect(await h.models.conversions.countDocuments()).toBe(0);
    expect((await read(as.cookA, butter))?.name).toBe('Butter');
    expect((await read(as.cookA, butter))?.canEdit).toBe(false);
  });
});

describe("a kitchen's conversions of a platform ingredient", () => {
  let eggs: string;
  const events = async () => outboxOf('conversions', { ingredientId: new Types.ObjectId(eggs), kitchenId: new Types.ObjectId(KITCHEN_A) });

  beforeAll(async () => {
    eggs = await platform('Eggs');
  });

  test("a kitchen admin states their own; their kitchen reads it, field by field over the platform's; nobody else does", async () => {
    const reply = await h.ok<{ UpdateIngredients: Row }>(UPDATE, { id: eggs, input: { pieceWeight: 60 } }, as.adminA);
    expect(reply.UpdateIngredients).toMatchObject({
      density: 1.03,
      pieceWeight: 60,
      kitchenConversions: { density: null, pieceWeight: 60 },
    });
    expect(await read(as.cookA, eggs)).toMatchObject({
      density: 1.03,
      pieceWeight: 60,
      kitchenConversions: { density: null, pieceWeight: 60 },
    });
    expect(await read(as.adminB, eggs)).toMatchObject({ density: 1.03, pieceWeight: 50, kitchenConversions: null });
    expect(await read(as.superAdmin, eggs)).toMatchObject({ density: 1.03, pieceWeight: 50, kitchenConversions: null });
    expect((await h.models.ingredients.findById(eggs).lean())?.pieceWeight).toBe(50);
    expect(await events()).toEqual([
      expect.objectContaining({
        type: 'IngredientConversionsSet',
        aggregateId: eggs,
        kitchenId: KITCHEN_A,
        payload: { ingredientId: eggs, kitchenId: KITCHEN_A, density: null, pieceWeight: 60 },
      }),
    ]);
  });

  test('each change records the kitchen’s whole conversions; the same values again record nothing; null falls back', async () => {
    await h.ok(UPDATE, { id: eggs, input: { density: 1.1 } }, as.adminA);
    await h.ok(UPDATE, { id: eggs, input: { density: 1.1, pieceWeight: 60 } }, as.adminA);
    await h.ok(UPDATE, { id: eggs, input: { pieceWeight: null } }, as.adminA);
    expect((await events()).map((e) => e.payload)).toEqual([
      { ingredientId: eggs, kitchenId: KITCHEN_A, density: null, pieceWeight: 60 },
      { ingredientId: eggs, kitchenId: KITCHEN_A, density: 1.1, pieceWeight: 60 },
      { ingredientId: eggs, kitchenId: KITCHEN_A, density: 1.1, pieceWeight: null },
    ]);
    expect(await read(as.cookA, eggs)).toMatchObject({
      density: 1.1,
      pieceWeight: 50,
      kitchenConversions: { density: 1.1, pieceWeight: null },
    });
    await h.ok(UPDATE, { id: eggs, input: { density: null } }, as.adminA);
    expect(await read(as.cookA, eggs)).toMatchObject({ density: 1.03, pieceWeight: 50, kitchenConversions: null });
    expect(firstError(await h.call(UPDATE, { id: eggs, input: { density: 30 } }, as.adminA))?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'density',
    });
    expect(await h.models.conversions.countDocuments({ kitchenId: new Types.ObjectId(KITCHEN_B) })).toBe(0);
  });

  test('a list reads every ingredient’s conversions in one query', async () => {
    for (const name of ['Onion', 'Celery', 'Prawns'])
      await h.ok(UPDATE, { id: await platform(name), input: { pieceWeight: 99 } }, as.adminA);
    // Kitchen A's answers read its conversions back into memory; another kitchen's change empties it.
    await h.ok(UPDATE, { id: await platform('Onion'), input: { pieceWeight: 120 } }, as.adminB);
    const find = jest.spyOn(h.models.conversions, 'find');
    try {
      const list = await h.ok<{ getIngredients: { total: number; records: Row[] } }>(LIST, { filters: { platformOnly: true } }, as.cookA);
      expect(list.getIngredients.records.length).toBeGreaterThan(20);
      expect(list.getIngredients.records.filter((r) => r.pieceWeight === 99).map((r) => r.name)).toEqual(['Celery', 'Onion', 'Prawns']);
      expect(find).toHaveBeenCalledTimes(1);
    } finally {
      find.mockRestore();
    }
  });

  test('they go with the platform ingredient, and with the kitchen', async () => {
    const tarragon = await platform('Tarragon');
    await h.ok(UPDATE, { id: tarragon, input: { pieceWeight: 1 } }, as.adminA);
    await h.ok(UPDATE, { id: tarragon, input: { pieceWeight: 2 } }, as.adminB);
    await h.ok(DELETE, { id: tarragon }, as.superAdmin);
    expect(await h.models.conversions.countDocuments({ ingredientId: new Types.ObjectId(tarragon) })).toBe(0);
    const kitchenA = new Types.ObjectId(KITCHEN_A);
    expect(await h.models.conversions.countDocuments({ kitchenId: kitchenA })).toBeGreaterThan(0);
    await kitchenEventHandlers(h.models, h.catalog.connection).KitchenDeleted(event('KitchenDeleted', { kitchenId: KITCHEN_A }, KITCHEN_A));
    expect(await h.models.conversions.countDocuments({ kitchenId: kitchenA })).toBe(0);
    expect(await h.models.ingredients.countDocuments({ kitchenId: kitchenA })).toBe(0);
  });
});
