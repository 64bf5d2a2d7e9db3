import { Types } from 'mongoose';
import { seedCatalog } from '../src/seed';
import { as, codes, firstError, KITCHEN_A, startHarness, type Harness } from './support';

/** Three-state allergen statements, density and piece weight (README 'Allergen statements'). */
let h: Harness;
const DB = 'catalog_ingredient_statements';

beforeAll(async () => {
  h = await startHarness(DB);
});

afterAll(async () => {
  await h.stop();
});

const EU = [
  'GLUTEN',
  'CRUSTACEANS',
  'EGGS',
  'FISH',
  'PEANUTS',
  'SOYBEANS',
  'MILK',
  'NUTS',
  'CELERY',
  'MUSTARD',
  'SESAME',
  'SULPHITES',
  'LUPIN',
  'MOLLUSCS',
];
const FIELDS = `id name density pieceWeight allergenIds mayContainAllergenIds freeFromAllergenIds
  allergens { code } mayContainAllergens { code name } freeFromAllergens { code }`;
const BY_NAME = `query ($search: String) { getIngredients(filters: { search: $search, platformOnly: true }, sizePerPage: 100) { records { ${FIELDS} } } }`;
const CREATE = `mutation ($input: IngredientInput!) { CreateIngredients(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateIngredientInput!) { UpdateIngredients(id: $id, input: $input) { ${FIELDS} } }`;
const CREATE_ALLERGEN = `mutation ($input: AllergenInput!) { CreateAllergens(input: $input) { id } }`;
const UPDATE_ALLERGEN = `mutation ($id: ID!, $input: UpdateAllergenInput!) { UpdateAllergens(id: $id, input: $input) { id } }`;
const DELETE_ALLERGEN = `mutation ($id: ID!, $force: Boolean) { DeleteAllergens(id: $id, force: $force) { code } }`;

type Row = {
  id: string;
  name: string;
  density: number | null;
  pieceWeight: number | null;
  allergenIds: string[];
  mayContainAllergenIds: string[];
  freeFromAllergenIds: string[];
  allergens: { code: string }[];
  mayContainAllergens: { code: string; name: string }[];
  freeFromAllergens: { code: string }[];
};
type Event = { type: string; payload: Record<string, unknown> };

const allergen = async (code: string) => (await h.models.allergens.findOne({ code }).lean())?._id.toHexString() ?? '';
const sample = async (name: string): Promise<Row | undefined> =>
  (await h.ok<{ getIngredients: { records: Row[] } }>(BY_NAME, { search: name }, as.cookA)).getIngredients.records.find(
    (r) => r.name === name,
  );
const statements = (row: Row | undefined) => ({
  contains: row?.allergens.map((a) => a.code).sort(),
  mayContain: row?.mayContainAllergens.map((a) => a.code).sort(),
  freeFrom: row?.freeFromAllergens.map((a) => a.code).sort(),
});
const rest = (...stated: string[]) => EU.filter((c) => !stated.includes(c)).sort();
const outbox = async (kind: 'ingredients' | 'allergens', id: string) =>
  (((await h.models[kind].collection.findOne({ _id: new Types.ObjectId(id) })) ?? {}) as { _outbox?: Event[] })._outbox ?? [];
const create = async (input: Record<string, unknown>) =>
  (await h.ok<{ CreateIngredients: Row }>(CREATE, { input }, as.superAdmin)).CreateIngredients;

