import { iso } from '../shared/listing';
import type { IngredientDoc } from './ingredient.model';

export function ingredientView(i: IngredientDoc) {
  return {
    id: i._id.toHexString(),
    name: i.name,
    type: i.type ?? null,
    status: i.status,
    allergenIds: (i.allergenIds ?? []).map((a) => a.toHexString()),
    kitchenId: i.kitchenId?.toHexString() ?? null,
    createdAt: iso(i.createdAt),
    updatedAt: iso(i.updatedAt),
    updatedBy: i.updatedBy ?? null,
  };
}

export type IngredientView = ReturnType<typeof ingredientView>;
