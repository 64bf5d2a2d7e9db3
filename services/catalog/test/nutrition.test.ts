import type { Locale } from '@brigade/service-kit';
import { Types } from 'mongoose';
import { announceExisting } from '../src/announcements/announce-existing';
import { t, type MessageKey } from '../src/i18n/messages';
import { changeIngredient } from '../src/ingredients/ingredient-change';
import { nutrientsOf } from '../src/ingredients/nutrition';
import { sampleNutrition } from '../src/seeds/seed-ingredients';
import { as, codes, firstError, KITCHEN_A, startHarness, type Harness } from './support';

/** Nutrition per 100 g on ingredients (README 'Nutrition', issue #23). */
let h: Harness;

beforeAll(async () => {
  h = await startHarness('catalog_nutrition');
});

afterAll(async () => {
  await h.stop();
});

const NUTRITION = 'nutrition { energyKj energyKcal fat saturates carbohydrate sugars fibre protein salt }';
const CREATE = `mutation ($input: IngredientInput!) { CreateIngredients(input: $input) { id kitchenId ${NUTRITION} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateIngredientInput!) { UpdateIngredients(id: $id, input: $input) { id ${NUTRITION} } }`;
const BY_ID = `query ($id: ID!) { getIngredientsById(id: $id) { id ${NUTRITION} } }`;

type Nutrition = Record<'energyKj' | 'energyKcal' | 'fat' | 'saturates' | 'carbohydrate' | 'sugars' | 'fibre' | 'protein' | 'salt', number>;
type Row = { id: string; kitchenId?: string | null; nutrition: Nutrition | null };
type Caller = typeof as.superAdmin;
type Event = { type: string; aggregateId: string; kitchenId: string | null; payload: { nutrition?: unknown } & Record<string, unknown> };

/** Unsalted butter per 100 g: 3031 kJ is within 3 % of 4.184 × 737 kcal = 3083.6 kJ. */
const BUTTER: Nutrition = {
  energyKj: 3031,
  energyKcal: 737,
  fat: 81.1,
  saturates: 51.4,
  carbohydrate: 0.6,
  sugars: 0.6,
  fibre: 0,
  protein: 0.9,
  salt: 0.02,
};

/** Plain white bread per 100 g. */
const BREAD: Nutrition = {
  energyKj: 1106,
  energyKcal: 262,
  fat: 3.2,
  saturates: 0.7,
  carbohydrate: 47.7,
  sugars: 4.3,
  fibre: 2.7,
  protein: 9.1,
  salt: 1.0,
};

const create = async (caller: Caller, input: Record<string, unknown>) =>
  (await h.ok<{ CreateIngredients: Row }>(CREATE, { input }, caller)).CreateIngredients;
const update = async (caller: Caller, id: string, input: Record<string, unknown>) =>
  (await h.ok<{ UpdateIngredients: Row }>(UPDATE, { id, input }, caller)).UpdateIngredients;
const events = async (id: string): Promise<Event[]> =>
  (((await h.models.ingredients.collection.findOne({ _id: new Types.ObjectId(id) })) ?? {}) as { _outbox?: Event[] })._outbox ?? [];
const platform = async (name: string) => (await h.models.ingredients.findOne({ name, kitchenId: null }).lean())?._id.toHexString() ?? '';

