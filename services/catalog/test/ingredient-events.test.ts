import { Types } from 'mongoose';
import { changeIngredient } from '../src/ingredients/ingredient-change';
import { seedCatalog, STANDARD_UNITS } from '../src/seed';
import { sampleNutrition } from '../src/seeds/seed-ingredients';
import { as, codes, firstError, KITCHEN_A, startHarness, type Harness } from './support';

/** catalog.ingredient.v1: every write leaves its event in the document's outbox (no Kafka here, so nothing is relayed). */
let h: Harness;

beforeAll(async () => {
  h = await startHarness('catalog_ingredient_events');
});

afterAll(async () => {
  await h.stop();
});

type Outbox = {
  _outbox?: { type: string; producer: string; aggregateId: string; kitchenId: string | null; payload: unknown }[];
  _deleted?: boolean;
};
type Kind = 'ingredients' | 'allergens' | 'units';
const outboxOf = async (kind: Kind, id: string): Promise<Outbox> =>
  ((await h.models[kind].collection.findOne({ _id: new Types.ObjectId(id) })) ?? {}) as Outbox;
const lastEvent = async (kind: Kind, id: string) => (await outboxOf(kind, id))._outbox?.at(-1);

const CREATE = `mutation ($input: IngredientInput!) { CreateIngredients(input: $input) { id name } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateIngredientInput!) { UpdateIngredients(id: $id, input: $input) { name status } }`;
const DELETE = `mutation ($id: ID!, $force: Boolean) { DeleteIngredients(id: $id, force: $force) { code message } }`;
const BY_ID = `query ($id: ID!) { getIngredientsById(id: $id) { id } }`;
const LIST = `query ($filters: IngredientFilters) { getIngredients(filters: $filters, sizePerPage: 100) { total records { id } } }`;
const ACTIVE = `query ($kitchenId: ID) { getActiveIngredients(kitchenId: $kitchenId) { id } }`;
const CREATE_ALLERGEN = `mutation ($input: AllergenInput!) { CreateAllergens(input: $input) { id } }`;
const DELETE_ALLERGEN = `mutation ($id: ID!, $force: Boolean) { DeleteAllergens(id: $id, force: $force) { code message } }`;
const ALLERGEN = `query ($id: ID!) { getAllergensById(id: $id) { id } }`;
const ALLERGENS = `query ($filters: CatalogFilters) { getAllergens(filters: $filters, sizePerPage: 100) { total records { id } } }`;
const ACTIVE_ALLERGENS = `{ getActiveAllergens { id } }`;
const INGREDIENT_ALLERGENS = `query ($id: ID!) { getIngredientsById(id: $id) { allergens { id } } }`;
const CREATE_UNIT = `mutation ($input: UnitInput!) { CreateUnits(input: $input) { id } }`;
const UPDATE_UNIT = `mutation ($id: ID!, $input: UpdateUnitInput!) { UpdateUnits(id: $id, input: $input) { name } }`;
const DELETE_UNIT = `mutation ($id: ID!) { DeleteUnits(id: $id) { code message } }`;
const UNITS = `query ($filters: CatalogFilters) { getUnits(filters: $filters, sizePerPage: 100) { total records { id name } } }`;
const ENTITIES = `query ($r: [_Any!]!) { _entities(representations: $r) {
  ... on Ingredient { id } ... on Allergen { id } ... on Unit { id } } }`;

const createIngredient = async (input: Record<string, unknown>) =>
  (await h.ok<{ CreateIngredients: { id: string } }>(CREATE, { input }, as.superAdmin)).CreateIngredients.id;
const createAllergen = async (name: string) =>
  (await h.ok<{ CreateAllergens: { id: string } }>(CREATE_ALLERGEN, { input: { name } }, as.superAdmin)).CreateAllergens.id;
const seededAllergen = async (code: string) => (await h.models.allergens.findOne({ code }).lean())?._id.toHexString() ?? '';

