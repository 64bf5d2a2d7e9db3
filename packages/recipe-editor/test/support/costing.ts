import type {
  CostChange,
  CostDriver,
  CostingGap,
  NutrientAmounts,
  RecipeCost,
  RecipeCosting,
  RecipeNutrition,
} from '../../src/graphql/types';
import type { GapLinks } from '../../src/costing/gaps';

type Typed<T> = T & { __typename: string };

/** A console's fix paths, as a test can read them back. */
export const gapLinks: GapLinks = {
  ingredientPrices: (id) => `/console/ingredients/${id}/prices`,
  ingredientConversions: (id) => `/console/ingredients/${id}/conversions`,
  ingredientEdit: (id) => `/console/ingredients/${id}/edit`,
  recipe: (id, type) => `/console/${type === 'MENU' ? 'dishes' : 'recipe'}/${id}/edit`,
};

export const gap = (overrides: Partial<CostingGap> & Pick<CostingGap, 'kind' | 'message'>): Typed<CostingGap> => ({
  __typename: 'CostingGap',
  recipeId: 'r1',
  lineId: null,
  ingredientId: null,
  subRecipeId: null,
  ...overrides,
});

export function cost(overrides: Partial<RecipeCost> = {}): Typed<RecipeCost> {
  return {
    __typename: 'RecipeCost',
    total: '0.00',
    perPortion: null,
    perKilogram: null,
    perLitre: null,
    currency: 'EUR',
    complete: true,
    missing: [],
    lines: [],
    at: null,
    ...overrides,
  };
}

export const lineCost = (lineId: string, amount: string | null, share: number | null) => ({
  __typename: 'LineCost',
  lineId,
  cost: amount,
  share,
});

export const amounts = (overrides: Partial<NutrientAmounts> = {}): Typed<NutrientAmounts> => ({
  __typename: 'NutrientAmounts',
  energyKj: 0,
  energyKcal: 0,
  fat: 0,
  saturates: 0,
  carbohydrate: 0,
  sugars: 0,
  fibre: 0,
  protein: 0,
  salt: 0,
  ...overrides,
});

export function nutrition(overrides: Partial<RecipeNutrition> = {}): Typed<RecipeNutrition> {
  return {
    __typename: 'RecipeNutrition',
    per100g: amounts(),
    perPortion: null,
    total: amounts(),
    grams: 500,
    complete: true,
    missing: [],
    ...overrides,
  };
}

/** RECIPE_COSTING's answer for recipe r1. */
export function costing(overrides: Partial<RecipeCosting> = {}): Typed<RecipeCosting> {
  return {
    __typename: 'RecipeMenu',
    id: 'r1',
    type: 'RECIPE',
    sellingPrice: null,
    vatRate: null,
    foodCostPercent: null,
    grossMargin: null,
    targetFoodCostPercent: 30,
    overTarget: null,
    cost: cost(),
    nutrition: nutrition(),
    ...overrides,
  };
}

/** One ingredient behind a cost change. */
export const driver = (overrides: Partial<CostDriver> & Pick<CostDriver, 'ingredientId' | 'name'>): Typed<CostDriver> => ({
  __typename: 'CostDriver',
  before: '1',
  after: '1',
  change: '0',
  percent: 0,
  ...overrides,
});

/** costChange's answer: by default no move at all. */
export function costChange(overrides: Partial<CostChange> = {}): Typed<CostChange> {
  return {
    __typename: 'CostChange',
    since: '2026-10-01',
    before: '4',
    after: '4',
    change: '0',
    percent: 0,
    complete: true,
    drivers: [],
    ...overrides,
  };
}
