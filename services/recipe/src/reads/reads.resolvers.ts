import { badUserInput, forbidden, isObjectId, notFound, requireUser, toObjectId, type RequestContext } from '@brigade/service-kit';
import { Types, type Model } from 'mongoose';
import type { MutationMarkRecipeReadArgs, QueryGetCookReadsArgs, QueryGetRecipeReadsArgs, RecipeReadRow } from '../__generated__/resolvers';
import type { OwnerChecks } from '../owner-checks/owner-checks';
import { t } from '../i18n/messages';
import type { RecipeAccess } from '../recipes/recipe-access';
import type { RecipeDoc } from '../recipes/recipe.model';
import { toGraph, type RecipeView } from '../recipes/recipe.view';
import type { VisibleRecipes } from '../recipes/visible-recipes';
import type { VersionComparer } from '../versions/version-compare';
import type { VersionStore } from '../versions/version-store';
import { forCooks } from '../versions/version-diff';
import { releasedVersionOf } from '../releases/draft';
import type { ReadDoc, ReadStore } from './read-store';

type Deps = {
  recipes: Model<RecipeDoc>;
  access: RecipeAccess;
  comparer: VersionComparer;
  versions: Pick<VersionStore, 'cookNotes'>;
  reads: ReadStore;
  audience: (recipe: RecipeDoc) => Promise<string[]>;
  owners: OwnerChecks;
};

const isCook = (ctx: RequestContext) => ctx.caller?.kind === 'user' && ctx.caller.roles.includes('COOK');

const readView = (r: Partial<ReadDoc> | null) => ({
  readVersion: r?.readVersion ?? null,
  readAt: r?.readAt?.toISOString() ?? null,
  openedVersion: r?.openedVersion ?? null,
  openedAt: r?.openedAt?.toISOString() ?? null,
});

/**
 * Who has read a recipe (README 'Reads'): a cook's opens are recorded, a cook acknowledges the
 * version they were shown, and the kitchen's admins (and the super admin) see, per cook who may
 * see the recipe, whether they have read its released version.
 */
/** A notice is read standing at the pass: the last few notes, not a recipe's whole story. */
const COOK_NOTES_MAX = 5;

