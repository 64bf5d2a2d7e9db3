import { newEvent, notDeleted, withEvents, type RecipeEvents } from '@brigade/events';
import { badUserInput, forbidden, optionalText, toObjectId, type RequestContext } from '@brigade/service-kit';
import { Types, type Model } from 'mongoose';
import { z } from 'zod';
import type {
  MutationNudgeRecipeReadersArgs,
  MutationReleaseRecipeDraftArgs,
  MutationSendBackRecipeDraftArgs,
  RecipeDraft,
  RecipeDraftReturn,
} from '../__generated__/resolvers';
import { parseInput, t } from '../i18n/messages';
import type { ReadStore } from '../reads/read-store';
import type { RecipeAccess } from '../recipes/recipe-access';
import { CHANGE_NOTE_MAX } from '../recipes/recipe-input';
import type { RecipeSaver } from '../recipes/recipe-save';
import type { RecipeDoc } from '../recipes/recipe.model';
import { ref, toGraph, type RecipeView } from '../recipes/recipe.view';
import { releasedVersionOf } from './draft';
import { draftView } from './drafts-waiting';

type Deps = {
  recipes: Model<RecipeDoc>;
  access: RecipeAccess;
  reads: ReadStore;
  audience: (recipe: RecipeDoc) => Promise<string[]>;
};

const releaseInput = z.object({ note: optionalText(CHANGE_NOTE_MAX) });
const sendBackInput = z.object({ comment: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(CHANGE_NOTE_MAX) });

/**
 * Review before release (README 'Releases'): the kitchen's admins release a waiting draft or send
 * it back with a comment, and nudge the cooks who have not read the released version. The super
 * admin's view of a kitchen's recipes stays read-only here, as for restores.
 */
/** Who sees drafts: a kitchen's admins and the super admin. */
const mayReview = (ctx: RequestContext) =>
  ctx.caller?.kind === 'user' && ctx.caller.roles.some((role) => role === 'ADMIN' || role === 'SUPER_ADMIN');

export function releaseResolvers({ recipes, access, reads, audience }: Deps, saver: RecipeSaver) {
  const ownRecipe = async (ctx: RequestContext, recipeId: string) => {
    const { caller, filter } = access.writable(ctx);
    if (caller.roles.includes('SUPER_ADMIN')) throw forbidden();
    const _id = toObjectId(recipeId);
    const live = _id ? await recipes.findOne({ ...filter, _id }).lean<RecipeDoc>() : null;
    if (!live) throw forbidden();
    await access.mayWrite(ctx, caller, live.kitchenId.toHexString());
    return { caller, live };
  };

  const waitingDraft = (ctx: RequestContext, live: RecipeDoc, version: number) => {
    if (!live.draft) throw badUserInput('version', t(ctx.locale, 'noDraft'));
    if (live.versionNo !== version) throw badUserInput('version', t(ctx.locale, 'draftChanged', { version: live.versionNo ?? 1 }));
    return live.draft;
  };

  return {
    Mutation: {
      ReleaseRecipeDraft: async (_: unknown, args: MutationReleaseRecipeDraftArgs, ctx: RequestContext) => {
        const { caller, live } = await ownRecipe(ctx, args.recipeId);
        const { note } = parseInput(releaseInput, { note: args.note }, ctx.locale);
        return saver.release(ctx, caller, live, args.version, note ?? null);
      },
      SendBackRecipeDraft: async (_: unknown, args: MutationSendBackRecipeDraftArgs, ctx: RequestContext) => {
        const { caller, live } = await ownRecipe(ctx, args.recipeId);
        const { comment } = parseInput(sendBackInput, { comment: args.comment }, ctx.locale);
        waitingDraft(ctx, live, args.version);
        const sentBack = { comment, by: new Types.ObjectId(caller.userId), at: new Date() };
        const updated = await recipes
          .findOneAndUpdate(
            { _id: live._id, ...notDeleted, versionNo: args.version, draft: { $ne: null } },
            { $set: { 'draft.sentBack': sentBack } },
            { returnDocument: 'after', timestamps: false },
          )
          .lean<RecipeDoc>();
        if (!updated) throw badUserInput('version', t(ctx.locale, 'draftChanged', { version: args.version + 1 }));
        return toGraph(updated);
      },
      /** Asks the cooks who may see the recipe, have not read its released version and were not asked within the hour; answers how many. */
      NudgeRecipeReaders: async (_: unknown, args: MutationNudgeRecipeReadersArgs, ctx: RequestContext) => {
        const { live } = await ownRecipe(ctx, args.recipeId);
        const version = releasedVersionOf(live);
        const [cookIds, stored] = await Promise.all([audience(live), reads.ofRecipe(live._id)]);
        const upToDate = new Set(stored.filter((r) => (r.readVersion ?? 0) >= version).map((r) => r.userId));
        // Each cook at most once an hour per recipe (read-store.ts): a push is not a thing to repeat every minute.
        const userIds = await reads.claimNudges(
          live,
          cookIds.filter((id) => !upToDate.has(id)),
        );
        if (!userIds.length) return 0;
        const payload: RecipeEvents['RecipeReadNudged'] = {
          recipeId: live._id.toHexString(),
          kitchenId: live.kitchenId.toHexString(),
          type: live.type,
          title: live.title,
          version,
          userIds,
        };
        const event = newEvent('RecipeReadNudged', payload, {
          producer: 'recipe',
          aggregateId: payload.recipeId,
          kitchenId: payload.kitchenId,
        });
        await recipes.updateOne({ _id: live._id }, withEvents([event]), { timestamps: false });
        return userIds.length;
      },
    },
    RecipeMenu: {
      /**
       * A cook is shown the released version's number only: the latest (a draft's, while one waits)
       * told them a change was coming before it was released (#43).
       */
      versionNumber: (r: RecipeView, _: unknown, ctx: RequestContext) => (mayReview(ctx) ? r.versionNumber : r.releasedVersionNumber),
      /** Admins only: the waiting draft as a recipe, with who saved it and whether it was sent back. */
      draft: async (r: RecipeView, _: unknown, ctx: RequestContext) => {
        if (!mayReview(ctx)) return null;
        const { filter } = access.writable(ctx);
        const live = await recipes.findOne({ ...filter, _id: new Types.ObjectId(r.id) }).lean<RecipeDoc>();
        return live?.draft ? draftView(live) : null;
      },
      draftWaiting: (r: RecipeView, _: unknown, ctx: RequestContext) => mayReview(ctx) && r._draftWaiting,
    },
    RecipeDraft: { savedBy: (d: Pick<RecipeDraft, 'savedById'>) => ref('User')(d.savedById) },
    RecipeDraftReturn: { by: (d: RecipeDraftReturn) => ({ __typename: 'User' as const, id: d.byId }) },
  };
}
