import { notDeleted } from '@brigade/events';
import { inUse, type Locale } from '@brigade/service-kit';
import type { Model, Types } from 'mongoose';
import { t } from '../i18n/messages';
import type { RecipeDoc } from '../recipes/recipe.model';

export type Parent = Pick<RecipeDoc, '_id' | 'title'>;

/** Every recipe with a line naming this one (one kitchen's: lines never cross kitchens), by title. */
export const parentsOf = (recipes: Model<RecipeDoc>, id: Types.ObjectId) =>
  recipes
    .find({ subRecipeIds: id, ...notDeleted }, { title: 1 })
    .sort({ title: 1, _id: 1 })
    .lean<Parent[]>();

/**
 * Deleting a recipe others use would silently change them: refused, naming them ("Used in
 * Béarnaise, Steak frites"), with `usedIn` for the client to link; `force: true` deletes anyway.
 */
export const usedElsewhere = (parents: Parent[], locale: Locale) =>
  inUse(
    t(locale, 'recipeInUse', { titles: parents.map((p) => p.title).join(', ') }),
    { recipes: parents.length },
    { usedIn: parents.map((p) => ({ id: p._id.toHexString(), title: p.title })) },
  );
