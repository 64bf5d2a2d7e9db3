/**
 * Issue #23's menu costing: every dish of a kitchen with its cost, price, food cost % and margin in
 * one request (`getMenuCosting`), as the Menu costing page asks for it. No runtime imports (k6 and
 * Node both load it).
 */
export const MENU_COSTING_QUERY = `query MenuCostingBench($kitchenId: ID) {
  getMenuCosting(kitchenId: $kitchenId) {
    id title categoryId sellingPrice vatRate foodCostPercent grossMargin overTarget targetFoodCostPercent
    cost { total perPortion currency complete missing { kind recipeId lineId ingredientId subRecipeId message } }
  }
}`;

/** The bench's kitchen: 300 dishes on 10 sauces on one stock, and 189 recipes on the sauces (500 use butter). */
export const DISHES = 300;
export const SAUCES = 10;
export const OTHER_RECIPES = 189;

/** The recipe service's documented trial caps, raised: the trial allows 25 recipes and 25 dishes. */
export const RECIPE_SERVICE_ENV = { TRIAL_RECIPE_LIMIT: '1000', TRIAL_DISH_LIMIT: '1000', TRIAL_VIEW_LIMIT: '1000' };

/** About twice what this machine measures at 20 connections (load/README.md 'menu-costing'). */
export const THRESHOLDS = { p95Ms: 9000, errorRate: 0.01 };
export const CONNECTIONS = 20;
