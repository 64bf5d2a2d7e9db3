import { badUserInput, forbidden, notFound, page, toObjectId, type PageArgs, type RequestContext } from '@brigade/service-kit';
import type { Model } from 'mongoose';
import type {
  QueryCompareRecipeVersionsArgs,
  QueryGetRecipeVersionArgs,
  QueryGetRecipeVersionsArgs,
  RecipeVersion,
  RecipeVersionLine,
} from '../__generated__/resolvers';
import { t } from '../i18n/messages';
import type { RecipeAccess } from '../recipes/recipe-access';
import type { RecipeDoc } from '../recipes/recipe.model';
import { ref, refs } from '../recipes/recipe.view';
import { contentView, type VersionContentView } from './version-content';
import type { VersionComparer } from './version-compare';
import { changeCounts, type VersionDiff } from './version-diff';
import type { VersionStore, VersionSummary } from './version-store';

/**
 * A version as the history lists it. `support`: who the platform's support is stays theirs: a
 * kitchen's people see that Brigade support saved or released it (`savedBySupport`), never the
 * super admin's user id (#43).
 */
const summaryView = (v: VersionSummary, showSupport: boolean) => {
  const savedBySupport = Boolean(v.savedBySupport);
  const releasedBySupport = Boolean(v.released?.bySupport);
  return {
    number: v.number,
    savedAt: v.savedAt.toISOString(),
    savedById: savedBySupport && !showSupport ? null : (v.savedBy?.toHexString() ?? null),
    savedBySupport,
    note: v.note ?? null,
    restoredFrom: v.restoredFrom ?? null,
    draft: v.draft ?? false,
    releasedAt: v.released?.at.toISOString() ?? null,
    releasedById: releasedBySupport && !showSupport ? null : (v.released?.by.toHexString() ?? null),
    releasedBySupport,
    releaseNote: v.released?.note ?? null,
    changes: v.changes ?? null,
  };
};

/** Versions written before their changes were counted (#45) are compared when listed, at most this many a page. */
const OLD_COUNTS_MAX = 20;
const seesSupport = (ctx: RequestContext) => ctx.caller?.kind === 'user' && ctx.caller.roles.includes('SUPER_ADMIN');

/**
 * A recipe's history is for its kitchen's admins and the super admin (read-only: README
 * 'Versions'); a cook is FORBIDDEN. Another kitchen's recipe reads exactly like a missing one.
 */
export function versionQueries(
  recipes: Model<RecipeDoc>,
  access: RecipeAccess,
  versions: VersionStore,
  comparer: VersionComparer,
  currencyOf: (kitchenId: string) => Promise<string>,
) {
  const found = async (ctx: RequestContext, recipeId: string) => {
    const { caller, filter } = access.writable(ctx);
    const _id = toObjectId(recipeId);
    const recipe = _id
      ? await recipes.findOne({ ...filter, _id }, { _id: 1, kitchenId: 1 }).lean<Pick<RecipeDoc, '_id' | 'kitchenId'>>()
      : null;
    if (!recipe) throw caller.roles.includes('SUPER_ADMIN') ? notFound(t(ctx.locale, 'recipeNotFound')) : forbidden();
    return recipe;
  };
  const recipeOf = async (ctx: RequestContext, recipeId: string) => (await found(ctx, recipeId))._id;

  return {
    Query: {
      getRecipeVersions: async (_: unknown, args: PageArgs & QueryGetRecipeVersionsArgs, ctx: RequestContext) => {
        const recipeId = await recipeOf(ctx, args.recipeId);
        const { skip, limit } = page(args);
        const { records, total } = await versions.list(recipeId, skip, limit);
        const uncounted = records.filter((r) => !r.changes && r.number > 1).slice(0, OLD_COUNTS_MAX);
        await Promise.all(
          uncounted.map(async (r) => {
            const diff = await comparer.compare(ctx, recipeId, r.number - 1, r.number);
            r.changes = diff && changeCounts(diff);
          }),
        );
        return { records: records.map((r) => summaryView(r, seesSupport(ctx))), total };
      },
      getRecipeVersion: async (_: unknown, args: QueryGetRecipeVersionArgs, ctx: RequestContext) => {
        const recipeId = await recipeOf(ctx, args.recipeId);
        const found = await versions.get(recipeId, args.number);
        if (!found) throw badUserInput('number', t(ctx.locale, 'versionNotFound', { version: args.number }));
        return { version: summaryView(found.summary, seesSupport(ctx)), content: contentView(found.content) };
      },
      compareRecipeVersions: async (_: unknown, args: QueryCompareRecipeVersionsArgs, ctx: RequestContext) => {
        const { _id: recipeId, kitchenId } = await found(ctx, args.recipeId);
        const diff = await comparer.compare(ctx, recipeId, args.from, args.to);
        if (!diff) {
          const field = (await versions.get(recipeId, args.from)) ? 'to' : 'from';
          throw badUserInput(field, t(ctx.locale, 'versionNotFound', { version: args[field] }));
        }
        // A price is written with its currency (#45: '€26.50 → €27.50', not '26.50 → 27.50').
        return { from: args.from, to: args.to, ...diff, currency: await currencyOf(kitchenId.toHexString()) };
      },
    },
    RecipeVersion: {
      savedBy: (v: RecipeVersion) => ref('User')(v.savedById),
      releasedBy: (v: RecipeVersion) => ref('User')(v.releasedById),
    },
    RecipeVersionContent: {
      category: (c: VersionContentView) => ref('Category')(c.categoryId),
      subCategory: (c: VersionContentView) => ref('SubCategory')(c.subCategoryId),
      yieldUnit: (c: VersionContentView) => ref('Unit')(c.yieldUnitId),
      allergens: (c: VersionContentView) => refs('Allergen')(c.allergenIds),
      cooks: (c: VersionContentView) => refs('User')(c.cookIds),
    },
    RecipeVersionDiff: {
      allergensGained: (d: VersionDiff) => refs('Allergen')(d.allergensGained),
      allergensLost: (d: VersionDiff) => refs('Allergen')(d.allergensLost),
      mayContainGained: (d: VersionDiff) => refs('Allergen')(d.mayContainGained),
      mayContainLost: (d: VersionDiff) => refs('Allergen')(d.mayContainLost),
    },
    RecipeVersionLine: {
      ingredient: (l: RecipeVersionLine) => ref('Ingredient')(l.ingredientsId),
      unit: (l: RecipeVersionLine) => ref('Unit')(l.unitId),
    },
  };
}
