import { iso } from '../shared/listing';
import type { SubCategoryDoc } from './sub-category.model';

export function subCategoryView(s: SubCategoryDoc) {
  return {
    id: s._id.toHexString(),
    name: s.name,
    status: s.status,
    categoryId: s.categoryId.toHexString(),
    description: s.description ?? null,
    image: s.image ?? null,
    order: s.order ?? 0,
    kitchenId: s.kitchenId?.toHexString() ?? null,
    createdAt: iso(s.createdAt),
    updatedAt: iso(s.updatedAt),
    updatedBy: s.updatedBy ?? null,
  };
}

export type SubCategoryView = ReturnType<typeof subCategoryView>;
