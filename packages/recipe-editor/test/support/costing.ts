import type { Answer } from '@brigade/test-kit/fixtures/answer';
import { nutrientAmounts, recipeCost, recipeCosting, recipeNutrition } from '@brigade/test-kit/fixtures/costing';
import type {
  CostChange,
  CostDriver,
  CostingGap,
  NutrientAmounts,
  RecipeCost,
  RecipeCosting,
  RecipeNutrition,
} from '../../src/costing/queries';
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

export const cost = (overrides: Partial<RecipeCost> = {}): Answer<RecipeCost> => recipeCost(overrides);

export const lineCost = (lineId: string, amount: string | null, share: number | null): Answer<RecipeCost['lines'][number]> => ({
  __typename: 'LineCost',
  lineId,
  cost: amount,
  share,
});

export const amounts = (overrides: Partial<NutrientAmounts> = {}): Answer<NutrientAmounts> => nutrientAmounts(overrides);

export const nutrition = (overrides: Partial<RecipeNutrition> = {}): Answer<RecipeNutrition> => recipeNutrition(overrides);

/** RECIPE_COSTING's answer for recipe r1 (the kit's, typed). */
export const costing = (overrides: Partial<RecipeCosting> = {}): Answer<RecipeCosting> => ({
  ...recipeCosting(overrides),
  type: overrides.type ?? 'RECIPE',
});

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
