import { Types } from 'mongoose';
import type { IngredientLine } from '../recipes/recipe.model';
import type { KnownIngredient } from './ingredient-projection';

/**
 * The recipe's effective allergens (its own plus every ingredient's) and its ingredients' names,
 * stored on the recipe so that 'free of' and text search are plain indexed queries.
 */
export function rollUp(
  lines: Pick<IngredientLine, 'ingredientsId'>[],
  ownAllergenIds: Types.ObjectId[],
  known: Map<string, KnownIngredient>,
): { effectiveAllergenIds: Types.ObjectId[]; ingredientNames: string[] } {
  const allergens = new Set(ownAllergenIds.map((id) => id.toHexString()));
  const names = new Set<string>();
  for (const line of lines) {
    const ingredient = known.get(line.ingredientsId.toHexString());
    if (!ingredient) continue;
    names.add(ingredient.name);
    for (const id of ingredient.allergenIds) allergens.add(id);
  }
  return { effectiveAllergenIds: [...allergens].map((id) => new Types.ObjectId(id)), ingredientNames: [...names] };
}