describe('ingredients', () => {
  test('creating one records IngredientChanged with its whole state, in the same document', async () => {
    const milk = await seededAllergen('MILK');
    const id = await createIngredient({ name: ' Ricotta ', allergenIds: [milk], kitchenId: KITCHEN_A });
    expect((await outboxOf('ingredients', id))._outbox).toEqual([
      expect.objectContaining({
        type: 'IngredientChanged',
        producer: 'catalog',
        aggregateId: id,
        kitchenId: KITCHEN_A,
        payload: {
          ingredientId: id,
          kitchenId: KITCHEN_A,
          name: 'Ricotta',
          allergenIds: [milk],
          mayContainAllergenIds: [],
          freeFromAllergenIds: [],
          density: null,
          pieceWeight: null,
          nutrition: null,
        },
      }),
    ]);
  });

  test('a change of name, allergens or status records the new whole state; other fields record nothing', async () => {
    const [gluten, eggs] = [await seededAllergen('GLUTEN'), await seededAllergen('EGGS')];
    const id = await createIngredient({ name: 'Pasta', allergenIds: [gluten] });
    const events = async () => (await outboxOf('ingredients', id))._outbox ?? [];

    await h.ok(UPDATE, { id, input: { type: 'Grain' } }, as.superAdmin);
    expect(await events()).toHaveLength(1);

    await h.ok(UPDATE, { id, input: { name: 'Egg pasta', allergenIds: [gluten, eggs] } }, as.superAdmin);
    expect((await events()).at(-1)).toMatchObject({
      type: 'IngredientChanged',
      payload: { ingredientId: id, kitchenId: null, name: 'Egg pasta', allergenIds: [gluten, eggs] },
    });

    await h.ok(UPDATE, { id, input: { status: 'PAUSED' } }, as.superAdmin);
    expect(await events()).toHaveLength(3);
    expect((await events()).at(-1)?.payload).toEqual({
      ingredientId: id,
      kitchenId: null,
      name: 'Egg pasta',
      allergenIds: [gluten, eggs],
      mayContainAllergenIds: [],
      freeFromAllergenIds: [],
      density: null,
      pieceWeight: null,
      nutrition: null,
    });

    // The same values again are no change.
    await h.ok(UPDATE, { id, input: { name: 'Egg pasta', allergenIds: [gluten, eggs], status: 'PAUSED' } }, as.superAdmin);
    expect(await events()).toHaveLength(3);
  });

  test('a change that races another is computed again from what is stored, so the event is a state that exists', async () => {
    const id = await createIngredient({ name: 'Racing' });
    const oid = new Types.ObjectId(id);
    let calls = 0;
    const updated = await changeIngredient(h.models.ingredients, oid, async (current) => {
      calls += 1;
      // Someone else renames it between our read and our write.
      if (calls === 1) await h.models.ingredients.updateOne({ _id: oid }, { $set: { name: 'Raced' } });
      return { allergenIds: [...current.allergenIds, new Types.ObjectId(await seededAllergen('FISH'))] };
    });
    expect(calls).toBe(2);
    expect(updated?.name).toBe('Raced');
    expect((await lastEvent('ingredients', id))?.payload).toMatchObject({ name: 'Raced', allergenIds: [await seededAllergen('FISH')] });
  });

  test('deleting one marks it deleted with IngredientDeleted, and no read shows it any more', async () => {
    const id = await createIngredient({ name: 'Truffle', kitchenId: KITCHEN_A });
    await h.ok(DELETE, { id }, as.superAdmin);
    const doc = await outboxOf('ingredients', id);
    expect(doc._deleted).toBe(true);
    expect(doc._outbox?.at(-1)).toMatchObject({
      type: 'IngredientDeleted',
      aggregateId: id,
      kitchenId: KITCHEN_A,
      payload: { ingredientId: id, kitchenId: KITCHEN_A },
    });

    expect(await h.ok(BY_ID, { id }, as.superAdmin)).toEqual({ getIngredientsById: null });
    const list = await h.ok<{ getIngredients: { records: { id: string }[] } }>(LIST, { filters: { search: 'Truffle' } }, as.superAdmin);
    expect(list.getIngredients.records).toEqual([]);
    const offered = await h.ok<{ getActiveIngredients: { id: string }[] }>(ACTIVE, { kitchenId: KITCHEN_A }, as.superAdmin);
    expect(offered.getActiveIngredients.map((i) => i.id)).not.toContain(id);
    const entities = await h.ok<{ _entities: unknown[] }>(ENTITIES, { r: [{ __typename: 'Ingredient', id }] }, as.adminA);
    expect(entities._entities).toEqual([null]);
    expect(codes(await h.call(UPDATE, { id, input: { name: 'Black truffle' } }, as.superAdmin))).toEqual(['NOT_FOUND']);
    expect(codes(await h.call(DELETE, { id }, as.superAdmin))).toEqual(['NOT_FOUND']);
    // Its name is free again, and nothing more was written to it.
    expect(await createIngredient({ name: 'Truffle', kitchenId: KITCHEN_A })).not.toBe(id);
    expect((await outboxOf('ingredients', id))._outbox).toHaveLength(2);
  });
});

