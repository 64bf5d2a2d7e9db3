import type { EventEnvelope, IngredientEvents } from '@brigade/events';
import { isValidObjectId, Types, type Model } from 'mongoose';
import type { IngredientLine, RecipeDoc } from '../recipes/recipe.model';
import type { IngredientProjection } from './ingredient-projection';
import { rollUp } from './roll-up';

const oid = (id: unknown, what: string) => {
  if (typeof id !== 'string' || !isValidObjectId(id)) throw new Error(`${what} needs a valid id`);
  return new Types.ObjectId(id);
};

type Affected = Pick<RecipeDoc, '_id' | 'ingredients' | 'allergenIds'>;

/**
 * catalog.ingredient.v1. The projection keeps the newest statement of each ingredient; recipes using
 * it get their effective allergens and ingredient names recomputed from the projection, and
 * deleted ingredients and allergens are cleaned from them (units: src/units). Every step recomputes from
 * current state, so a redelivered or late event changes nothing. Clean-ups are not RecipeUpdated
 * news: the service that deleted the referenced entry already knows (README 'Events').
 */
export function ingredientEventHandlers(recipes: Model<RecipeDoc>, projection: IngredientProjection) {
  /** Rewrites the matching recipes' lines (`edit`) and derived fields, in batches. */
  async function rewrite(filter: Record<string, unknown>, edit: (lines: IngredientLine[]) => IngredientLine[] = (l) => l) {
    const cursor = recipes.find(filter, { ingredients: 1, allergenIds: 1 }).lean<Affected[]>().cursor();
    let batch: Affected[] = [];
    const flush = async () => {
      if (!batch.length) return;
      const known = await projection.byIds(batch.flatMap((r) => r.ingredients.map((l) => l.ingredientsId.toHexString())));
      await recipes.bulkWrite(
        batch.map((r) => {
          const ingredients = edit(r.ingredients);
          return { updateOne: { filter: { _id: r._id }, update: { $set: { ingredients, ...rollUp(ingredients, r.allergenIds, known) } } } };
        }),
      );
      batch = [];
    };
    for await (const recipe of cursor) {
      batch.push(recipe as Affected);
      if (batch.length === 500) await flush();
    }
    await flush();
  }

  return {
    IngredientChanged: async (event: EventEnvelope) => {
      const p = event.payload as IngredientEvents['IngredientChanged'];
      const id = oid(p.ingredientId, 'IngredientChanged');
      await projection.changed({
        _id: p.ingredientId,
        kitchenId: p.kitchenId,
        name: p.name,
        allergenIds: p.allergenIds,
        asOf: event.occurredAt,
      });
      await rewrite({ 'ingredients.ingredientsId': id });
    },
    IngredientDeleted: async (event: EventEnvelope) => {
      const p = event.payload as IngredientEvents['IngredientDeleted'];
      const id = oid(p.ingredientId, 'IngredientDeleted');
      await projection.deleted(p.ingredientId, event.occurredAt);
      await rewrite({ 'ingredients.ingredientsId': id }, (lines) => lines.filter((l) => !l.ingredientsId.equals(id)));
    },
    AllergenDeleted: async (event: EventEnvelope) => {
      const p = event.payload as IngredientEvents['AllergenDeleted'];
      const id = oid(p.allergenId, 'AllergenDeleted');
      await projection.forgetAllergen(p.allergenId);
      await recipes.updateMany({ allergenIds: id }, { $pull: { allergenIds: id } });
      await rewrite({ effectiveAllergenIds: id });
    },
  };
}