describe('the sample ingredients', () => {
  test('state every EU allergen: contains, may contain, free from', async () => {
    expect(statements(await sample('Wheat flour'))).toEqual({
      contains: ['GLUTEN'],
      mayContain: ['SOYBEANS'],
      freeFrom: rest('GLUTEN', 'SOYBEANS'),
    });
    expect(statements(await sample('Hazelnuts'))).toEqual({
      contains: ['NUTS'],
      mayContain: ['PEANUTS'],
      freeFrom: rest('NUTS', 'PEANUTS'),
    });
    expect(statements(await sample('Tahini'))).toEqual({
      contains: ['SESAME'],
      mayContain: ['NUTS', 'PEANUTS'],
      freeFrom: rest('SESAME', 'NUTS', 'PEANUTS'),
    });
    expect(statements(await sample('Prawns'))).toEqual({
      contains: ['CRUSTACEANS'],
      mayContain: ['MOLLUSCS'],
      freeFrom: rest('CRUSTACEANS', 'MOLLUSCS'),
    });
    expect(statements(await sample('Mussels'))).toEqual({
      contains: ['MOLLUSCS'],
      mayContain: ['CRUSTACEANS'],
      freeFrom: rest('CRUSTACEANS', 'MOLLUSCS'),
    });
    for (const name of ['Onion', 'Olive oil', 'Sea salt', 'Tarragon']) {
      expect([name, statements(await sample(name))]).toEqual([name, { contains: [], mayContain: [], freeFrom: rest() }]);
    }
    expect(statements(await sample('White wine vinegar')).contains).toEqual(['SULPHITES']);
    expect(statements(await sample('Dry white wine')).contains).toEqual(['SULPHITES']);
    expect(statements(await sample('Egg yolks')).contains).toEqual(['EGGS']);
    expect(await sample('Black peppercorns')).toBeDefined();
    // A browser journey creates the shallot itself.
    expect(await h.models.ingredients.countDocuments({ name: /shallot/i })).toBe(0);
  });

  test('carry the density and piece weight a kitchen converts with', async () => {
    const conversions = async (name: string) => {
      const row = await sample(name);
      return [row?.density, row?.pieceWeight];
    };
    expect(await conversions('Eggs')).toEqual([1.03, 50]);
    expect(await conversions('Egg yolks')).toEqual([1.03, 18]);
    expect(await conversions('Onion')).toEqual([null, 150]);
    expect(await conversions('Butter')).toEqual([0.91, null]);
    expect(await conversions('Olive oil')).toEqual([0.91, null]);
    expect(await conversions('Cream')).toEqual([1.01, null]);
    expect(await conversions('Wheat flour')).toEqual([0.53, null]);
    expect(await conversions('Sea salt')).toEqual([1.2, null]);
  });
});

