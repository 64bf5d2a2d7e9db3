import { notDeleted, withEvents, type EventEnvelope } from '@brigade/events';
import type { Model, Types } from 'mongoose';
import { categoryCreated, subCategoryCreated } from '../categories/category-events';
import type { CatalogModels } from '../deps';
import { allergenChanged, ingredientChanged, ingredientConversionsSet, unitChanged } from '../ingredients/ingredient-events';
import { ingredientPriceRecorded } from '../prices/price-events';

/**
 * Bump when consumers need every entry told again. v2 (issue #21): units with their dimension and
 * factor (UnitChanged), every allergen (AllergenChanged), ingredients with their three allergen
 * statements, density and piece weight, and kitchens' conversions. v3 (issue #23): ingredients
 * with their nutrition, and kitchens' purchase prices (IngredientPriceRecorded).
 */
const ANNOUNCEMENT = 'vocabulary-v3';

async function announceEach<D extends { _id: Types.ObjectId }>(model: Model<D>, event: (doc: D) => EventEnvelope): Promise<number> {
  let count = 0;
  for await (const doc of model
    .find(notDeleted as never)
    .lean<D>()
    .cursor()) {
    await model.updateOne({ _id: doc._id, ...notDeleted } as never, withEvents([event(doc as D)]) as never);
    count++;
  }
  return count;
}

/**
 * Entries written before catalog announced them (or before their events carried what consumers now
 * need) were never told to recipe, which checks references, rolls allergens up and converts units
 * from what it heard. Once per database (and again when ANNOUNCEMENT is bumped), every live entry
 * is announced through its own outbox. Consumers keep the newest state per id, so an entry
 * announced twice (two replicas starting at once) changes nothing; one deleted meanwhile is not
 * announced after its deletion. The seed runs it before inserting (so a fresh database is marked
 * done with nothing to announce, and the seed announces what it inserts), the service at every start.
 * Returns how many were announced; 0 when already done.
 */
export async function announceExisting(models: CatalogModels): Promise<number> {
  const done = models.categories.db.collection<{ _id: string; at: Date }>('announcements');
  if (await done.findOne({ _id: ANNOUNCEMENT })) return 0;
  const count =
    (await announceEach(models.categories, categoryCreated)) +
    (await announceEach(models.subCategories, subCategoryCreated)) +
    (await announceEach(models.units, unitChanged)) +
    (await announceEach(models.allergens, allergenChanged)) +
    (await announceEach(models.ingredients, ingredientChanged)) +
    (await announceEach(models.conversions, ingredientConversionsSet)) +
    (await announceEach(models.prices, ingredientPriceRecorded));
  await done.updateOne({ _id: ANNOUNCEMENT }, { $set: { at: new Date() } }, { upsert: true });
  return count;
}
