import type { CatalogEvents, EventEnvelope } from '@brigade/events';
import { isValidObjectId, Types, type Model } from 'mongoose';
import type { RecipeDoc } from '../recipes/recipe.model';
import type { CategoryProjection } from './category-projection';

const oid = (id: unknown) => (typeof id === 'string' && isValidObjectId(id) ? new Types.ObjectId(id) : null);

/**
 * catalog.category.v1. Announcements feed the projection recipes are filed against; deleting a
 * category moves its dishes to 'ALL' (SPEC.md section 4). The recipe updates only match recipes
 * still pointing at the deleted entry and the projection keeps the newest statement, so applying
 * an event twice changes nothing the second time.
 */
export function categoryEventHandlers(recipes: Model<RecipeDoc>, projection: CategoryProjection) {
  return {
    CategoryCreated: async (event: EventEnvelope) => {
      const { categoryId, kitchenId } = event.payload as CatalogEvents['CategoryCreated'];
      if (!oid(categoryId)) throw new Error('CategoryCreated needs categoryId');
      await projection.created({ _id: categoryId, kind: 'category', kitchenId, categoryId: null, asOf: event.occurredAt });
    },
    SubCategoryCreated: async (event: EventEnvelope) => {
      const { subCategoryId, categoryId, kitchenId } = event.payload as CatalogEvents['SubCategoryCreated'];
      if (!oid(subCategoryId) || !oid(categoryId)) throw new Error('SubCategoryCreated needs subCategoryId and categoryId');
      await projection.created({ _id: subCategoryId, kind: 'subCategory', kitchenId, categoryId, asOf: event.occurredAt });
    },
    // A sub-category belongs to its category: a recipe moved to 'ALL' cannot keep it.
    CategoryDeleted: async (event: EventEnvelope) => {
      const { categoryId, kitchenId, fallbackCategoryId } = event.payload as CatalogEvents['CategoryDeleted'];
      const [from, to] = [oid(categoryId), oid(fallbackCategoryId)];
      if (!from || !to) throw new Error('CategoryDeleted needs categoryId and fallbackCategoryId');
      await projection.deleted({ _id: categoryId, kind: 'category', kitchenId, categoryId: null, asOf: event.occurredAt });
      await recipes.updateMany({ categoryId: from }, { $set: { categoryId: to, subCategoryId: null } });
    },
    SubCategoryDeleted: async (event: EventEnvelope) => {
      const { subCategoryId, categoryId, kitchenId } = event.payload as CatalogEvents['SubCategoryDeleted'];
      const id = oid(subCategoryId);
      if (!id) throw new Error('SubCategoryDeleted needs subCategoryId');
      await projection.deleted({ _id: subCategoryId, kind: 'subCategory', kitchenId, categoryId, asOf: event.occurredAt });
      await recipes.updateMany({ subCategoryId: id }, { $set: { subCategoryId: null } });
    },
  };
}
