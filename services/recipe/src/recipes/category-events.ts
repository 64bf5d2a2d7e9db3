import type { CatalogEvents, EventEnvelope } from '@brigade/events';
import { isValidObjectId, Types, type Model } from 'mongoose';
import type { RecipeDoc } from './recipe.model';

const oid = (id: unknown) => (typeof id === 'string' && isValidObjectId(id) ? new Types.ObjectId(id) : null);

/**
 * catalog.category.v1 (SPEC.md section 4: deleting a category moves its dishes to 'ALL').
 * Both handlers only match recipes still pointing at the deleted entry, so applying an event
 * twice changes nothing the second time.
 */
export function categoryEventHandlers(recipes: Model<RecipeDoc>) {
  return {
    // A sub-category belongs to its category: a recipe moved to 'ALL' cannot keep it.
    CategoryDeleted: async (event: EventEnvelope) => {
      const { categoryId, fallbackCategoryId } = event.payload as CatalogEvents['CategoryDeleted'];
      const [from, to] = [oid(categoryId), oid(fallbackCategoryId)];
      if (!from || !to) throw new Error('CategoryDeleted needs categoryId and fallbackCategoryId');
      await recipes.updateMany({ categoryId: from }, { $set: { categoryId: to, subCategoryId: null } });
    },
    SubCategoryDeleted: async (event: EventEnvelope) => {
      const subCategoryId = oid((event.payload as CatalogEvents['SubCategoryDeleted']).subCategoryId);
      if (!subCategoryId) throw new Error('SubCategoryDeleted needs subCategoryId');
      await recipes.updateMany({ subCategoryId }, { $set: { subCategoryId: null } });
    },
  };
}
