import type { Types } from 'mongoose';
import type { KnownIngredient } from '../ingredients/ingredient-projection';
import type { IngredientLine, RecipeDoc } from '../recipes/recipe.model';
import { rollUpAllergens, type AllergenFacts, type AllergenRollUp, type RollUpLine } from './roll-up';

/** Raised when the stored roll-up changes shape or rules: recipes stored by an older one are recomputed at start. */
export const ROLL_UP_VERSION = 1;

/** What a parent reads of a sub-recipe: validation (kitchen, yield) and the roll-up. */
export type SubRecipeFacts = Pick<
  RecipeDoc,
  '_id' | 'title' | 'kitchenId' | 'yieldValue' | 'yieldUnitId' | 'effectiveAllergenIds' | 'mayContainAllergenIds' | 'knownFreeAllergenIds'
>;
export const SUB_RECIPE_FIELDS = {
  title: 1,
  kitchenId: 1,
  yieldValue: 1,
  yieldUnitId: 1,
  effectiveAllergenIds: 1,
  mayContainAllergenIds: 1,
  knownFreeAllergenIds: 1,
} as const;

/** The live ingredients and sub-recipes some lines name, by id. */
export type Sources = { ingredients: Map<string, KnownIngredient>; recipes: Map<string, SubRecipeFacts> };

export type Derived = AllergenRollUp & {
  ingredients: IngredientLine[];
  subRecipeIds: Types.ObjectId[];
  ingredientNames: string[];
  rollUpVersion: number;
};

const hexes = (ids: Types.ObjectId[] | undefined) => (ids ?? []).map((id) => id.toHexString());

const ingredientFacts = (i: KnownIngredient): AllergenFacts => ({
  contains: i.allergenIds,
  mayContain: i.mayContainAllergenIds,
  free: i.freeFromAllergenIds,
});

const recipeFacts = (r: SubRecipeFacts): AllergenFacts => ({
  contains: hexes(r.effectiveAllergenIds),
  mayContain: hexes(r.mayContainAllergenIds),
  free: hexes(r.knownFreeAllergenIds),
});

/**
 * Everything stored on a recipe that follows from its lines and what they name: the allergen
 * roll-up, the sub-recipe ids (parents are found by them), names for search and via, and each
 * sub-recipe line's title as last known (a deleted sub-recipe's line keeps the one it had).
 */
export function derivedFields(recipe: Pick<RecipeDoc, 'title' | 'allergenIds' | 'ingredients'>, sources: Sources): Derived {
  const named: RollUpLine[] = [];
  const ingredientNames = new Set<string>();
  const subRecipeIds = new Map<string, Types.ObjectId>();
  const ingredients = recipe.ingredients.map((line): IngredientLine => {
    if (line.subRecipeId) {
      const child = sources.recipes.get(line.subRecipeId.toHexString());
      subRecipeIds.set(line.subRecipeId.toHexString(), line.subRecipeId);
      const subRecipeTitle = child?.title ?? line.subRecipeTitle ?? null;
      named.push({ name: subRecipeTitle ?? '', facts: child ? recipeFacts(child) : null });
      return { ...line, subRecipeTitle };
    }
    const ingredient = line.ingredientsId ? sources.ingredients.get(line.ingredientsId.toHexString()) : undefined;
    if (ingredient) ingredientNames.add(ingredient.name);
    named.push({ name: ingredient?.name ?? '', facts: ingredient ? ingredientFacts(ingredient) : null });
    return line;
  });
  return {
    ingredients,
    subRecipeIds: [...subRecipeIds.values()],
    ingredientNames: [...ingredientNames],
    ...rollUpAllergens(recipe.title, hexes(recipe.allergenIds), named),
    rollUpVersion: ROLL_UP_VERSION,
  };
}

/** True when what a parent reads of this recipe's allergens differs between the two. */
export function allergensDiffer(a: Partial<Derived>, b: Partial<Derived>): boolean {
  const same = (x?: Types.ObjectId[], y?: Types.ObjectId[]) => hexes(x).sort().join() === hexes(y).sort().join();
  return !(
    same(a.effectiveAllergenIds, b.effectiveAllergenIds) &&
    same(a.mayContainAllergenIds, b.mayContainAllergenIds) &&
    same(a.knownFreeAllergenIds, b.knownFreeAllergenIds)
  );
}

/** True when storing `next` would change anything. */
export function derivedDiffer(stored: Partial<Derived>, next: Derived): boolean {
  return (Object.keys(next) as (keyof Derived)[]).some((key) => JSON.stringify(stored[key] ?? null) !== JSON.stringify(next[key]));
}
