import { eventHandlers, IngredientEvents, type Nutrients } from '@brigade/events';
import { toObjectId } from '@brigade/service-kit';
import type { Model, Types } from 'mongoose';
import type { RollUpRefresher } from '../allergens/recompute';
import type { RecipeDoc } from '../recipes/recipe.model';
import type { ConversionProjection } from './conversion-projection';
import type { IngredientProjection, KnownIngredient } from './ingredient-projection';

const list = (ids: string[] | undefined) => (Array.isArray(ids) ? ids : []);
const figure = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null);

const NUTRIENTS = ['energyKj', 'energyKcal', 'fat', 'saturates', 'carbohydrate', 'sugars', 'fibre', 'protein', 'salt'] as const;

/** All nine values, each a number of at least 0, or nothing stated: a half-filled statement is not one. */
const nutrients = (n: Nutrients | null | undefined): Nutrients | null =>
  n && NUTRIENTS.every((k) => typeof n[k] === 'number' && Number.isFinite(n[k]) && n[k] >= 0)
    ? (Object.fromEntries(NUTRIENTS.map((k) => [k, n[k]])) as Nutrients)
    : null;

/** An IngredientChanged payload as the projection keeps it: a figure that is no figure is not stated. */
export const ingredientStatement = (p: IngredientEvents['IngredientChanged']): Omit<KnownIngredient, 'deleted' | 'asOf'> => ({
  _id: p.ingredientId,
  kitchenId: p.kitchenId,
  name: p.name,
  allergenIds: list(p.allergenIds),
  // Missing in events from before issue #21: nothing stated.
  mayContainAllergenIds: list(p.mayContainAllergenIds),
  freeFromAllergenIds: list(p.freeFromAllergenIds),
  density: figure(p.density),
  pieceWeight: figure(p.pieceWeight),
  nutrition: nutrients(p.nutrition),
});

/**
 * catalog.ingredient.v1 (allergens: src/allergens, units: src/units). The projection keeps the
 * newest statement of each ingredient; recipes using it are rolled up again from current state, and
 * then every recipe using those (README 'Allergens and search'), so a redelivered or late event
 * changes nothing. A deleted ingredient's lines go. Clean-ups are not RecipeUpdated news: the
 * service that deleted the referenced entry already knows (README 'Events').
 */
export function ingredientEventHandlers(
  recipes: Model<RecipeDoc>,
  projection: IngredientProjection,
  conversions: ConversionProjection,
  rollUps: RollUpRefresher,
) {
  return eventHandlers(IngredientEvents, {
    IngredientChanged: async (p, event) => {
      const id = toObjectId(p.ingredientId, 'IngredientChanged.ingredientId');
      await projection.changed({ ...ingredientStatement(p), asOf: event.occurredAt });
      await rollUps.refreshMatching({ 'ingredients.ingredientsId': id });
    },
    IngredientDeleted: async (p, event) => {
      const id = toObjectId(p.ingredientId, 'IngredientDeleted.ingredientId');
      await projection.deleted(p.ingredientId, event.occurredAt);
      const using = await recipes.find({ 'ingredients.ingredientsId': id }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
      if (!using.length) return;
      await recipes.updateMany({ _id: { $in: using.map((r) => r._id) } }, { $pull: { ingredients: { ingredientsId: id } } });
      await rollUps.refresh(using.map((r) => r._id));
    },
    /** Weighing reads it on every request; nothing stored depends on it. */
    IngredientConversionsSet: async (p, event) => {
      toObjectId(p.ingredientId, 'IngredientConversionsSet.ingredientId');
      toObjectId(p.kitchenId, 'IngredientConversionsSet.kitchenId');
      await conversions.set({
        ingredientId: p.ingredientId,
        kitchenId: p.kitchenId,
        density: figure(p.density),
        pieceWeight: figure(p.pieceWeight),
        asOf: event.occurredAt,
      });
    },
  });
}
