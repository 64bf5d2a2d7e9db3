import type { RecipeDoc } from './recipe.model';
import { scaleQuantity } from './scaling';

const hex = (id: { toHexString(): string } | null | undefined) => id?.toHexString() ?? null;
const hexes = (ids: { toHexString(): string }[] | undefined) => (ids ?? []).map((id) => id.toHexString());

/** The GraphQL shape; `factor` (target yield / recipe yield) fills scaledQuantity when scaling was asked for. */
export function toGraph(r: RecipeDoc, factor: number | null = null) {
  return {
    id: r._id.toHexString(),
    title: r.title,
    description: r.description ?? null,
    coverPic: r.coverPic ?? null,
    video: r.video ?? null,
    type: r.type,
    status: r.status,
    kitchenId: r.kitchenId.toHexString(),
    categoryId: hex(r.categoryId),
    subCategoryId: hex(r.subCategoryId),
    isPrivate: r.isPrivate ?? false,
    cookIds: hexes(r.cookIds),
    utensils: r.utensils ?? [],
    yieldValue: r.yieldValue ?? null,
    yieldUnitOfMeasure: r.yieldUnitOfMeasure ?? null,
    scaledYieldValue: factor === null || !r.yieldValue ? null : r.yieldValue * factor,
    notes: r.notes ?? null,
    steps: (r.steps ?? []).map((s) => ({
      id: s._id.toHexString(),
      title: s.title,
      description: s.description ?? null,
      image: s.image ?? null,
      video: s.video ?? null,
    })),
    allergenIds: hexes(r.allergenIds),
    effectiveAllergenIds: hexes(r.effectiveAllergenIds),
    ingredients: (r.ingredients ?? []).map((l) => ({
      id: l._id.toHexString(),
      position: l.position,
      ingredientsId: l.ingredientsId.toHexString(),
      unitId: hex(l.unitId),
      quantity: l.quantity,
      scaledQuantity: factor === null ? null : scaleQuantity(l.quantity, factor, l.unitOfMeasure),
      unitOfMeasure: l.unitOfMeasure ?? null,
    })),
    order: r.order ?? 0,
    createdAt: r.createdAt?.toISOString() ?? null,
    updatedAt: r.updatedAt?.toISOString() ?? null,
    updatedBy: hex(r.updatedBy),
  };
}

export type RecipeView = ReturnType<typeof toGraph>;
export type IngredientLineView = RecipeView['ingredients'][number];

const ref = (__typename: string) => (id: string | null) => (id ? { __typename, id } : null);

/** Catalog and identity entities as federation references; the gateway fetches them in one _entities call per subgraph. */
export const referenceResolvers = {
  RecipeMenu: {
    category: (r: RecipeView) => ref('Category')(r.categoryId),
    subCategory: (r: RecipeView) => ref('SubCategory')(r.subCategoryId),
    allergens: (r: RecipeView) => r.allergenIds.map(ref('Allergen')),
    effectiveAllergens: (r: RecipeView) => r.effectiveAllergenIds.map(ref('Allergen')),
    cooks: (r: RecipeView) => r.cookIds.map(ref('User')),
  },
  RecipeIngredient: {
    ingredient: (l: IngredientLineView) => ref('Ingredient')(l.ingredientsId),
    unit: (l: IngredientLineView) => ref('Unit')(l.unitId),
  },
};
