import { newEvent, type CatalogEvents } from '@brigade/events';
import type { Types } from 'mongoose';
import type { SubCategoryDoc } from '../sub-categories/sub-category.model';
import type { CategoryDoc } from './category.model';

const hex = (id: Types.ObjectId | null) => id?.toHexString() ?? null;

/** catalog.category.v1: recipes may be filed under it from now on (README 'Events'). */
export function categoryCreated(category: Pick<CategoryDoc, '_id' | 'kitchenId'>) {
  const payload: CatalogEvents['CategoryCreated'] = { categoryId: category._id.toHexString(), kitchenId: hex(category.kitchenId) };
  return newEvent('CategoryCreated', payload, { producer: 'catalog', aggregateId: payload.categoryId, kitchenId: payload.kitchenId });
}

/** catalog.category.v1: recipes of its category may name it from now on. */
export function subCategoryCreated(sub: Pick<SubCategoryDoc, '_id' | 'categoryId' | 'kitchenId'>) {
  const payload: CatalogEvents['SubCategoryCreated'] = {
    subCategoryId: sub._id.toHexString(),
    categoryId: sub.categoryId.toHexString(),
    kitchenId: hex(sub.kitchenId),
  };
  return newEvent('SubCategoryCreated', payload, { producer: 'catalog', aggregateId: payload.subCategoryId, kitchenId: payload.kitchenId });
}

/** catalog.category.v1: the recipe service moves the category's dishes to `fallbackCategoryId` ('ALL'). */
export function categoryDeleted(category: Pick<CategoryDoc, '_id' | 'kitchenId'>, fallbackCategoryId: Types.ObjectId) {
  const payload: CatalogEvents['CategoryDeleted'] = {
    categoryId: category._id.toHexString(),
    kitchenId: hex(category.kitchenId),
    fallbackCategoryId: fallbackCategoryId.toHexString(),
  };
  return newEvent('CategoryDeleted', payload, { producer: 'catalog', aggregateId: payload.categoryId, kitchenId: payload.kitchenId });
}

/** catalog.category.v1: recipes in this sub-category lose it. */
export function subCategoryDeleted(sub: Pick<SubCategoryDoc, '_id' | 'categoryId' | 'kitchenId'>) {
  const payload: CatalogEvents['SubCategoryDeleted'] = {
    subCategoryId: sub._id.toHexString(),
    categoryId: sub.categoryId.toHexString(),
    kitchenId: hex(sub.kitchenId),
  };
  return newEvent('SubCategoryDeleted', payload, { producer: 'catalog', aggregateId: payload.subCategoryId, kitchenId: payload.kitchenId });
}
