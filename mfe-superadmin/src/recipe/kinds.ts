import type { RecipeMenuType } from '@brigade/recipe-editor';
import type { Deletable } from '@brigade/ui';
import type { MessageDescriptor } from 'react-intl';
import { entityPaths } from '../common/paths';
import { dishText, recipeText } from './messages';

/** Recipes and dishes are one entity told apart by `type`: the screens take what differs from here. */
export type RecipeKind = {
  type: Extract<RecipeMenuType, 'RECIPE' | 'MENU'>;
  /** Where the screens live below the console's base (SPEC.md §2). */
  segment: 'recipe' | 'dishes';
  paths: ReturnType<typeof entityPaths>;
  /** The spec's confirmation: 'Delete Recipe?' or 'Delete Dish?'. */
  deletes: Extract<Deletable, 'recipe' | 'dish'>;
  text: Record<'list' | 'create' | 'edit' | 'view', MessageDescriptor>;
};

export const RECIPE_KIND: RecipeKind = {
  type: 'RECIPE',
  segment: 'recipe',
  paths: entityPaths('recipe', 'new'),
  deletes: 'recipe',
  text: recipeText,
};

export const DISH_KIND: RecipeKind = {
  type: 'MENU',
  segment: 'dishes',
  paths: entityPaths('dishes', 'new'),
  deletes: 'dish',
  text: dishText,
};