describe('stating nutrition', () => {
  test('a super admin states a platform ingredient’s per 100 g; everyone reads it; IngredientChanged carries it', async () => {
    const butter = await create(as.superAdmin, { name: 'Cultured butter', nutrition: BUTTER });
    expect(butter.nutrition).toEqual(BUTTER);
    for (const caller of [as.cookA, as.adminA, as.adminB]) {
      expect((await h.ok<{ getIngredientsById: Row }>(BY_ID, { id: butter.id }, caller)).getIngredientsById.nutrition).toEqual(BUTTER);
    }
    expect(await events(butter.id)).toEqual([
      expect.objectContaining({
        type: 'IngredientChanged',
        aggregateId: butter.id,
        payload: {
          ingredientId: butter.id,
          kitchenId: null,
          name: 'Cultured butter',
          allergenIds: [],
          mayContainAllergenIds: [],
          freeFromAllergenIds: [],
          density: null,
          pieceWeight: null,
          nutrition: BUTTER,
        },
      }),
    ]);
  });

  test('not stated reads null and announces null; stating it, replacing it and clearing it each announce the whole state', async () => {
    const bread = await create(as.superAdmin, { name: 'White bread' });
    expect(bread.nutrition).toBeNull();
    expect((await events(bread.id)).map((e) => e.payload.nutrition)).toEqual([null]);

    expect((await update(as.superAdmin, bread.id, { nutrition: BREAD })).nutrition).toEqual(BREAD);
    const wholemeal = { ...BREAD, fibre: 6.5, energyKj: 1130, energyKcal: 268 };
    expect((await update(as.superAdmin, bread.id, { nutrition: wholemeal })).nutrition).toEqual(wholemeal);
    // Absent keeps it; the same values again and fields IngredientChanged does not carry announce nothing.
    expect((await update(as.superAdmin, bread.id, { type: 'Bakery' })).nutrition).toEqual(wholemeal);
    await update(as.superAdmin, bread.id, { nutrition: { ...wholemeal } });
    expect((await update(as.superAdmin, bread.id, { nutrition: null })).nutrition).toBeNull();

    const announced = await events(bread.id);
    expect(announced.map((e) => e.type)).toEqual(Array(4).fill('IngredientChanged'));
    expect(announced.map((e) => e.payload.nutrition)).toEqual([null, BREAD, wholemeal, null]);
    expect(announced.at(-1)?.payload).toMatchObject({ ingredientId: bread.id, name: 'White bread', density: null });
    expect((await h.models.ingredients.findById(bread.id).lean())?.nutrition).toBeNull();
  });

  test('a kitchen admin states their own ingredient’s; the event says the kitchen', async () => {
    const stock = await create(as.adminA, { name: 'House brown stock', nutrition: { ...BREAD, energyKj: 84, energyKcal: 20 } });
    expect(stock).toMatchObject({ kitchenId: KITCHEN_A, nutrition: expect.objectContaining({ energyKcal: 20 }) });
    const updated = await update(as.adminA, stock.id, { nutrition: { ...BUTTER } });
    expect(updated.nutrition).toEqual(BUTTER);
    expect((await events(stock.id)).at(-1)).toMatchObject({
      type: 'IngredientChanged',
      kitchenId: KITCHEN_A,
      payload: { kitchenId: KITCHEN_A, nutrition: BUTTER },
    });
    // Super admins write every kitchen's too.
    expect((await update(as.superAdmin, stock.id, { nutrition: null })).nutrition).toBeNull();
  });

  test('a change that races a change of nutrition is computed again from what is stored, so the event is a state that exists', async () => {
    for (const [n, start] of [BUTTER, null].entries()) {
      const id = (await create(as.superAdmin, { name: `Racing butter ${n}`, nutrition: start })).id;
      const oid = new Types.ObjectId(id);
      const raced = { ...BUTTER, salt: 1.5 };
      let calls = 0;
      const updated = await changeIngredient(h.models.ingredients, oid, async () => {
        calls += 1;
        // Someone else states (or changes) the nutrition between our read and our write.
        if (calls === 1) await h.models.ingredients.updateOne({ _id: oid }, { $set: { nutrition: raced } });
        return { name: `Salted butter ${n}` };
      });
      expect(calls).toBe(2);
      expect(updated?.nutrition).toEqual(raced);
      expect((await events(id)).at(-1)?.payload).toMatchObject({ name: `Salted butter ${n}`, nutrition: raced });
    }
  });
});

describe('who may state it', () => {
  test('a kitchen admin may not state or clear a platform ingredient’s: FORBIDDEN, nothing stored, nothing announced', async () => {
    const eggs = await platform('Eggs');
    const before = await events(eggs);
    for (const nutrition of [BUTTER, null]) {
      const reply = await h.call(UPDATE, { id: eggs, input: { nutrition } }, as.adminA);
      expect(codes(reply)).toEqual(['FORBIDDEN']);
      // Not even beside a conversion the kitchen may set.
      expect(codes(await h.call(UPDATE, { id: eggs, input: { pieceWeight: 55, nutrition } }, as.adminA))).toEqual(['FORBIDDEN']);
    }
    // The values the seed took from the food composition table stay as they were.
    expect(nutrientsOf((await h.models.ingredients.findById(eggs).lean())?.nutrition)).toEqual(sampleNutrition('Eggs'));
    expect(await events(eggs)).toEqual(before);
    expect(await h.models.conversions.countDocuments({ ingredientId: new Types.ObjectId(eggs) })).toBe(0);
  });

  test('another kitchen’s ingredient is NOT_FOUND; cooks are FORBIDDEN; anonymous UNAUTHENTICATED', async () => {
    const own = await create(as.adminA, { name: 'Secret sauce', nutrition: BREAD });
    expect(codes(await h.call(UPDATE, { id: own.id, input: { nutrition: BUTTER } }, as.adminB))).toEqual(['NOT_FOUND']);
    expect((await h.ok<{ getIngredientsById: Row | null }>(BY_ID, { id: own.id }, as.adminB)).getIngredientsById).toBeNull();
    expect(codes(await h.call(UPDATE, { id: own.id, input: { nutrition: BUTTER } }, as.cookA))).toEqual(['FORBIDDEN']);
    expect(codes(await h.call(CREATE, { input: { name: 'Cook bread', nutrition: BREAD } }, as.cookA))).toEqual(['FORBIDDEN']);
    expect(codes(await h.call(UPDATE, { id: own.id, input: { nutrition: BUTTER } }))).toEqual(['UNAUTHENTICATED']);
    expect((await h.models.ingredients.findById(own.id).lean())?.nutrition).toEqual(BREAD);
  });
});

