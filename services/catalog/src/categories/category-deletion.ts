import { deleteWithEvent, notDeleted } from '@brigade/events';
import type { Types } from 'mongoose';
import type { CatalogModels } from '../deps';
import { deleteMedia, mediaIdsIn } from '../media';
import type { SubCategoryDoc } from '../sub-categories/sub-category.model';
import { categoryDeleted, subCategoryDeleted } from './category-events';
import type { CategoryDoc } from './category.model';

/**
 * Deletes a category with its sub-categories (kitchens' own ones under a platform category too),
 * each document together with its event, then their uploaded pictures. Sub-categories go first:
 * if the process stops half-way, the category is still there and deleting it again finishes the job.
 */
export async function deleteCategory(
  models: Pick<CatalogModels, 'categories' | 'subCategories'>,
  category: Pick<CategoryDoc, '_id' | 'kitchenId' | 'image' | 'coverPic'>,
  fallbackCategoryId: Types.ObjectId,
): Promise<boolean> {
  const subs = await models.subCategories
    .find({ categoryId: category._id, ...notDeleted })
    .select({ _id: 1, categoryId: 1, kitchenId: 1, image: 1 })
    .lean<Pick<SubCategoryDoc, '_id' | 'categoryId' | 'kitchenId' | 'image'>[]>();
  for (const sub of subs) await deleteWithEvent(models.subCategories, sub._id, subCategoryDeleted(sub));
  const deleted = await deleteWithEvent(models.categories, category._id, categoryDeleted(category, fallbackCategoryId));
  if (deleted) await deleteMedia(models.categories.db, mediaIdsIn(category.image, category.coverPic, ...subs.map((s) => s.image)));
  return deleted;
}