describe('writing statements', () => {
  test('an allergen stated twice is refused on the list that repeats it, in the reader’s language', async () => {
    const [milk, eggs, nuts] = [await allergen('MILK'), await allergen('EGGS'), await allergen('NUTS')];
    const may = await h.call(
      CREATE,
      { input: { name: 'Custard', allergenIds: [milk, eggs], mayContainAllergenIds: [eggs] } },
      as.superAdmin,
    );
    expect(firstError(may)).toMatchObject({
      message: 'An allergen can be only one of: contains, may contain, free from',
      extensions: { code: 'BAD_USER_INPUT', field: 'mayContainAllergenIds' },
    });
    const free = await h.call(
      CREATE,
      { input: { name: 'Custard', mayContainAllergenIds: [nuts], freeFromAllergenIds: [nuts] } },
      as.superAdmin,
      { locale: 'de' },
    );
    expect(firstError(free)).toMatchObject({
      message: 'Ein Allergen kann nur eines sein: enthalten, kann Spuren enthalten, frei von',
      extensions: { field: 'freeFromAllergenIds' },
    });
    const both = await h.call(CREATE, { input: { name: 'Custard', allergenIds: [milk], freeFromAllergenIds: [milk] } }, as.superAdmin, {
      locale: 'nl',
    });
    expect(firstError(both)?.extensions?.field).toBe('freeFromAllergenIds');
    expect(firstError(both)?.message).toBe('Een allergeen kan maar één van deze zijn: bevat, kan sporen bevatten, vrij van');
    const unknown = await h.call(
      CREATE,
      { input: { name: 'Custard', freeFromAllergenIds: [new Types.ObjectId().toHexString()] } },
      as.superAdmin,
    );
    expect(firstError(unknown)).toMatchObject({
      message: 'One of these allergens does not exist',
      extensions: { field: 'freeFromAllergenIds' },
    });
    expect(await h.models.ingredients.countDocuments({ name: 'Custard' })).toBe(0);
  });

  test('a new ingredient states its allergens and conversions, resolved in the reader’s language', async () => {
    const [milk, eggs, nuts, gluten] = await Promise.all(['MILK', 'EGGS', 'NUTS', 'GLUTEN'].map(allergen));
    const reply = await h.ok<{ CreateIngredients: Row }>(
      CREATE,
      {
        input: { name: 'Custard', allergenIds: [milk, eggs], mayContainAllergenIds: [nuts], freeFromAllergenIds: [gluten], density: 1.08 },
      },
      as.superAdmin,
      { locale: 'fr' },
    );
    expect(reply.CreateIngredients).toMatchObject({
      allergenIds: [milk, eggs],
      mayContainAllergenIds: [nuts],
      mayContainAllergens: [{ code: 'NUTS', name: 'Fruits à coque' }],
      freeFromAllergenIds: [gluten],
      density: 1.08,
      pieceWeight: null,
    });
    expect((await outbox('ingredients', reply.CreateIngredients.id)).map((e) => e.payload)).toEqual([
      {
        ingredientId: reply.CreateIngredients.id,
        kitchenId: null,
        name: 'Custard',
        allergenIds: [milk, eggs],
        mayContainAllergenIds: [nuts],
        freeFromAllergenIds: [gluten],
        density: 1.08,
        pieceWeight: null,
        nutrition: null,
      },
    ]);
  });

  test('density and piece weight are checked; null clears them', async () => {
    const attempt = async (input: Record<string, unknown>, locale: 'en' | 'fr' = 'en') =>
      firstError(await h.call(CREATE, { input: { name: 'Heavy', ...input } }, as.superAdmin, { locale }));
    expect(await attempt({ density: 0 })).toMatchObject({
      message: 'Please enter a density from 0.01 to 25 g per ml',
      extensions: { code: 'BAD_USER_INPUT', field: 'density' },
    });
    expect((await attempt({ density: 25.5 }))?.extensions?.field).toBe('density');
    // 5e-324 g/ml made every figure built from it overflow (#43).
    expect((await attempt({ density: 5e-324 }))?.extensions?.field).toBe('density');
    expect((await attempt({ pieceWeight: 5e-324 }))?.extensions?.field).toBe('pieceWeight');
    expect(await attempt({ pieceWeight: -1 }, 'fr')).toMatchObject({
      message: 'Saisissez un poids de 0,01 à 100 000 g',
      extensions: { field: 'pieceWeight' },
    });
    expect((await attempt({ pieceWeight: 100_001 }))?.extensions?.field).toBe('pieceWeight');
    const ok = await create({ name: 'Heavy', density: 25, pieceWeight: 100_000 });
    expect([ok.density, ok.pieceWeight]).toEqual([25, 100_000]);
    const cleared = await h.ok<{ UpdateIngredients: Row }>(UPDATE, { id: ok.id, input: { density: null } }, as.superAdmin);
    expect([cleared.UpdateIngredients.density, cleared.UpdateIngredients.pieceWeight]).toEqual([null, 100_000]);
  });

  test('a list sent replaces that list; the lists not sent lose what it now claims', async () => {
    const onion = await sample('Onion');
    const sulphites = await allergen('SULPHITES');
    const moved = await h.ok<{ UpdateIngredients: Row }>(UPDATE, { id: onion?.id, input: { allergenIds: [sulphites] } }, as.superAdmin);
    expect(statements(moved.UpdateIngredients)).toEqual({ contains: ['SULPHITES'], mayContain: [], freeFrom: rest('SULPHITES') });
    const celery = await allergen('CELERY');
    const traces = await h.ok<{ UpdateIngredients: Row }>(
      UPDATE,
      { id: onion?.id, input: { mayContainAllergenIds: [celery, sulphites] } },
      as.superAdmin,
    );
    expect(statements(traces.UpdateIngredients)).toEqual({
      contains: [],
      mayContain: ['CELERY', 'SULPHITES'],
      freeFrom: rest('SULPHITES', 'CELERY'),
    });
    // Contradicting itself is refused, and nothing changes.
    const refused = await h.call(
      UPDATE,
      { id: onion?.id, input: { allergenIds: [celery], mayContainAllergenIds: [celery] } },
      as.superAdmin,
    );
    expect(firstError(refused)?.extensions?.field).toBe('mayContainAllergenIds');
    expect(statements(await sample('Onion')).mayContain).toEqual(['CELERY', 'SULPHITES']);
  });

  test('every change of a statement or conversion records IngredientChanged with the whole state; other fields record nothing', async () => {
    const row = await create({ name: 'Stock cube' });
    const events = async () => outbox('ingredients', row.id);
    const [celery, gluten] = [await allergen('CELERY'), await allergen('GLUTEN')];
    await h.ok(UPDATE, { id: row.id, input: { type: 'Condiment' } }, as.superAdmin);
    expect(await events()).toHaveLength(1);
    const steps: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ mayContainAllergenIds: [celery] }, { mayContainAllergenIds: [celery] }],
      [{ freeFromAllergenIds: [gluten] }, { mayContainAllergenIds: [celery], freeFromAllergenIds: [gluten] }],
      [{ density: 0.6 }, { density: 0.6 }],
      [{ pieceWeight: 10 }, { density: 0.6, pieceWeight: 10 }],
    ];
    for (const [index, [input, state]] of steps.entries()) {
      await h.ok(UPDATE, { id: row.id, input }, as.superAdmin);
      expect(await events()).toHaveLength(index + 2);
      expect((await events()).at(-1)).toMatchObject({ type: 'IngredientChanged', payload: { name: 'Stock cube', ...state } });
    }
    await h.ok(UPDATE, { id: row.id, input: { density: 0.6, pieceWeight: 10, mayContainAllergenIds: [celery] } }, as.superAdmin);
    expect(await events()).toHaveLength(5);
  });
});

