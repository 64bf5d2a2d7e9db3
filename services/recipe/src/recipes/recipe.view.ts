import { releasedVersionOf } from '../releases/draft';
import type { RecipeDoc } from './recipe.model';

const hex = (id: { toHexString(): string } | null | undefined) => id?.toHexString() ?? null;
const hexes = (ids: { toHexString(): string }[] | undefined) => (ids ?? []).map((id) => id.toHexString());

/** getRecipeMenuById's scaling: target yield, and target ÷ the recipe's yield. */
export type Scale = { target: number; factor: number };

/**
 * The GraphQL shape. Fields starting with `_` are not in the schema: what the line and profile
 * resolvers need (the scale factor, the kitchen whose conversions apply, the stored roll-up).
 */
export function toGraph(r: RecipeDoc, scale: Scale | null = null) {
  const kitchenId = r.kitchenId.toHexString();
  return {
    id: r._id.toHexString(),
    title: r.title,
    description: r.description ?? null,
    coverPic: r.coverPic ?? null,
    video: r.video ?? null,
    type: r.type,
    status: r.status,
    kitchenId,
    categoryId: hex(r.categoryId),
    subCategoryId: hex(r.subCategoryId),
    isPrivate: r.isPrivate ?? false,
    cookIds: hexes(r.cookIds),
    utensils: r.utensils ?? [],
    yieldValue: r.yieldValue ?? null,
    yieldUnitId: hex(r.yieldUnitId),
    yieldUnitOfMeasure: r.yieldUnitOfMeasure ?? null,
    scaledYieldValue: scale && r.yieldValue ? scale.target : null,
    notes: r.notes ?? null,
    sellingPrice: r.sellingPrice ?? null,
    vatRate: r.vatRate ?? null,
    steps: (r.steps ?? []).map((s) => ({
      id: s._id.toHexString(),
      title: s.title,
      description: s.description ?? null,
      image: s.image ?? null,
      video: s.video ?? null,
    })),
    allergenIds: hexes(r.allergenIds),
    effectiveAllergenIds: hexes(r.effectiveAllergenIds),
    mayContainAllergenIds: hexes(r.mayContainAllergenIds),
    _allergens: {
      free: new Set(hexes(r.knownFreeAllergenIds)),
      via: new Map((r.allergenVia ?? []).map((v) => [v.allergenId, v.via])),
      lineNames: r.lineNames ?? [],
    },
    // Built when a query asks for the lines: a list of 300 dishes costed for the menu does not.
    ingredients: () => lineViews(r, scale, kitchenId),
    order: r.order ?? 0,
    /** What costing reads of it, so a list of dishes is not read a second time to cost them. */
    _costed: {
      _id: r._id,
      title: r.title,
      kitchenId: r.kitchenId,
      type: r.type,
      yieldValue: r.yieldValue,
      yieldUnitId: r.yieldUnitId,
      ingredients: r.ingredients ?? [],
    },
    createdAt: r.createdAt?.toISOString() ?? null,
    updatedAt: r.updatedAt?.toISOString() ?? null,
    updatedBy: hex(r.updatedBy),
    versionNumber: r.versionNo ?? null,
    releasedVersionNumber: releasedVersionOf(r),
    /** Read by RecipeMenu.draftWaiting, for admins only: the lists mark a recipe with a draft waiting without reading it again. */
    _draftWaiting: Boolean(r.draft),
  };
}

/** The lines as the schema shows them, with what the line resolvers need (scale, kitchen). */
function lineViews(r: RecipeDoc, scale: Scale | null, kitchenId: string) {
  return (r.ingredients ?? []).map((l) => ({
    id: l._id.toHexString(),
    position: l.position,
    ingredientsId: hex(l.ingredientsId),
    subRecipeId: hex(l.subRecipeId),
    subRecipeTitle: l.subRecipeId ? (l.subRecipeTitle ?? null) : null,
    unitId: hex(l.unitId),
    quantity: l.quantity,
    unitOfMeasure: l.unitOfMeasure ?? null,
    _scale: scale?.factor ?? null,
    _kitchenId: kitchenId,
  }));
}

export type RecipeView = ReturnType<typeof toGraph>;
export type IngredientLineView = ReturnType<typeof lineViews>[number];

/** A reference to another subgraph's entity, typed by its name (`{ __typename: 'Unit', id }`); null without an id. */
export const ref =
  <T extends string>(__typename: T) =>
  (id: string | null | undefined) =>
    id ? { __typename, id } : null;
/** References for a list of ids (`[Allergen!]!`): one per id, never null. */
export const refs =
  <T extends string>(__typename: T) =>
  (ids: string[]) =>
    ids.map((id) => ({ __typename, id }));

/** Catalog and identity entities as federation references; the gateway fetches them in one _entities call per subgraph. */
export const referenceResolvers = {
  RecipeMenu: {
    category: (r: RecipeView) => ref('Category')(r.categoryId),
    subCategory: (r: RecipeView) => ref('SubCategory')(r.subCategoryId),
    yieldUnit: (r: RecipeView) => ref('Unit')(r.yieldUnitId),
    allergens: (r: RecipeView) => refs('Allergen')(r.allergenIds),
    effectiveAllergens: (r: RecipeView) => refs('Allergen')(r.effectiveAllergenIds),
    cooks: (r: RecipeView) => refs('User')(r.cookIds),
  },
  RecipeIngredient: {
    ingredient: (l: IngredientLineView) => ref('Ingredient')(l.ingredientsId),
    unit: (l: IngredientLineView) => ref('Unit')(l.unitId),
  },
};