describe('allergens', () => {
  test('a forced deletion records AllergenDeleted and IngredientChanged on every ingredient that drops it', async () => {
    const spice = await createAllergen('Spice blend');
    const milk = await seededAllergen('MILK');
    const curry = await createIngredient({ name: 'Curry paste', allergenIds: [spice] });
    const korma = await createIngredient({ name: 'Korma sauce', allergenIds: [milk, spice], kitchenId: KITCHEN_A });
    const gone = await createIngredient({ name: 'Old spice', allergenIds: [spice] });
    await h.ok(DELETE, { id: gone }, as.superAdmin);
    const untouched = (await outboxOf('ingredients', gone))._outbox;

    expect(firstError(await h.call(DELETE_ALLERGEN, { id: spice }, as.superAdmin))?.extensions).toMatchObject({
      usedBy: { ingredients: 2 },
    });
    await h.ok(DELETE_ALLERGEN, { id: spice, force: true }, as.superAdmin);

    const allergen = await outboxOf('allergens', spice);
    expect(allergen._deleted).toBe(true);
    expect(allergen._outbox).toEqual([
      expect.objectContaining({ type: 'AllergenChanged', payload: { allergenId: spice, code: null, status: 'ACTIVE' } }),
      expect.objectContaining({ type: 'AllergenDeleted', aggregateId: spice, kitchenId: null, payload: { allergenId: spice } }),
    ]);
    expect((await outboxOf('ingredients', curry))._outbox?.map((e) => e.type)).toEqual(['IngredientChanged', 'IngredientChanged']);
    expect(await lastEvent('ingredients', curry)).toMatchObject({
      type: 'IngredientChanged',
      payload: { ingredientId: curry, kitchenId: null, name: 'Curry paste', allergenIds: [] },
    });
    expect(await lastEvent('ingredients', korma)).toMatchObject({
      type: 'IngredientChanged',
      payload: { ingredientId: korma, kitchenId: KITCHEN_A, name: 'Korma sauce', allergenIds: [milk] },
    });
    // A deleted ingredient is not announced again.
    expect((await outboxOf('ingredients', gone))._outbox).toEqual(untouched);
  });

  test('a deleted allergen no longer appears in any read, nor counts as known', async () => {
    const id = await createAllergen('Bitter almond');
    await h.ok(DELETE_ALLERGEN, { id }, as.superAdmin);
    expect(await h.ok(ALLERGEN, { id }, as.cookA)).toEqual({ getAllergensById: null });
    const list = await h.ok<{ getAllergens: { records: { id: string }[] } }>(ALLERGENS, { filters: { search: 'Bitter' } }, as.cookA);
    expect(list.getAllergens.records).toEqual([]);
    const offered = await h.ok<{ getActiveAllergens: { id: string }[] }>(ACTIVE_ALLERGENS, {}, as.cookA);
    expect(offered.getActiveAllergens.map((a) => a.id)).not.toContain(id);
    const entities = await h.ok<{ _entities: unknown[] }>(ENTITIES, { r: [{ __typename: 'Allergen', id }] }, as.cookA);
    expect(entities._entities).toEqual([null]);
    expect(firstError(await h.call(CREATE, { input: { name: 'Marzipan', allergenIds: [id] } }, as.superAdmin))?.extensions?.field).toBe(
      'allergenIds',
    );
    expect(codes(await h.call(DELETE_ALLERGEN, { id }, as.superAdmin))).toEqual(['NOT_FOUND']);
    // An ingredient still naming it (a stop half-way) does not show it.
    const marzipan = await createIngredient({ name: 'Marzipan' });
    await h.models.ingredients.updateOne({ _id: marzipan }, { $set: { allergenIds: [new Types.ObjectId(id)] } });
    const read = await h.ok<{ getIngredientsById: { allergens: unknown[] } }>(INGREDIENT_ALLERGENS, { id: marzipan }, as.cookA);
    expect(read.getIngredientsById.allergens).toEqual([]);
    // Its name is free again.
    expect(await createAllergen('Bitter almond')).not.toBe(id);
  });
});