describe('allergens and statements', () => {
  test('creating or changing an allergen records AllergenChanged with its code and status', async () => {
    const id = (await h.ok<{ CreateAllergens: { id: string } }>(CREATE_ALLERGEN, { input: { name: 'Kiwi', code: 'kiwi' } }, as.superAdmin))
      .CreateAllergens.id;
    await h.ok(UPDATE_ALLERGEN, { id, input: { status: 'PAUSED' } }, as.superAdmin);
    expect(await outbox('allergens', id)).toEqual([
      expect.objectContaining({ type: 'AllergenChanged', aggregateId: id, payload: { allergenId: id, code: 'KIWI', status: 'ACTIVE' } }),
      expect.objectContaining({ type: 'AllergenChanged', payload: { allergenId: id, code: 'KIWI', status: 'PAUSED' } }),
    ]);
    for (const caller of [as.adminA, as.cookA])
      expect(codes(await h.call(UPDATE_ALLERGEN, { id, input: { status: 'ACTIVE' } }, caller))).toEqual(['FORBIDDEN']);
    const lupin = await allergen('LUPIN');
    expect(await outbox('allergens', lupin)).toEqual([
      expect.objectContaining({ type: 'AllergenChanged', payload: { allergenId: lupin, code: 'LUPIN', status: 'ACTIVE' } }),
    ]);
  });

  test('an allergen ingredients may contain is in use; one they are only free of is not, and leaves their statements', async () => {
    const kiwi = await allergen('KIWI');
    const smoothie = await create({ name: 'Smoothie', mayContainAllergenIds: [kiwi], kitchenId: KITCHEN_A });
    expect(firstError(await h.call(DELETE_ALLERGEN, { id: kiwi }, as.superAdmin))?.extensions).toMatchObject({
      usedBy: { ingredients: 1 },
    });
    await h.ok(DELETE_ALLERGEN, { id: kiwi, force: true }, as.superAdmin);
    expect((await outbox('ingredients', smoothie.id)).at(-1)?.payload).toMatchObject({ mayContainAllergenIds: [] });

    // A platform-added allergen the onion is stated free of (the seeded ones are never deleted).
    const lupin = (await h.ok<{ CreateAllergens: { id: string } }>(CREATE_ALLERGEN, { input: { name: 'Pine nut' } }, as.superAdmin))
      .CreateAllergens.id;
    const seeded = await sample('Onion');
    await h.models.ingredients.updateOne(
      { _id: new Types.ObjectId(seeded?.id) },
      { $push: { freeFromAllergenIds: new Types.ObjectId(lupin) } },
    );
    const onion = await sample('Onion');
    expect(onion?.freeFromAllergenIds).toContain(lupin);
    await h.ok(DELETE_ALLERGEN, { id: lupin }, as.superAdmin);
    const after = await sample('Onion');
    expect(after?.freeFromAllergenIds).not.toContain(lupin);
    expect(after?.freeFromAllergenIds).toHaveLength((onion?.freeFromAllergenIds.length ?? 0) - 1);
    const last = (await outbox('ingredients', onion?.id ?? '')).at(-1);
    expect(last).toMatchObject({ type: 'IngredientChanged' });
    expect(last?.payload.freeFromAllergenIds).not.toContain(lupin);
  });
});

