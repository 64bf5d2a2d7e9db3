import { notDeleted, withEvents } from '@brigade/events';
import type { Model, Types } from 'mongoose';
import { ingredientChanged } from './ingredient-events';
import type { IngredientDoc } from './ingredient.model';

export type IngredientFields = Partial<Pick<IngredientDoc, 'name' | 'type' | 'status' | 'allergenIds' | 'updatedBy'>>;

const hexes = (ids: Types.ObjectId[] | undefined) => (ids ?? []).map((id) => id.toHexString()).join();

const ATTEMPTS = 5;

/**
 * Writes a change to an ingredient and, when its name, allergens or status change, its
 * IngredientChanged in the same update. The event carries the whole state, so the write only lands
 * on the name and allergens it was computed from: a concurrent change makes it read and compute
 * again rather than publish a state that never existed.
 * `next` returns the fields to set, or null for nothing to do; it may throw (validation).
 * Resolves to the ingredient after the change, or null when there is none (or it is being deleted).
 */
export async function changeIngredient(
  ingredients: Model<IngredientDoc>,
  id: Types.ObjectId,
  next: (current: IngredientDoc) => Promise<IngredientFields | null> | IngredientFields | null,
): Promise<IngredientDoc | null> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const current = await ingredients.findOne({ _id: id, ...notDeleted }).lean<IngredientDoc>();
    if (!current) return null;
    const fields = await next(current);
    if (!fields) return current;
    const after = { ...current, ...fields };
    const announce =
      after.name !== current.name || after.status !== current.status || hexes(after.allergenIds) !== hexes(current.allergenIds);
    const updated = await ingredients
      .findOneAndUpdate(
        { _id: id, name: current.name, allergenIds: current.allergenIds, ...notDeleted },
        { $set: fields, ...(announce ? withEvents([ingredientChanged(after)]) : {}) },
        { returnDocument: 'after' },
      )
      .lean<IngredientDoc>();
    if (updated) return updated;
  }
  throw new Error(`ingredient ${id.toHexString()} kept changing under ${ATTEMPTS} attempts to update it`);
}