export function readResolvers({ recipes, access, comparer, versions, reads, audience, owners }: Deps, visible: VisibleRecipes) {
  const visibleRecipe = async (ctx: RequestContext, recipeId: string) => {
    const _id = toObjectId(recipeId);
    return _id ? recipes.findOne({ $and: [await visible.scope(ctx), { _id }] }).lean<RecipeDoc>() : null;
  };

  return {
    /** getRecipeMenuById's hook: a cook opening a recipe is what an admin compares with. */
    opened: async (ctx: RequestContext, recipe: RecipeDoc) => {
      if (isCook(ctx) && ctx.caller?.kind === 'user') await reads.opened(recipe, ctx.caller.userId, releasedVersionOf(recipe));
    },
    Query: {
      getRecipeReads: async (_: unknown, { recipeId }: QueryGetRecipeReadsArgs, ctx: RequestContext) => {
        const { caller, filter } = access.writable(ctx);
        const _id = toObjectId(recipeId);
        const recipe = _id ? await recipes.findOne({ ...filter, _id }).lean<RecipeDoc>() : null;
        if (!recipe) throw caller.roles.includes('SUPER_ADMIN') ? notFound(t(ctx.locale, 'recipeNotFound')) : forbidden();
        const version = releasedVersionOf(recipe);
        const [cookIds, stored] = await Promise.all([audience(recipe), reads.ofRecipe(recipe._id)]);
        const byUser = new Map(stored.map((r) => [r.userId, r]));
        const rows = cookIds.map((userId) => {
          const read = byUser.get(userId) ?? null;
          return { userId, ...readView(read), upToDate: (read?.readVersion ?? 0) >= version };
        });
        // Who still has to read it first: that is whom an admin looks for.
        rows.sort((a, b) => Number(a.upToDate) - Number(b.upToDate));
        return { version, readCount: rows.filter((r) => r.upToDate).length, cookCount: rows.length, cooks: rows };
      },
      /**
       * One cook, every recipe and dish they may see now (in the kitchen's order), and whether they
       * have read its released version: the kitchen's admins (their own cooks) and the super admin.
       */
      getCookReads: async (_: unknown, { cookId }: QueryGetCookReadsArgs, ctx: RequestContext) => {
        const { caller } = access.writable(ctx);
        const kitchenId = isObjectId(cookId) ? await owners.kitchenOfCook(ctx, cookId) : null;
        const mine = caller.roles.includes('SUPER_ADMIN') || (kitchenId !== null && kitchenId === caller.kitchenId);
        if (!kitchenId || !mine) throw forbidden();
        const [docs, stored] = await Promise.all([
          recipes
            .find(await access.cookScope(new Types.ObjectId(kitchenId), cookId))
            .sort({ order: 1, _id: 1 })
            .lean<RecipeDoc[]>(),
          reads.ofUser(cookId),
        ]);
        const byRecipe = new Map(stored.map((r) => [r.recipeId.toHexString(), r]));
        const rows = docs.map((doc) => {
          const read = byRecipe.get(doc._id.toHexString()) ?? null;
          return { recipe: toGraph(doc), ...readView(read), upToDate: (read?.readVersion ?? 0) >= releasedVersionOf(doc) };
        });
        // What the cook still has to read first, then the rest, each in the kitchen's order.
        rows.sort((a, b) => Number(a.upToDate) - Number(b.upToDate));
        return { cookId, readCount: rows.filter((r) => r.upToDate).length, recipeCount: rows.length, recipes: rows };
      },
      /** A cook's: the recipes they read before that have a newer released version; a first read is never a notice. */
      getMyRecipeNotices: async (_: unknown, __: unknown, ctx: RequestContext) => {
        if (!isCook(ctx) || ctx.caller?.kind !== 'user') return [];
        const read = new Map((await reads.readBy(ctx.caller.userId)).map((r) => [r.recipeId.toHexString(), r.readVersion ?? 0]));
        const docs = await recipes
          .find({ $and: [await visible.scope(ctx), { _id: { $in: [...read.keys()].map((id) => new Types.ObjectId(id)) } }] })
          .sort({ updatedAt: -1, _id: 1 })
          .lean<RecipeDoc[]>();
        return docs.filter((d) => releasedVersionOf(d) > (read.get(d._id.toHexString()) ?? 0)).map((d) => toGraph(d));
      },
    },
    Mutation: {
      MarkRecipeRead: async (_: unknown, args: MutationMarkRecipeReadArgs, ctx: RequestContext) => {
        // Only a cook acknowledges: requireRole would let the super admin through.
        const caller = requireUser(ctx.caller);
        if (!caller.roles.includes('COOK')) throw forbidden();
        const recipe = await visibleRecipe(ctx, args.recipeId);
        if (!recipe) throw forbidden();
        // The version on the cook's screen: older ones are fine (a release came while they read), never a future one.
        if (!Number.isInteger(args.version) || args.version < 1 || args.version > releasedVersionOf(recipe)) {
          throw badUserInput('version', t(ctx.locale, 'versionNotFound', { version: args.version }));
        }
        await reads.read(recipe, caller.userId, args.version);
        return readView(await reads.mine(recipe._id, caller.userId));
      },
    },
    RecipeMenu: {
      myRead: async (r: RecipeView, _: unknown, ctx: RequestContext) =>
        isCook(ctx) && ctx.caller?.kind === 'user' ? readView(await reads.mine(new Types.ObjectId(r.id), ctx.caller.userId)) : null,
      /** For a cook: what changed since the version they last marked read; null when none, or when they never read it. */
      changesSinceMyRead: async (r: RecipeView, _: unknown, ctx: RequestContext) => {
        if (!isCook(ctx) || ctx.caller?.kind !== 'user') return null;
        const recipeId = new Types.ObjectId(r.id);
        const read = (await reads.mine(recipeId, ctx.caller.userId))?.readVersion;
        const released = r.releasedVersionNumber;
        if (!read || read >= released) return null;
        const diff = await comparer.compare(ctx, recipeId, read, released);
        return diff && { from: read, to: released, ...forCooks(diff) };
      },
      /** For a cook, beside changesSinceMyRead: what the chef said with those releases (README 'Reads'). */
      releaseNotesSinceMyRead: async (r: RecipeView, _: unknown, ctx: RequestContext) => {
        if (!isCook(ctx) || ctx.caller?.kind !== 'user') return [];
        const recipeId = new Types.ObjectId(r.id);
        const read = (await reads.mine(recipeId, ctx.caller.userId))?.readVersion;
        if (!read || read >= r.releasedVersionNumber) return [];
        return versions.cookNotes(recipeId, read, r.releasedVersionNumber, COOK_NOTES_MAX);
      },
    },
    RecipeReadRow: {
      user: (row: RecipeReadRow) => ({ __typename: 'User' as const, id: row.userId }),
    },
  };
}
