import { notDeleted } from '@brigade/events';
import { badUserInput, type RequestContext } from '@brigade/service-kit';
import { Types, type Model } from 'mongoose';
import type { QueryGetDraftsWaitingArgs } from '../__generated__/resolvers';
import { costingKitchen } from '../costing/costing-kitchen';
import { t } from '../i18n/messages';
import type { RecipeDoc } from '../recipes/recipe.model';
import { toGraph } from '../recipes/recipe.view';
import { withDraft } from './draft';

/** The dashboard's list is a glance, not a page: at most this many, newest first (README 'Releases'). */
export const DRAFTS_WAITING_MAX = 20;

/** A waiting draft as the schema's RecipeDraft: the recipe as the draft has it, who saved it, whether it was sent back. */
export function draftView(live: RecipeDoc) {
  const merged = withDraft(live);
  const sentBack = live.draft?.sentBack;
  return {
    version: live.versionNo ?? 1,
    recipe: toGraph(merged),
    savedById: merged.updatedBy?.toHexString() ?? null,
    savedAt: (merged.updatedAt ?? new Date()).toISOString(),
    note: merged.versionNote ?? null,
    sentBack: sentBack ? { comment: sentBack.comment, at: sentBack.at.toISOString(), byId: sentBack.by.toHexString() } : null,
  };
}

/**
 * getDraftsWaiting: one kitchen's drafts waiting for release, for its admins (a super admin names
 * the kitchen; another kitchen's id is FORBIDDEN, cooks always), newest first, bounded.
 */
export function draftsWaitingResolvers(recipes: Model<RecipeDoc>) {
  return {
    Query: {
      getDraftsWaiting: async (_: unknown, args: QueryGetDraftsWaitingArgs, ctx: RequestContext) => {
        const kitchenId = new Types.ObjectId(costingKitchen(ctx, args.kitchenId));
        const limit = args.limit ?? 5;
        if (!Number.isInteger(limit) || limit < 1 || limit > DRAFTS_WAITING_MAX) {
          throw badUserInput('limit', t(ctx.locale, 'draftsLimit', { max: DRAFTS_WAITING_MAX }));
        }
        const filter = { ...notDeleted, kitchenId, draft: { $ne: null } };
        const [docs, total] = await Promise.all([
          recipes.find(filter).sort({ 'draft.fields.updatedAt': -1, _id: 1 }).limit(limit).lean<RecipeDoc[]>(),
          recipes.countDocuments(filter),
        ]);
        return { records: docs.map(draftView), total };
      },
    },
  };
}