describe('the seed', () => {
  test('once, gives platform ingredients an older seed inserted the sample’s statements and conversions, keeping what they contain', async () => {
    const [milk, eggs] = [await allergen('MILK'), await allergen('EGGS')];
    const butter = await sample('Butter');
    const cream = await sample('Cream');
    // As an older catalog left them: contains only; an admin had added eggs to the cream.
    const old = { mayContainAllergenIds: '', freeFromAllergenIds: '', density: '', pieceWeight: '', _outbox: '' };
    await h.models.ingredients.collection.updateOne({ _id: new Types.ObjectId(butter?.id) }, { $unset: old });
    await h.models.ingredients.collection.updateOne(
      { _id: new Types.ObjectId(cream?.id) },
      { $unset: old, $set: { allergenIds: [new Types.ObjectId(milk), new Types.ObjectId(eggs)] } },
    );
    // A kitchen's own ingredient of a sample's name is not the platform's to change.
    const ownOnion = await h.models.ingredients.create({ name: 'Onion', kitchenId: new Types.ObjectId(KITCHEN_A) });
    await h.models.categories.db.collection('upgrades').deleteMany({});

    expect(await seedCatalog(h.mongo.uri, DB)).toBe(0);
    // Every regulated allergen is still there (none can be deleted), so the samples state them all.
    expect(statements(await sample('Butter'))).toEqual({ contains: ['MILK'], mayContain: [], freeFrom: rest('MILK') });
    expect((await sample('Butter'))?.density).toBe(0.91);
    expect(statements(await sample('Cream'))).toEqual({
      contains: ['EGGS', 'MILK'],
      mayContain: [],
      freeFrom: rest('MILK', 'EGGS'),
    });
    expect(await outbox('ingredients', butter?.id ?? '')).toEqual([
      expect.objectContaining({
        type: 'IngredientChanged',
        payload: expect.objectContaining({ name: 'Butter', density: 0.91, freeFromAllergenIds: expect.any(Array) }),
      }),
    ]);
    expect((await h.models.ingredients.findById(ownOnion._id).lean())?.freeFromAllergenIds).toEqual([]);

    // Once: statements an admin clears later stay cleared.
    await h.ok(UPDATE, { id: butter?.id, input: { freeFromAllergenIds: [] } }, as.superAdmin);
    await seedCatalog(h.mongo.uri, DB);
    expect(statements(await sample('Butter')).freeFrom).toEqual([]);
  });
});
