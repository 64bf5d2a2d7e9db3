import { ACTIVE_ALLERGENS, ACTIVE_KITCHENS, type Ingredient, type IngredientPrice, type PriceUnit } from '@brigade/console-kit';

/** The kitchen admin's own kitchen, as the catalog screens name an owner. */
export const kitchens = {
  request: { query: ACTIVE_KITCHENS },
  result: { data: { getActiveKitchen: [{ __typename: 'Kitchen', id: 'k1', name: 'Demo Kitchen' }] } },
  maxUsageCount: 10,
};

export const gluten = { __typename: 'Allergen', id: 'a1', name: 'Gluten' };
export const milk = { __typename: 'Allergen', id: 'a2', name: 'Milk' };
export const eggs = { __typename: 'Allergen', id: 'a3', name: 'Eggs' };

export const allergens = {
  request: { query: ACTIVE_ALLERGENS },
  result: { data: { getActiveAllergens: [gluten, milk, eggs] } },
  maxUsageCount: 10,
};

export type IngredientRow = Ingredient & { __typename: 'Ingredient' };

/** An ingredient as the catalog answers, the platform's unless `more` says otherwise. */
export const ingredient = (id: string, name: string, more: Partial<Ingredient> = {}): IngredientRow => ({
  __typename: 'Ingredient',
  id,
  name,
  type: null,
  status: 'ACTIVE',
  allergenIds: [],
  allergens: [],
  mayContainAllergenIds: [],
  mayContainAllergens: [],
  freeFromAllergenIds: [],
  freeFromAllergens: [],
  density: null,
  pieceWeight: null,
  kitchenConversions: null,
  kitchenId: null,
  canEdit: false,
  recipeCount: 0,
  createdAt: null,
  updatedAt: null,
  ...more,
});

export const KG: PriceUnit & { __typename: 'Unit' } = {
  __typename: 'Unit',
  id: 'u-kg',
  name: 'kilogram',
  code: 'kg',
  dimension: 'MASS',
  toBase: 1000,
};
export const PIECE: PriceUnit & { __typename: 'Unit' } = {
  __typename: 'Unit',
  id: 'u-piece',
  name: 'piece',
  code: 'piece',
  dimension: 'COUNT',
  toBase: 1,
};

export type PriceRow = IngredientPrice & { __typename: 'IngredientPrice' };

/** A purchase price of Demo Kitchen as the catalog answers: 5 kg for €7.50 bought on 2 March 2026 unless `more` says otherwise. */
export const price = (id: string, ingredientId: string, more: Partial<IngredientPrice> = {}): PriceRow => ({
  __typename: 'IngredientPrice',
  id,
  ingredientId,
  kitchenId: 'k1',
  supplier: 'Metro',
  supplierCode: null,
  packDescription: null,
  packSize: 5,
  packUnitId: KG.id,
  packUnit: KG,
  packPrice: '7.50',
  currency: 'EUR',
  pricedOn: '2026-03-02',
  yieldPercent: 100,
  createdAt: null,
  updatedAt: null,
  ...more,
});
