import { recipeKinds } from '@brigade/console-kit';
import { ADMIN_BASE } from '../common/paths';

/** This console's recipe and dish screens: recipe/create and dishes/create (SPEC.md §2 'Kitchen admin routes'). */
export const { recipe: RECIPE_KIND, dish: DISH_KIND } = recipeKinds(ADMIN_BASE, 'create');
