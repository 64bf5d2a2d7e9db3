import { notDeleted } from '@brigade/events';
import { runSeed, withDatabase } from '@brigade/service-kit';
import { Types, type Model } from 'mongoose';
import { announceExisting } from './announcements/announce-existing';
import { ensureAllCategory } from './categories/all-category';
import { categoryCreated, subCategoryCreated } from './categories/category-events';
import type { CatalogModels } from './deps';
import { backfillNameKeys } from './ingredients/name-key';
import { catalogModels } from './models';
import { upgradeOrderSequences } from './ordering/sequence';
import { seedAllergens } from './seeds/seed-allergens';
import { seedSampleIngredients, upgradeSampleIngredients, upgradeSampleNutrition } from './seeds/seed-ingredients';
import { seedUnits } from './seeds/seed-units';
import { SAMPLE_CATEGORIES } from './seeds/samples';

export { EU_ALLERGENS } from './seeds/seed-allergens';
export { SAMPLE_CATEGORIES, SAMPLE_INGREDIENTS } from './seeds/samples';
export { STANDARD_UNITS } from './seeds/standard-units';
export { NUTRITION_TABLE, SAMPLE_NUTRITION, euDeclaration } from './seeds/nutrition-values';

const ACTIVE = { status: 'ACTIVE', updatedBy: null } as const;

async function upsert<D>(model: Model<D>, filter: Record<string, unknown>, doc: Record<string, unknown>): Promise<number> {
  return (await model.updateOne(filter as never, { $setOnInsert: doc } as never, { upsert: true })).upsertedCount;
}

/** 'ALL' always; the sample categories and sub-categories only into a platform that has none. */
async function seedCategories(models: CatalogModels): Promise<number> {
  let created = 0;
  const hadAll = await models.categories.exists({ isPermanent: true, kitchenId: null });
  await ensureAllCategory(models.categories);
  if (!hadAll) created += 1;
  if (await models.categories.exists({ ...notDeleted, kitchenId: null, isPermanent: false })) return created;
  for (const [index, sample] of SAMPLE_CATEGORIES.entries()) {
    const fresh = { _id: new Types.ObjectId(), kitchenId: null };
    const category = { ...fresh, name: sample.name, isPermanent: false, order: index + 1, ...ACTIVE, _outbox: [categoryCreated(fresh)] };
    created += await upsert(models.categories, { kitchenId: null, name: sample.name }, category);
    const categoryId = (await models.categories.findOne({ kitchenId: null, name: sample.name }).select({ _id: 1 }).lean())?._id;
    if (!categoryId) continue;
    for (const [subIndex, name] of sample.subCategories.entries()) {
      const ids = { _id: new Types.ObjectId(), categoryId, kitchenId: null };
      const sub = { ...ids, name, order: subIndex + 1, ...ACTIVE, _outbox: [subCategoryCreated(ids)] };
      created += await upsert(models.subCategories, { categoryId, name }, sub);
    }
  }
  return created;
}

/**
 * Regulated allergens (by code) and standard units (by code; older ones upgraded) are upserted on
 * every run, so they are always there. The sample categories and ingredients only go into a
 * platform that has none yet: what an admin deleted or renamed stays that way across restarts
 * (npm start seeds every time); older sample ingredients get their allergen statements once, and
 * their nutrition from the food composition table once (seeds/nutrition-values.ts).
 * Whatever is inserted or upgraded is announced, so recipe's projections have it from a fresh start.
 * Returns how many entries were inserted.
 */
export async function seedModels(models: CatalogModels): Promise<number> {
  await backfillNameKeys(models.ingredients);
  await announceExisting(models);
  let created = await seedUnits(models.units);
  const allergens = await seedAllergens(models.allergens);
  created += allergens.created;
  created += await seedCategories(models);
  await upgradeOrderSequences(models.categories, models.subCategories);
  created += await seedSampleIngredients(models.ingredients, allergens.ids);
  await upgradeSampleIngredients(models.ingredients, allergens.ids);
  await upgradeSampleNutrition(models.ingredients);
  return created;
}

export function seedCatalog(uri: string, dbName: string): Promise<number> {
  return withDatabase(uri, dbName, async (connection) => seedModels(await catalogModels(connection)));
}

if (require.main === module) runSeed('catalog', seedCatalog, 'record(s)');
