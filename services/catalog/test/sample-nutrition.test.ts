import { Types } from 'mongoose';
import { nutrientsOf, nutritionInput } from '../src/ingredients/nutrition';
import { seedCatalog } from '../src/seed';
import { euDeclaration, SAMPLE_NUTRITION } from '../src/seeds/nutrition-values';
import { sampleNutrition } from '../src/seeds/seed-ingredients';
import { SAMPLE_INGREDIENTS } from '../src/seeds/samples';
import { as, startHarness, type Harness } from './support';

/**
 * The sample platform ingredients' nutrition from the food composition table (issue #23,
 * src/seeds/nutrition-values.ts): given on a fresh seed, and once per database to samples an older
 * seed left without it, each with IngredientChanged; a value someone stated is left alone.
 */
let h: Harness;
const DB = 'catalog_sample_nutrition';

beforeAll(async () => {
  h = await startHarness(DB);
});

afterAll(async () => {
  await h.stop();
});

type Event = { type: string; aggregateId: string; payload: Record<string, unknown> };
const NUTRITION = 'nutrition { energyKj energyKcal fat saturates carbohydrate sugars fibre protein salt }';
const BY_NAME = `query ($search: String) { getIngredients(filters: { search: $search, platformOnly: true }, sizePerPage: 100) {
  records { id name ${NUTRITION} } } }`;

const platform = async (name: string) =>
  (await h.models.ingredients.findOne({ name, kitchenId: null }).lean())?._id ?? new Types.ObjectId();
const outbox = async (id: Types.ObjectId) =>
  (((await h.models.ingredients.collection.findOne({ _id: id })) ?? {}) as { _outbox?: Event[] })._outbox ?? [];
const upgrades = () => h.models.ingredients.db.collection<{ _id: string }>('upgrades');

describe('the table', () => {
  test('has one entry per sample, each with a source, and every value passes the catalog’s own checks', () => {
    expect(SAMPLE_NUTRITION.map((n) => n.name)).toEqual(SAMPLE_INGREDIENTS.map((s) => s.name));
    for (const entry of SAMPLE_NUTRITION) {
      expect([entry.name, entry.source.code]).toEqual([entry.name, expect.stringMatching(/^\d{5}$/)]);
      expect([entry.name, nutritionInput.safeParse(euDeclaration(entry.table)).success]).toEqual([entry.name, true]);
    }
  });

  test('becomes the EU declaration: fibre out of the carbohydrate, sugars within it, salt = sodium × 2.5, kJ = 4.184 × kcal', () => {
    // Black pepper (02030): 63.95 g carbohydrate by difference of which 25.3 g fibre; 20 mg sodium.
    expect(sampleNutrition('Black peppercorns')).toEqual({
      energyKj: 1050,
      energyKcal: 251,
      fat: 3.26,
      saturates: 1.392,
      carbohydrate: 38.65,
      sugars: 0.64,
      fibre: 25.3,
      protein: 10.39,
      salt: 0.05,
    });
    // Cream (01053): its sugars (2.92 g) read over its carbohydrate (2.74 g).
    expect(sampleNutrition('Cream')).toMatchObject({ carbohydrate: 2.74, sugars: 2.74, energyKj: 1423 });
    // Table salt (02047): 38,758 mg sodium.
    expect(sampleNutrition('Sea salt')).toMatchObject({ energyKcal: 0, salt: 96.9 });
  });
});

describe('the seed', () => {
  test('gives every sample its values, announced with IngredientChanged', async () => {
    const rows = (await h.ok<{ getIngredients: { records: { name: string; nutrition: unknown }[] } }>(BY_NAME, {}, as.cookA)).getIngredients
      .records;
    for (const sample of SAMPLE_INGREDIENTS) {
      expect([sample.name, rows.find((r) => r.name === sample.name)?.nutrition]).toEqual([sample.name, sampleNutrition(sample.name)]);
    }
    const butter = await platform('Butter');
    expect(await outbox(butter)).toEqual([
      expect.objectContaining({
        type: 'IngredientChanged',
        aggregateId: butter.toHexString(),
        payload: expect.objectContaining({ name: 'Butter', nutrition: sampleNutrition('Butter') }),
      }),
    ]);
    expect(await upgrades().findOne({ _id: 'sample-nutrition-v1' })).not.toBeNull();
  });

  test('once per database, upgrades samples an older seed left without nutrition and leaves a stated one alone', async () => {
    // As an older seed left them: no nutrition on Onion and Celery, published outboxes; someone
    // has since stated Celery's own values.
    const [onion, celery, butter] = [await platform('Onion'), await platform('Celery'), await platform('Butter')];
    const stated = { ...sampleNutrition('Celery')!, energyKj: 59, energyKcal: 14, salt: 0.2 };
    await h.models.ingredients.collection.updateMany({}, { $unset: { _outbox: '' } });
    await h.models.ingredients.collection.updateOne({ _id: onion }, { $set: { nutrition: null } });
    await h.models.ingredients.collection.updateOne({ _id: celery }, { $set: { nutrition: stated } });
    await upgrades().deleteOne({ _id: 'sample-nutrition-v1' });

    expect(await seedCatalog(h.mongo.uri, DB)).toBe(0);
    expect(nutrientsOf((await h.models.ingredients.findById(onion).lean())?.nutrition)).toEqual(sampleNutrition('Onion'));
    expect((await outbox(onion)).map((e) => [e.type, e.payload.nutrition])).toEqual([['IngredientChanged', sampleNutrition('Onion')]]);
    expect(nutrientsOf((await h.models.ingredients.findById(celery).lean())?.nutrition)).toEqual(stated);
    expect(await outbox(celery)).toEqual([]);
    expect(await outbox(butter)).toEqual([]);

    // Done once: an ingredient cleared later stays cleared.
    await h.models.ingredients.collection.updateOne({ _id: onion }, { $set: { nutrition: null } });
    await seedCatalog(h.mongo.uri, DB);
    expect((await h.models.ingredients.findById(onion).lean())?.nutrition ?? null).toBeNull();
  });

  test('leaves a kitchen’s own ingredient named like a sample alone', async () => {
    const own = new Types.ObjectId();
    await h.models.ingredients.collection.insertOne({
      _id: own,
      name: 'Hazelnuts',
      nameKey: 'hazelnuts',
      kitchenId: new Types.ObjectId(),
      status: 'ACTIVE',
      nutrition: null,
    });
    await upgrades().deleteOne({ _id: 'sample-nutrition-v1' });
    await seedCatalog(h.mongo.uri, DB);
    expect((await h.models.ingredients.findById(own).lean())?.nutrition ?? null).toBeNull();
    expect(await outbox(own)).toEqual([]);
  });
});
