import type { RecipeDoc } from '../recipes/recipe.model';

/** The version cooks are shown: the newest, unless a draft waits for review (README 'Releases'). */
export const releasedVersionOf = (recipe: Pick<RecipeDoc, 'versionNo' | 'releasedVersionNo'>) =>
  recipe.releasedVersionNo ?? recipe.versionNo ?? 1;

/** The recipe as its admins edit it: the released document with the waiting draft on top. */
export function withDraft(recipe: RecipeDoc): RecipeDoc {
  return recipe.draft ? { ...recipe, ...recipe.draft.fields } : recipe;
}
