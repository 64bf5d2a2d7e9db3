import { recipeKinds } from '@brigade/console-kit';
import { BASE } from '../common/paths';

/** This console's recipe and dish screens: recipe/new and dishes/new (SPEC.md §2 'Super admin routes'). */
export const { recipe: RECIPE_KIND, dish: DISH_KIND } = recipeKinds(BASE, 'new');
