import { CURRENCIES } from '@brigade/money';
import { requireRole, type RequestContext } from '@brigade/service-kit';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import type { CostingSettings, MutationUpdateCostingSettingsArgs, QueryGetCostingSettingsArgs } from '../__generated__/resolvers';
import { parseInput } from '../i18n/messages';
import { costingKitchen } from './costing-kitchen';
import type { RecipeAccess } from '../recipes/recipe-access';

export const DEFAULT_CURRENCY = 'EUR';
export const DEFAULT_TARGET = 30;

type Row = { _id: string; currency: string; targetFoodCostPercent: number; updatedAt: Date };

const input = z.object({
  currency: z.enum(CURRENCIES, { error: 'choiceInvalid' }).nullish(),
  targetFoodCostPercent: z
    .number({ error: 'percentInvalid' })
    .gt(0, { error: 'percentInvalid' })
    .max(100, { error: 'percentInvalid' })
    .nullish(),
});

/**
 * A kitchen's costing settings (README 'Costing'): the currency its costs are worked in and the
 * food cost % its dishes aim at. Kept here because nothing but costing reads them.
 */
export function costingSettingsStore(connection: Connection) {
  const rows = connection.collection<Row>('costing_settings');
  const withDefaults = (kitchenId: string, row: Row | undefined): CostingSettings => ({
    kitchenId,
    currency: row?.currency ?? DEFAULT_CURRENCY,
    targetFoodCostPercent: row?.targetFoodCostPercent ?? DEFAULT_TARGET,
  });
  return {
    /** One kitchen's (getCostingSettings); a kitchen that never set them has the defaults. */
    async of(kitchenId: string): Promise<CostingSettings> {
      return withDefaults(kitchenId, (await rows.findOne({ _id: kitchenId })) ?? undefined);
    },
    async byKitchens(kitchenIds: string[]): Promise<CostingSettings[]> {
      const found = await rows.find({ _id: { $in: kitchenIds } }).toArray();
      const byId = new Map(found.map((r) => [r._id, r]));
      return kitchenIds.map((k) => withDefaults(k, byId.get(k)));
    },
    async set(kitchenId: string, change: Partial<Omit<Row, '_id'>>): Promise<CostingSettings> {
      const row = await rows.findOneAndUpdate(
        { _id: kitchenId },
        { $set: { ...change, updatedAt: new Date() } },
        { upsert: true, returnDocument: 'after' },
      );
      return withDefaults(kitchenId, row ?? undefined);
    },
    forget: (kitchenId: string) => rows.deleteOne({ _id: kitchenId }),
  };
}

export type CostingSettingsStore = ReturnType<typeof costingSettingsStore>;

/** Admins of the kitchen and super admins; cooks are FORBIDDEN (they see no costs). */
export function costingSettingsResolvers(store: CostingSettingsStore, access: RecipeAccess) {
  return {
    Query: {
      getCostingSettings: (_: unknown, args: QueryGetCostingSettingsArgs, ctx: RequestContext) =>
        store.of(costingKitchen(ctx, args.kitchenId)),
    },
    Mutation: {
      UpdateCostingSettings: async (_: unknown, args: MutationUpdateCostingSettingsArgs, ctx: RequestContext) => {
        const kitchenId = costingKitchen(ctx, args.kitchenId);
        await access.mayWrite(ctx, requireRole(ctx.caller, 'ADMIN'), kitchenId);
        const parsed = parseInput(input, args.input, ctx.locale);
        const change: Partial<Omit<Row, '_id'>> = {};
        if (parsed.currency) change.currency = parsed.currency;
        if (parsed.targetFoodCostPercent) change.targetFoodCostPercent = parsed.targetFoodCostPercent;
        return store.set(kitchenId, change);
      },
    },
  };
}
