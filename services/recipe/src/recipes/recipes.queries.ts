import {
  badUserInput,
  forbidden,
  notFound,
  page,
  parseObjectId,
  requireUser,
  textSearch,
  toObjectId,
  toObjectIds,
  type PageArgs,
  type RequestContext,
} from '@brigade/service-kit';
import { isValidScale, scaleFactor, scalesWithin } from '@brigade/units';
import { Types } from 'mongoose';
import type { QueryGetRecipeMenuArgs, QueryGetRecipeMenuByIdArgs, RecipeMenuFilters, RecipeMenuSort } from '../__generated__/resolvers';
import { t } from '../i18n/messages';
import type { RecipeDoc } from './recipe.model';
import { toGraph } from './recipe.view';
import type { VisibleRecipes } from './visible-recipes';

const SORTS: Record<RecipeMenuSort, Record<string, 1 | -1>> = {
  ORDER: { order: 1, _id: 1 },
  TITLE: { title: 1, _id: 1 },
  UPDATED_AT: { updatedAt: -1, _id: 1 },
};

/** Filters naming something that is not an id match nothing rather than everything. */
const NONE = new Types.ObjectId('000000000000000000000000');
const idOrNone = (id: string) => toObjectId(id) ?? NONE;

function conditions(filters: RecipeMenuFilters | null | undefined, locale: RequestContext['locale']): Record<string, unknown>[] {
  if (!filters) return [];
  const out: Record<string, unknown>[] = [];
  if (filters.kitchenId) {
    // Narrows the caller's scope, never widens it: another kitchen's id leaves an admin or cook nothing.
    out.push({ kitchenId: parseObjectId(filters.kitchenId, 'filters.kitchenId', locale) });
  }
  if (filters.type) out.push({ type: filters.type });
  if (filters.status) out.push({ status: filters.status });
  if (filters.categoryId) out.push({ categoryId: idOrNone(filters.categoryId) });
  if (filters.subCategoryId) out.push({ subCategoryId: idOrNone(filters.subCategoryId) });
  if (filters.cookId) out.push({ cookIds: idOrNone(filters.cookId) });
  // Known FREE of each: an allergen some line contains, may contain or says nothing about drops the dish.
  const freeOf = toObjectIds(filters.freeOfAllergenIds ?? []);
  if (freeOf.length) out.push({ knownFreeAllergenIds: { $all: freeOf } });
  if (filters.search?.trim()) out.push(textSearch(filters.search, ['title', 'description', 'ingredientNames']));
  return out;
}

/** Called when a caller opens one recipe (getRecipeMenuById): a cook's open is recorded (README 'Reads'). */
type OnOpened = (ctx: RequestContext, recipe: RecipeDoc) => Promise<void>;

export function recipeQueries(visible: VisibleRecipes, onOpened: OnOpened = async () => {}) {
  return {
    Query: {
      getRecipeMenu: async (_: unknown, args: PageArgs & QueryGetRecipeMenuArgs, ctx: RequestContext) => {
        const { skip, limit } = page(args);
        const filter = { $and: [await visible.scope(ctx), ...conditions(args.filters, ctx.locale)] };
        const [records, total] = await Promise.all([
          visible.raw
            .find(filter, { projection: visible.projection })
            .sort(SORTS[args.sort ?? 'ORDER'])
            .skip(skip)
            .limit(limit)
            .toArray(),
          visible.raw.countDocuments(filter),
        ]);
        return { records: records.map((r) => toGraph(r)), total };
      },

      /**
       * One recipe the caller may see. One of their own kitchen's kept from them (a cook's restricted, paused or
       * beyond-the-allowance one) is FORBIDDEN; one that is not there for them (deleted, never made, or another
       * kitchen's, which reads exactly like that: #43) is NOT_FOUND, so a cook is told it is gone, not unshared (#45).
       */
      getRecipeMenuById: async (_: unknown, { id, scaleToYield }: QueryGetRecipeMenuByIdArgs, ctx: RequestContext) => {
        const caller = requireUser(ctx.caller);
        const recipe = await visible.one(ctx, id);
        if (!recipe) {
          const kept = !caller.roles.includes('SUPER_ADMIN') && (await visible.keptInOwnKitchen(ctx, id));
          throw kept ? forbidden() : notFound(t(ctx.locale, 'recipeNotFound'));
        }
        await onOpened(ctx, recipe);
        if (scaleToYield === undefined || scaleToYield === null) return toGraph(recipe);
        // Zero, a negative or NaN is refused, never clamped to something small.
        if (!isValidScale(scaleToYield)) throw badUserInput('scaleToYield', t(ctx.locale, 'numberInvalid'));
        if (!recipe.yieldValue) throw badUserInput('scaleToYield', t(ctx.locale, 'yieldMissing'));
        const factor = scaleFactor(scaleToYield, recipe.yieldValue);
        // A huge target or a tiny yield would overflow the amounts to Infinity, which GraphQL cannot send.
        const quantities = (recipe.ingredients ?? []).map((l) => l.quantity);
        if (!scalesWithin(scaleToYield, factor, quantities)) throw badUserInput('scaleToYield', t(ctx.locale, 'scaleTooLarge'));
        return toGraph(recipe, { target: scaleToYield, factor });
      },
    },
    RecipeMenu: {
      /** Other subgraphs' references, one query per request for all of them; invisible ones resolve to null. */
      __resolveReference: (ref: { id: string }, ctx: RequestContext) => visible.byId(ctx, ref.id),
    },
  };
}
