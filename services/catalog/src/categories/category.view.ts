import { iso } from '../shared/listing';
import type { CategoryDoc } from './category.model';

export function categoryView(c: CategoryDoc) {
  return {
    id: c._id.toHexString(),
    name: c.name,
    status: c.status,
    coverPic: c.coverPic ?? null,
    isPermanent: c.isPermanent ?? false,
    description: c.description ?? null,
    image: c.image ?? null,
    order: c.order ?? 0,
    kitchenId: c.kitchenId?.toHexString() ?? null,
    createdAt: iso(c.createdAt),
    updatedAt: iso(c.updatedAt),
    updatedBy: c.updatedBy ?? null,
  };
}

export type CategoryView = ReturnType<typeof categoryView>;

/**
 * Categories and sub-categories list the platform's first, then each kitchen's, each block in the
 * order its owner dragged it into (UpdateOrder), then by name. Grouped by owner because a kitchen
 * orders only its own entries: mixing the two order sequences would interleave them at random.
 */
export const BY_ORDER = { kitchenId: 1, order: 1, name: 1 } as const;
