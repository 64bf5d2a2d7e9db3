import type { Model } from 'mongoose';
import type { IngredientDoc } from './ingredient.model';

/**
 * How ingredient names are compared for uniqueness: without accents, case or repeated spaces, so
 * 'Creme fraiche' and 'Crème  Fraîche' are one name. Stored as `nameKey` (indexed) beside the name.
 */
export const nameKey = (name: string): string => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Gives ingredients written before `nameKey` existed their key, so the uniqueness check sees them.
 * Run at start and by the seed; a no-op (one indexed query) once done.
 */
export async function backfillNameKeys(ingredients: Model<IngredientDoc>): Promise<number> {
  let count = 0;
  for await (const doc of ingredients
    .find({ nameKey: { $exists: false } })
    .select({ name: 1 })
    .lean<Pick<IngredientDoc, '_id' | 'name'>>()
    .cursor()) {
    await ingredients.updateOne({ _id: doc._id, name: doc.name }, { $set: { nameKey: nameKey(doc.name) } });
    count++;
  }
  return count;
}
