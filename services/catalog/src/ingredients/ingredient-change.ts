import type { Model, Types } from 'mongoose';
import { asRead, changeWithEvents } from '../shared/change-with-events';
import { ingredientChanged } from './ingredient-events';
import type { IngredientDoc } from './ingredient.model';
import { nameKey } from './name-key';
import { nutrientsOf, nutritionAsRead } from './nutrition';

export type IngredientFields = Partial<
  Pick<
    IngredientDoc,
    | 'name'
    | 'type'
    | 'status'
    | 'allergenIds'
    | 'mayContainAllergenIds'
    | 'freeFromAllergenIds'
    | 'density'
    | 'pieceWeight'
    | 'nutrition'
    | 'updatedBy'
  >
>;

/** What IngredientChanged says (plus status, which decides whether recipes may still pick it); nutrition is guarded value by value. */
const ANNOUNCED = ['name', 'status', 'allergenIds', 'mayContainAllergenIds', 'freeFromAllergenIds', 'density', 'pieceWeight'] as const;

const hexes = (ids: Types.ObjectId[] | undefined) => (ids ?? []).map((id) => id.toHexString()).join();

const announced = (i: IngredientFields) =>
  JSON.stringify([
    i.name,
    i.status,
    hexes(i.allergenIds),
    hexes(i.mayContainAllergenIds),
    hexes(i.freeFromAllergenIds),
    i.density ?? null,
    i.pieceWeight ?? null,
    // In the declaration's order, whatever order it was stored in.
    nutrientsOf(i.nutrition),
  ]);

/**
 * Writes a change to an ingredient and, when anything IngredientChanged carries (or its status)
 * changes, the event with the whole new state in the same update, landing only on the state it was
 * computed from (shared/change-with-events.ts). `next` returns the fields to set, or null for
 * nothing to do; it may throw (validation). Resolves to the ingredient after the change, or null
 * when there is none (or it is being deleted).
 */
export async function changeIngredient(
  ingredients: Model<IngredientDoc>,
  id: Types.ObjectId,
  next: (current: IngredientDoc) => Promise<IngredientFields | null> | IngredientFields | null,
): Promise<IngredientDoc | null> {
  return changeWithEvents(
    ingredients,
    id,
    (current) => ({ ...asRead(current, ANNOUNCED), ...nutritionAsRead(current.nutrition) }),
    async (current) => {
      const fields = await next(current);
      if (!fields) return null;
      const after = { ...current, ...fields };
      return {
        set: { ...fields, nameKey: nameKey(after.name) },
        events: announced(after) !== announced(current) ? [ingredientChanged(after)] : [],
      };
    },
  );
}
