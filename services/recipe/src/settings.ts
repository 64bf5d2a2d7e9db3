import { subgraphUrl } from '@brigade/service-kit';
import type { RecipeLimits } from './plans/kitchen-plans';

/** Recipe's own settings from the environment (the shared ones are in service-kit's serviceConfig). */
export type RecipeSettings = {
  /** A kitchen's allowance until billing has stated its plan (README 'Plans'). */
  trial: RecipeLimits;
  /** Where the owners of what recipe projects answer (CATALOG_URL, IDENTITY_URL, BILLING_URL), asked before a save is refused for what a projection lacks or holds old. */
  owners: { catalog: string; identity: string; billing: string };
};

const count = (value: string | undefined, fallback: number, name: string) => {
  const n = value === undefined || value === '' ? fallback : Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number of 0 or more`);
  return n;
};

export function recipeSettings(env: NodeJS.ProcessEnv): RecipeSettings {
  return {
    trial: {
      recipeCount: count(env.TRIAL_RECIPE_LIMIT, 25, 'TRIAL_RECIPE_LIMIT'),
      dishesCount: count(env.TRIAL_DISH_LIMIT, 25, 'TRIAL_DISH_LIMIT'),
      perCookViewRecipeCount: count(env.TRIAL_VIEW_LIMIT, 50, 'TRIAL_VIEW_LIMIT'),
    },
    owners: { catalog: subgraphUrl('catalog', env), identity: subgraphUrl('identity', env), billing: subgraphUrl('billing', env) },
  };
}
