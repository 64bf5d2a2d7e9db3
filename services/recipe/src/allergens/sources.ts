import { notDeleted } from '@brigade/events';
import type { Model, Types } from 'mongoose';
import type { IngredientProjection } from '../ingredients/ingredient-projection';
import type { IngredientLine, RecipeDoc } from '../recipes/recipe.model';
import { SUB_RECIPE_FIELDS, type Sources, type SubRecipeFacts } from './derived-fields';

/** The ingredients and sub-recipes a set of lines names, in one query each however many lines there are. */
export function sourcesLoader(recipes: Model<RecipeDoc>, ingredients: IngredientProjection) {
  return async (lines: Pick<IngredientLine, 'ingredientsId' | 'subRecipeId'>[]): Promise<Sources> => {
    const ingredientIds = lines.flatMap((l) => (l.ingredientsId ? [l.ingredientsId.toHexString()] : []));
    const childIds = [...new Map(lines.flatMap((l) => (l.subRecipeId ? [[l.subRecipeId.toHexString(), l.subRecipeId]] : []))).values()];
    const [known, children] = await Promise.all([
      ingredients.byIds(ingredientIds),
      childIds.length
        ? recipes.find({ _id: { $in: childIds as Types.ObjectId[] }, ...notDeleted }, SUB_RECIPE_FIELDS).lean<SubRecipeFacts[]>()
        : [],
    ]);
    return { ingredients: known, recipes: new Map(children.map((c) => [c._id.toHexString(), c])) };
  };
}

export type SourcesLoader = ReturnType<typeof sourcesLoader>;
