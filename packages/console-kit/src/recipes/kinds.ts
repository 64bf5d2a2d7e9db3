import type { RecipeMenuType } from '@brigade/recipe-editor';
import type { Deletable } from '@brigade/ui';
import type { MessageDescriptor } from 'react-intl';
import { entityPaths, type EntityPaths } from '../common/paths';
import { dishText, recipeText } from './messages';

/** Recipes and dishes are one entity told apart by `type`: the screens take what differs from here. */
export type RecipeKind = {
  type: Extract<RecipeMenuType, 'RECIPE' | 'MENU'>;
  /** Where the screens live below the console's base (SPEC.md §2). */
  segment: 'recipe' | 'dishes';
  /** The create screen's segment below `segment`. */
  create: 'new' | 'create';
  paths: EntityPaths;
  /** The spec's confirmation: 'Delete Recipe?' or 'Delete Dish?'. */
  deletes: Extract<Deletable, 'recipe' | 'dish'>;
  text: Record<'list' | 'create' | 'edit' | 'view', MessageDescriptor>;
  /** Where this console shows any recipe or dish (a sub-recipe line or 'Used in' links there). */
  recipePath: (recipe: { id: string; type: RecipeMenuType }) => string;
  /** Where this console edits any recipe or dish (a costing gap fixed in a recipe's yield or line). */
  recipeEditPath: (recipe: { id: string; type: RecipeMenuType }) => string;
};

/** Where a console below `base` shows and edits any recipe or dish, by its type (a dish's under `dishes/`). */
export function recipePaths(base: string): Pick<RecipeKind, 'recipePath' | 'recipeEditPath'> {
  const recipes = entityPaths(base, 'recipe');
  const dishes = entityPaths(base, 'dishes');
  return {
    recipePath: ({ id, type }) => (type === 'MENU' ? dishes : recipes).view(id),
    recipeEditPath: ({ id, type }) => (type === 'MENU' ? dishes : recipes).edit(id),
  };
}

/**
 * The recipe and dish kinds of a console: its base, and the segment of the create screen
 * (SPEC.md §2 names it 'new' for the super admin and 'create' for a kitchen admin).
 */
export function recipeKinds(base: string, create: 'new' | 'create'): { recipe: RecipeKind; dish: RecipeKind } {
  const recipes = entityPaths(base, 'recipe', create);
  const dishes = entityPaths(base, 'dishes', create);
  const shared = { create, ...recipePaths(base) };
  return {
    recipe: { type: 'RECIPE', segment: 'recipe', paths: recipes, deletes: 'recipe', text: recipeText, ...shared },
    dish: { type: 'MENU', segment: 'dishes', paths: dishes, deletes: 'dish', text: dishText, ...shared },
  };
}

/** A recipe's or dish's versions, compared and restored (issue #25): below its view, `<list>/:id/history`. */
export const recipeHistoryPath = (kind: Pick<RecipeKind, 'paths'>, id: string) => `${kind.paths.view(id)}/history`;
