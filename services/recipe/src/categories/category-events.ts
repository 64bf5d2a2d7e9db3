import { CatalogEvents, eventHandlers } from '@brigade/events';
import { toObjectId } from '@brigade/service-kit';
import type { Model } from 'mongoose';
import type { RecipeDoc } from '../recipes/recipe.model';
import type { CategoryProjection } from './category-projection';

/**
 * catalog.category.v1. Announcements feed the projection recipes are filed against; deleting a
 * category moves its dishes to 'ALL' (SPEC.md section 4). The recipe updates only match recipes
 * still pointing at the deleted entry and the projection keeps the newest statement, so applying
 * an event twice changes nothing the second time.
 */
export function categoryEventHandlers(recipes: Model<RecipeDoc>, projection: CategoryProjection) {
  return eventHandlers(CatalogEvents, {
    CategoryCreated: async ({ categoryId, kitchenId }, event) => {
      toObjectId(categoryId, 'CategoryCreated.categoryId');
      await projection.created({ _id: categoryId, kind: 'category', kitchenId, categoryId: null, asOf: event.occurredAt });
    },
    SubCategoryCreated: async ({ subCategoryId, categoryId, kitchenId }, event) => {
      toObjectId(subCategoryId, 'SubCategoryCreated.subCategoryId');
      toObjectId(categoryId, 'SubCategoryCreated.categoryId');
      await projection.created({ _id: subCategoryId, kind: 'subCategory', kitchenId, categoryId, asOf: event.occurredAt });
    },
    // A sub-category belongs to its category: a recipe moved to 'ALL' cannot keep it.
    CategoryDeleted: async ({ categoryId, kitchenId, fallbackCategoryId }, event) => {
      const from = toObjectId(categoryId, 'CategoryDeleted.categoryId');
      const to = toObjectId(fallbackCategoryId, 'CategoryDeleted.fallbackCategoryId');
      await projection.deleted({ _id: categoryId, kind: 'category', kitchenId, categoryId: null, asOf: event.occurredAt });
      await recipes.updateMany({ categoryId: from }, { $set: { categoryId: to, subCategoryId: null } });
    },
    SubCategoryDeleted: async ({ subCategoryId, categoryId, kitchenId }, event) => {
      const id = toObjectId(subCategoryId, 'SubCategoryDeleted.subCategoryId');
      await projection.deleted({ _id: subCategoryId, kind: 'subCategory', kitchenId, categoryId, asOf: event.occurredAt });
      await recipes.updateMany({ subCategoryId: id }, { $set: { subCategoryId: null } });
    },
  });
}
