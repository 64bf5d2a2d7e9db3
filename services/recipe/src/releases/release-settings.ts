import { badUserInput, requireRole, type RequestContext } from '@brigade/service-kit';
import type { Connection } from 'mongoose';
import type { MutationUpdateReleaseSettingsArgs, QueryGetReleaseSettingsArgs, ReleaseSettings } from '../__generated__/resolvers';
import { costingKitchen } from '../costing/costing-kitchen';
import { t } from '../i18n/messages';
import type { RecipeAccess } from '../recipes/recipe-access';

type Row = { _id: string; reviewChanges: boolean; updatedAt: Date };

/**
 * Whether a kitchen reviews changes before cooks see them (README 'Releases'). Off by default:
 * every save goes live at once, as before review existed.
 */
export function releaseSettingsStore(connection: Connection) {
  const rows = connection.collection<Row>('release_settings');
  return {
    async of(kitchenId: string): Promise<ReleaseSettings> {
      const row = await rows.findOne({ _id: kitchenId });
      return { kitchenId, reviewChanges: row?.reviewChanges ?? false };
    },
    async set(kitchenId: string, reviewChanges: boolean): Promise<ReleaseSettings> {
      await rows.updateOne({ _id: kitchenId }, { $set: { reviewChanges, updatedAt: new Date() } }, { upsert: true });
      return { kitchenId, reviewChanges };
    },
    forget: (kitchenId: string) => rows.deleteOne({ _id: kitchenId }),
  };
}

export type ReleaseSettingsStore = ReturnType<typeof releaseSettingsStore>;

/** A kitchen admin's own kitchen, a super admin names one; cooks are FORBIDDEN. */
export function releaseSettingsResolvers(store: ReleaseSettingsStore, access: RecipeAccess) {
  return {
    Query: {
      getReleaseSettings: (_: unknown, args: QueryGetReleaseSettingsArgs, ctx: RequestContext) =>
        store.of(costingKitchen(ctx, args.kitchenId)),
    },
    Mutation: {
      UpdateReleaseSettings: async (_: unknown, args: MutationUpdateReleaseSettingsArgs, ctx: RequestContext) => {
        const kitchenId = costingKitchen(ctx, args.kitchenId);
        await access.mayWrite(ctx, requireRole(ctx.caller, 'ADMIN'), kitchenId);
        const { reviewChanges } = args.input;
        if (typeof reviewChanges !== 'boolean') throw badUserInput('reviewChanges', t(ctx.locale, 'required'));
        return store.set(kitchenId, reviewChanges);
      },
    },
  };
}
