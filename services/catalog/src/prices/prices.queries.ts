import { notDeleted } from '@brigade/events';
import type { RequestContext } from '@brigade/service-kit';
import { Types } from 'mongoose';
import type { QueryGetCurrentPricesArgs, QueryGetIngredientPricesArgs } from '../__generated__/resolvers';
import { catalogActor, priceKitchen, seenBy } from '../access/scope';
import type { Catalog } from '../deps';
import { loadIngredient } from '../ingredients/ingredients.queries';
import { findIn } from '../shared/by-id';
import { missing } from '../shared/replies';
import { loadUnit } from '../units/units.resolvers';
import { idSet, parseInput } from '../validation/input';
import type { PriceDoc } from './price.model';
import { priceView, type PriceView } from './price.view';

/** Newest first: the latest purchase date, then the latest recorded (the current price leads). */
export const NEWEST_FIRST = { pricedOn: -1, createdAt: -1, _id: -1 } as const;

/** One ingredient's history in one kitchen is read whole up to this many records (years of weekly deliveries). */
const HISTORY_LIMIT = 1000;

/** How many ingredients one getCurrentPrices may name. */
const MAX_IDS = 500;

/**
 * The current price (newest pricedOn, then newest created) of each ingredient the kitchen has
 * priced, of `ingredientIds` only when given, most recently priced first; only ingredients the
 * kitchen still sees (an ingredient's deletion takes its prices a moment after it).
 */
async function currentPrices(catalog: Catalog, kitchenId: Types.ObjectId, ingredientIds: Types.ObjectId[] | null): Promise<PriceView[]> {
  const current = await catalog.prices.aggregate<PriceDoc>([
    { $match: { ...notDeleted, kitchenId, ...(ingredientIds ? { ingredientId: { $in: ingredientIds } } : {}) } },
    { $sort: { ingredientId: 1, ...NEWEST_FIRST } },
    { $group: { _id: '$ingredientId', current: { $first: '$$ROOT' } } },
    { $replaceRoot: { newRoot: '$current' } },
    { $sort: NEWEST_FIRST },
  ]);
  const seen = await catalog.ingredients
    .find({ ...notDeleted, ...seenBy(kitchenId), _id: { $in: current.map((p) => p.ingredientId) } }, { _id: 1 })
    .lean<{ _id: Types.ObjectId }[]>();
  const live = new Set(seen.map((i) => i._id.toHexString()));
  return current.filter((p) => live.has(p.ingredientId.toHexString())).map(priceView);
}

/**
 * Prices are read by the kitchen's admins (their own kitchen, whatever kitchenId says) and super
 * admins (who name the kitchen); cooks are FORBIDDEN (README 'Prices').
 */
export function priceQueries(catalog: Catalog) {
  return {
    /** An ingredient the kitchen cannot see is NOT_FOUND, exactly like one that does not exist. */
    getIngredientPrices: async (_: unknown, args: QueryGetIngredientPricesArgs, ctx: RequestContext) => {
      const kitchenId = priceKitchen(catalogActor(ctx), args.kitchenId, ctx.locale);
      const ingredient = await findIn(catalog.ingredients, { ...notDeleted, ...seenBy(kitchenId) }, args.ingredientId);
      if (!ingredient) throw missing(ctx.locale, 'ingredientNotFound');
      const history = await catalog.prices
        .find({ ...notDeleted, kitchenId, ingredientId: ingredient._id })
        .sort(NEWEST_FIRST)
        .limit(HISTORY_LIMIT)
        .lean<PriceDoc[]>();
      return history.map(priceView);
    },

    getCurrentPrices: async (_: unknown, args: QueryGetCurrentPricesArgs, ctx: RequestContext) => {
      const kitchenId = priceKitchen(catalogActor(ctx), args.kitchenId, ctx.locale);
      const named = args.ingredientIds ?? null;
      const ids = named === null ? null : parseInput(idSet(MAX_IDS), named, ctx.locale, 'ingredientIds');
      return currentPrices(catalog, kitchenId, ids?.map((id) => new Types.ObjectId(id)) ?? null);
    },
  };
}

/** The price's ingredient and unit, as the reader sees them (null when gone). */
export function priceEntity(catalog: Catalog) {
  return {
    ingredient: (price: PriceView, _: unknown, ctx: RequestContext) => loadIngredient(catalog, ctx, catalogActor(ctx), price.ingredientId),
    packUnit: (price: PriceView, _: unknown, ctx: RequestContext) => loadUnit(catalog.units, ctx, price.packUnitId),
  };
}
