import { z } from 'zod';
import { imageRef, name, objectId, optionalText, order, status, unchanged } from '../validation/input';

const shared = {
  status: unchanged(status),
  description: optionalText(1000),
  image: imageRef,
  order: unchanged(order),
};

/** The category is chosen once: moving a sub-category would leave recipes filed under a category it no longer belongs to. */
export const newSubCategory = z.object({ name: name(), categoryId: objectId, ...shared, kitchenId: objectId.nullish() });

export const subCategoryChange = z.object({ name: unchanged(name()), ...shared });