describe('units', () => {
  test('deleting one records UnitDeleted, and no read shows it any more', async () => {
    const id = (await h.ok<{ CreateUnits: { id: string } }>(CREATE_UNIT, { input: { name: 'sprig' } }, as.superAdmin)).CreateUnits.id;
    await h.ok(DELETE_UNIT, { id }, as.superAdmin);
    const unit = await outboxOf('units', id);
    expect(unit._deleted).toBe(true);
    expect(unit._outbox).toEqual([
      expect.objectContaining({ type: 'UnitChanged' }),
      expect.objectContaining({ type: 'UnitDeleted', aggregateId: id, payload: { unitId: id } }),
    ]);

    const list = await h.ok<{ getUnits: { records: { id: string }[] } }>(UNITS, { filters: { search: 'sprig' } }, as.cookA);
    expect(list.getUnits.records).toEqual([]);
    const entities = await h.ok<{ _entities: unknown[] }>(ENTITIES, { r: [{ __typename: 'Unit', id }] }, as.cookA);
    expect(entities._entities).toEqual([null]);
    expect(codes(await h.call(UPDATE_UNIT, { id, input: { name: 'sprigs' } }, as.superAdmin))).toEqual(['NOT_FOUND']);
    expect(codes(await h.call(DELETE_UNIT, { id }, as.superAdmin))).toEqual(['NOT_FOUND']);
  });

  test('a standard unit deleted but not yet published is neither listed nor duplicated by the seed', async () => {
    const pinch = (await h.models.units.findOne({ name: 'pinch' }).lean())?._id.toHexString() ?? '';
    await h.ok(DELETE_UNIT, { id: pinch }, as.superAdmin);
    await seedCatalog(h.mongo.uri, 'catalog_ingredient_events');
    expect(await h.models.units.countDocuments({ name: 'pinch' })).toBe(1);
    const list = await h.ok<{ getUnits: { total: number } }>(UNITS, {}, as.cookA);
    expect(list.getUnits.total).toBe(STANDARD_UNITS.length - 1);
  });
});

describe('the seed', () => {
  test('announces every sample ingredient it inserts, with its allergen statements and conversions', async () => {
    const soy = await h.models.ingredients.findOne({ name: 'Soy sauce', kitchenId: null }).lean();
    const id = soy?._id.toHexString() ?? '';
    const others = [
      'CRUSTACEANS',
      'EGGS',
      'FISH',
      'PEANUTS',
      'MILK',
      'NUTS',
      'CELERY',
      'MUSTARD',
      'SESAME',
      'SULPHITES',
      'LUPIN',
      'MOLLUSCS',
    ];
    expect((await outboxOf('ingredients', id))._outbox).toEqual([
      expect.objectContaining({
        type: 'IngredientChanged',
        aggregateId: id,
        payload: {
          ingredientId: id,
          kitchenId: null,
          name: 'Soy sauce',
          allergenIds: [await seededAllergen('SOYBEANS'), await seededAllergen('GLUTEN')],
          mayContainAllergenIds: [],
          freeFromAllergenIds: await Promise.all(others.map(seededAllergen)),
          density: 1.17,
          pieceWeight: null,
          nutrition: sampleNutrition('Soy sauce'),
        },
      }),
    ]);
    const pending = await h.models.ingredients.collection.countDocuments({ kitchenId: null, '_outbox.type': 'IngredientChanged' });
    expect(pending).toBeGreaterThanOrEqual(21);
  });
});
