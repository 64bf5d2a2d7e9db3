import { deleteWithEvent, notDeleted } from '@brigade/events';
import type { Types } from 'mongoose';
import type { CatalogModels } from '../deps';
import type { SubCategoryDoc } from '../sub-categories/sub-category.model';
import { categoryDeleted, subCategoryDeleted } from './category-events';
import type { CategoryDoc } from './category.model';

/**
 * Deletes a category with its sub-categories (kitchens' own ones under a platform category too),
 * each document together with its event. Sub-categories go first: if the process stops half-way,
 * the category is still there and deleting it again finishes the job.
 */
export async function deleteCategory(
  models: Pick<CatalogModels, 'categories' | 'subCategories'>,
  category: Pick<CategoryDoc, '_id' | 'kitchenId'>,
  fallbackCategoryId: Types.ObjectId,
): Promise<boolean> {
  const subs = await models.subCategories
    .find({ categoryId: category._id, ...notDeleted })
    .select({ _id: 1, categoryId: 1, kitchenId: 1 })
    .lean<Pick<SubCategoryDoc, '_id' | 'categoryId' | 'kitchenId'>[]>();
  for (const sub of subs) await deleteWithEvent(models.subCategories, sub._id, subCategoryDeleted(sub));
  return deleteWithEvent(models.categories, category._id, categoryDeleted(category, fallbackCategoryId));
}
