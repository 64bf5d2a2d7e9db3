import { notDeleted } from '@brigade/events';
import { monthOf, monthWindow, requireRole, statsInput, type RequestContext } from '@brigade/service-kit';
import type { Model } from 'mongoose';
import type { MonthCount } from '../__generated__/resolvers';
import { parseInput } from '../i18n/messages';
import type { KitchenDoc } from '../kitchens/kitchen.model';

/** The super admin dashboard's sign-ups: kitchens by creation month, counted by the database. */
export function signupStatsQueries(kitchens: Model<KitchenDoc>) {
  return {
    kitchenSignupStats: async (_: unknown, args: { months?: number | null }, ctx: RequestContext): Promise<MonthCount[]> => {
      // Across every tenant, so super admins only (requireRole with no role lets only them pass).
      requireRole(ctx.caller);
      const { months } = parseInput(statsInput, args, ctx.locale);
      const window = monthWindow(new Date(), months);
      const rows = await kitchens.aggregate<{ _id: string; count: number }>([
        { $match: { ...notDeleted, createdAt: { $gte: window.start, $lt: window.end } } },
        { $group: { _id: monthOf('$createdAt'), count: { $sum: 1 } } },
      ]);
      const byMonth = new Map(rows.map((row) => [row._id, row.count]));
      return window.months.map((month) => ({ month, count: byMonth.get(month) ?? 0 }));
    },
  };
}