describe('validation', () => {
  const attempt = async (nutrition: Record<string, unknown>, locale: Locale = 'en') =>
    firstError(await h.call(CREATE, { input: { name: 'Checked', nutrition } }, as.superAdmin, { locale }));
  const refused = (field: string, key: MessageKey, locale: Locale = 'en') => ({
    message: t(locale, key),
    extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field: `nutrition.${field}` }),
  });

  test('all nine values are required once nutrition is sent', async () => {
    for (const field of Object.keys(BREAD)) {
      const partial: Record<string, unknown> = { ...BREAD };
      delete partial[field];
      expect(await attempt(partial)).toMatchObject(refused(field, 'required'));
      expect(await attempt({ ...BREAD, [field]: null })).toMatchObject(refused(field, 'required'));
    }
  });

  test('every value is 0 or more; grams at most 100, kcal at most 900, kJ at most 3,800', async () => {
    for (const field of Object.keys(BREAD)) {
      expect(await attempt({ ...BREAD, [field]: -0.1 })).toMatchObject(refused(field, 'nutrientInvalid'));
    }
    for (const field of ['fat', 'saturates', 'carbohydrate', 'sugars', 'fibre', 'protein', 'salt']) {
      expect(await attempt({ ...BREAD, [field]: 100.1 })).toMatchObject(refused(field, 'nutrientGramsInvalid'));
    }
    expect(await attempt({ ...BUTTER, energyKcal: 901, energyKj: 3770 })).toMatchObject(refused('energyKcal', 'energyKcalInvalid'));
    expect(await attempt({ ...BUTTER, energyKcal: 900, energyKj: 3801 })).toMatchObject(refused('energyKj', 'energyKjInvalid'));
    // The limits themselves are fine: pure fat; pure salt; nothing at all.
    const fat = { energyKj: 3700, energyKcal: 900, fat: 100, saturates: 100, carbohydrate: 0, sugars: 0, fibre: 0, protein: 0, salt: 0 };
    expect((await create(as.superAdmin, { name: 'Ghee (pure)', nutrition: fat })).nutrition).toEqual(fat);
    const salt = { ...fat, energyKj: 0, energyKcal: 0, fat: 0, saturates: 0, salt: 100 };
    expect((await create(as.superAdmin, { name: 'Salt (pure)', nutrition: salt })).nutrition).toEqual(salt);
  });

  test('saturates within fat, sugars within carbohydrate', async () => {
    expect(await attempt({ ...BREAD, saturates: 3.3 })).toMatchObject(refused('saturates', 'saturatesOverFat'));
    expect(await attempt({ ...BREAD, sugars: 47.8 })).toMatchObject(refused('sugars', 'sugarsOverCarbohydrate'));
    const equal = { ...BREAD, saturates: 3.2, sugars: 47.7 };
    expect((await create(as.superAdmin, { name: 'Bread (equal)', nutrition: equal })).nutrition).toEqual(equal);
  });

  test('fat, carbohydrate, fibre, protein and salt weigh at most 100 g, plus 1 g for rounding (refused on fat)', async () => {
    const heavy = {
      energyKj: 1700,
      energyKcal: 406,
      fat: 30,
      saturates: 5,
      carbohydrate: 40,
      sugars: 1,
      fibre: 10,
      protein: 20,
      salt: 1.5,
    };
    expect(await attempt(heavy)).toMatchObject(refused('fat', 'nutrientsOverWeight'));
    // 101 g in all, as rounded labels add up: accepted (in binary floats this sum is 101.00000000000001).
    const rounded = {
      energyKj: 2305,
      energyKcal: 551,
      fat: 30,
      saturates: 5,
      carbohydrate: 55.4,
      sugars: 1,
      fibre: 0,
      protein: 14.9,
      salt: 0.7,
    };
    expect((await create(as.superAdmin, { name: 'Rounded', nutrition: rounded })).nutrition).toEqual(rounded);
  });

  test('kJ and kcal agree: within max(5 kJ, 3 % of kJ) of 4.184 × kcal, refused on energyKj', async () => {
    // 100 kcal is 418.4 kJ; 3 % of 430 is 12.9, and 430 is 11.6 away; 440 is 21.6 away, more than 13.2.
    const base = { ...BREAD, energyKcal: 100 };
    expect((await create(as.superAdmin, { name: 'Near', nutrition: { ...base, energyKj: 430 } })).nutrition?.energyKj).toBe(430);
    expect(await attempt({ ...base, energyKj: 440 })).toMatchObject(refused('energyKj', 'energyMismatch'));
    expect(await attempt({ ...base, energyKj: 400 })).toMatchObject(refused('energyKj', 'energyMismatch'));
    // Small energies: 5 kJ either way (1 kcal is 4.184 kJ).
    const small = { ...BREAD, energyKcal: 1 };
    expect((await create(as.superAdmin, { name: 'Tiny', nutrition: { ...small, energyKj: 9 } })).nutrition?.energyKj).toBe(9);
    expect(await attempt({ ...small, energyKj: 10 })).toMatchObject(refused('energyKj', 'energyMismatch'));
    // kcal typed into the kJ box.
    expect(await attempt({ ...BREAD, energyKj: 262 })).toMatchObject(refused('energyKj', 'energyMismatch'));
  });

  test('updates are checked alike, and nothing changes', async () => {
    const id = (await create(as.superAdmin, { name: 'Rye bread', nutrition: BREAD })).id;
    const reply = await h.call(UPDATE, { id, input: { nutrition: { ...BREAD, sugars: 50 } } }, as.superAdmin);
    expect(firstError(reply)).toMatchObject(refused('sugars', 'sugarsOverCarbohydrate'));
    expect((await h.models.ingredients.findById(id).lean())?.nutrition).toEqual(BREAD);
    expect(await events(id)).toHaveLength(1);
  });

  test('messages are in the caller’s language, each different from English', async () => {
    const keys: MessageKey[] = [
      'nutrientInvalid',
      'nutrientGramsInvalid',
      'energyKjInvalid',
      'energyKcalInvalid',
      'saturatesOverFat',
      'sugarsOverCarbohydrate',
      'nutrientsOverWeight',
      'energyMismatch',
    ];
    for (const locale of ['nl', 'es', 'de', 'fr'] as const) {
      for (const key of keys) expect(t(locale, key)).not.toBe(t('en', key));
    }
    expect(await attempt({ ...BREAD, energyKj: 262 }, 'nl')).toMatchObject(refused('energyKj', 'energyMismatch', 'nl'));
    expect(await attempt({ ...BREAD, saturates: 4 }, 'de')).toMatchObject(refused('saturates', 'saturatesOverFat', 'de'));
    expect(await attempt({ ...BREAD, salt: 101 }, 'fr')).toMatchObject(refused('salt', 'nutrientGramsInvalid', 'fr'));
    expect(await attempt({ ...BREAD, fibre: -1 }, 'es')).toMatchObject(refused('fibre', 'nutrientInvalid', 'es'));
    expect(t('fr', 'energyMismatch')).toContain('4,184');
  });
});

test('a database announced before nutrition announces every ingredient again, with it', async () => {
  const stated = await create(as.superAdmin, { name: 'Announced butter', nutrition: BUTTER });
  const announcements = h.models.categories.db.collection<{ _id: string }>('announcements');
  await announcements.deleteMany({});
  await announcements.insertOne({ _id: 'vocabulary-v2' });
  await h.models.ingredients.collection.updateMany({}, { $unset: { _outbox: '' } });

  expect(await announceExisting(h.models)).toBeGreaterThan(21);
  expect((await events(stated.id)).map((e) => e.payload.nutrition)).toEqual([BUTTER]);
  const onion = await platform('Onion');
  expect(await events(onion)).toEqual([
    expect.objectContaining({
      type: 'IngredientChanged',
      payload: expect.objectContaining({ name: 'Onion', nutrition: expect.objectContaining({ energyKcal: 40, salt: 0.01 }) }),
    }),
  ]);
  expect(await announcements.findOne({ _id: 'vocabulary-v3' })).not.toBeNull();
  expect(await announceExisting(h.models)).toBe(0);
});
