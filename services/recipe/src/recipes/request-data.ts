import { notDeleted } from '@brigade/events';
import { cachedBatch, isObjectId, type RequestContext } from '@brigade/service-kit';
import type { UnitDef } from '@brigade/units';
import type { Model } from 'mongoose';
import type { AllergenProjection, KnownAllergen } from '../allergens/allergen-projection';
import { SUB_RECIPE_FIELDS, type SubRecipeFacts } from '../allergens/derived-fields';
import { type ConversionProjection, type KitchenConversions } from '../ingredients/conversion-projection';
import type { IngredientProjection, KnownIngredient } from '../ingredients/ingredient-projection';
import type { CostingSettings } from '../__generated__/resolvers';
import type { CostingSettingsStore } from '../costing/costing-settings';
import { priceKey, type KnownPrice, type PriceProjection } from '../prices/price-projection';
import type { UnitProjection } from '../units/unit-projection';
import type { RecipeDoc } from './recipe.model';

export type UnitIndex = { all: UnitDef[]; byId: Map<string, UnitDef> };

type Sources = {
  recipes: Model<RecipeDoc>;
  ingredients: IngredientProjection;
  conversions: ConversionProjection;
  units: UnitProjection;
  allergens: AllergenProjection;
  prices: PriceProjection;
  costingSettings: CostingSettingsStore;
};

/** What costing and nutrition read of a recipe, a sub-recipe at any depth included. */
export type CostedRecipe = Pick<RecipeDoc, '_id' | 'title' | 'kitchenId' | 'type' | 'yieldValue' | 'yieldUnitId' | 'ingredients'>;
const COSTED_FIELDS = { title: 1, kitchenId: 1, type: 1, yieldValue: 1, yieldUnitId: 1, ingredients: 1 } as const;

/**
 * Catalog's vocabulary as recipe projects it (units, allergens, ingredients, kitchens' conversions)
 * comes from memory until an event changes it (service-kit `reference-cache.ts`, README 'Reference
 * cache'); everything else is read per request.
 */
const remembered = <V>(ctx: RequestContext, deps: Sources, name: string, fetch: (keys: readonly string[]) => Promise<V[]>) =>
  cachedBatch<V>(ctx, deps.recipes.db, name, name, fetch);

/** A list everyone shares (units, allergens): one key. */
const whole = <T>(ctx: RequestContext, deps: Sources, name: string, load: () => Promise<T>) =>
  remembered<T>(ctx, deps, name, async (keys) => {
    const value = await load();
    return keys.map(() => value);
  }).load('all');

/**
 * What line and profile resolvers read besides the recipe, through per-request DataLoaders: every
 * line of every recipe in a response asks in the same tick, so a 40-line recipe costs at most one
 * query per source (and per level of nested sub-recipes), never one per line.
 */
export function requestData(deps: Sources) {
  return {
    units: (ctx: RequestContext): Promise<UnitIndex> =>
      whole(ctx, deps, 'recipe:units', async () => {
        const all = await deps.units.all();
        return { all, byId: new Map(all.map((u) => [u.id, u])) };
      }),
    allergens: (ctx: RequestContext): Promise<KnownAllergen[]> => whole(ctx, deps, 'recipe:allergens', () => deps.allergens.all()),
    ingredient: (ctx: RequestContext, id: string) =>
      remembered<KnownIngredient | null>(ctx, deps, 'recipe:ingredients', async (ids) => {
        const found = await deps.ingredients.byIds([...ids]);
        return ids.map((i) => found.get(i) ?? null);
      }).load(id),
    /**
     * The kitchen's own density and piece weight for an ingredient, if it set any. Remembered per
     * kitchen, whole, so memory grows with kitchens rather than kitchens times ingredients.
     */
    conversions: async (ctx: RequestContext, ingredientId: string, kitchenId: string) => {
      const stated = await remembered<ReadonlyMap<string, KitchenConversions>>(ctx, deps, 'recipe:conversions', async (kitchens) => {
        const found = await deps.conversions.byKitchens([...kitchens]);
        return kitchens.map((k) => found.get(k) ?? new Map<string, KitchenConversions>());
      }).load(kitchenId);
      return stated.get(ingredientId) ?? null;
    },
    /** A sub-recipe's yield and title for amounts, whoever asks: opening it is a separate, access-checked matter. */
    subRecipe: (ctx: RequestContext, id: string) =>
      ctx
        .loader<string, SubRecipeFacts | null>('recipe:subRecipeFacts', async (ids) => {
          const valid = ids.filter(isObjectId);
          const docs = await deps.recipes.find({ _id: { $in: valid }, ...notDeleted }, SUB_RECIPE_FIELDS).lean<SubRecipeFacts[]>();
          const byId = new Map(docs.map((d) => [d._id.toHexString(), d]));
          return ids.map((i) => byId.get(i) ?? null);
        })
        .load(id),
    /** Lines and yield, whoever asks: the caller's right to the figures is checked on the recipe asked about. */
    costedRecipe: (ctx: RequestContext, id: string) =>
      ctx
        .loader<string, CostedRecipe | null>('recipe:costed', async (ids) => {
          const valid = ids.filter(isObjectId);
          const docs = await deps.recipes.find({ _id: { $in: valid }, ...notDeleted }, COSTED_FIELDS).lean<CostedRecipe[]>();
          const byId = new Map(docs.map((d) => [d._id.toHexString(), d]));
          return ids.map((i) => byId.get(i) ?? null);
        })
        .load(id),
    /** Every purchase-price record the kitchen holds for the ingredient. */
    prices: (ctx: RequestContext, ingredientId: string, kitchenId: string) =>
      ctx
        .loader<string, KnownPrice[]>('recipe:prices', async (keys) => {
          const found = await deps.prices.byKeys([...keys]);
          return keys.map((k) => found.get(k) ?? []);
        })
        .load(priceKey(ingredientId, kitchenId)),
    costingSettings: (ctx: RequestContext, kitchenId: string) =>
      ctx.loader<string, CostingSettings>('recipe:costingSettings', (ids) => deps.costingSettings.byKitchens([...ids])).load(kitchenId),
  };
}

export type RequestData = ReturnType<typeof requestData>;
