import { iso } from '../shared/listing';
import type { IngredientDoc } from './ingredient.model';
import { nutrientsOf } from './nutrition';

const hexes = (ids: IngredientDoc['allergenIds'] | undefined) => (ids ?? []).map((a) => a.toHexString());

/** As stored; density and pieceWeight are the platform's (the GraphQL fields apply the reader's kitchen's own). */
export function ingredientView(i: IngredientDoc) {
  return {
    id: i._id.toHexString(),
    name: i.name,
    type: i.type ?? null,
    status: i.status,
    allergenIds: hexes(i.allergenIds),
    mayContainAllergenIds: hexes(i.mayContainAllergenIds),
    freeFromAllergenIds: hexes(i.freeFromAllergenIds),
    density: i.density ?? null,
    pieceWeight: i.pieceWeight ?? null,
    /** Per 100 g, the owner's (kitchens do not override a platform ingredient's). */
    nutrition: nutrientsOf(i.nutrition),
    kitchenId: i.kitchenId?.toHexString() ?? null,
    createdAt: iso(i.createdAt),
    updatedAt: iso(i.updatedAt),
    updatedBy: i.updatedBy ?? null,
  };
}

export type IngredientView = ReturnType<typeof ingredientView>;
