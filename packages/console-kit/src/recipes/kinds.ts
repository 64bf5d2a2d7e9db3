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
};

/**
 * The recipe and dish kinds of a console: its base, and the segment of the create screen
 * (SPEC.md §2 names it 'new' for the super admin and 'create' for a kitchen admin).
 */
export function recipeKinds(base: string, create: 'new' | 'create'): { recipe: RecipeKind; dish: RecipeKind } {
  return {
    recipe: { type: 'RECIPE', segment: 'recipe', create, paths: entityPaths(base, 'recipe', create), deletes: 'recipe', text: recipeText },
    dish: { type: 'MENU', segment: 'dishes', create, paths: entityPaths(base, 'dishes', create), deletes: 'dish', text: dishText },
  };
}
