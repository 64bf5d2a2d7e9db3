import { notDeleted } from '@brigade/events';
import { requireRole, type RequestContext } from '@brigade/service-kit';
import type { Model } from 'mongoose';
import type { KitchenDoc } from '../kitchens/kitchen.model';

import type { KitchenTotals } from '../__generated__/resolvers';

/**
 * The super admin dashboard's headline counts, summed from each kitchen's counters
 * (`src/counters`): one pass over the kitchens, however many recipes the platform holds.
 */
export function kitchenTotalsQueries(kitchens: Model<KitchenDoc>) {
  return {
    kitchenTotals: async (_: unknown, __: unknown, ctx: RequestContext): Promise<KitchenTotals> => {
      // Across every tenant, so super admins only (requireRole with no role lets only them pass).
      requireRole(ctx.caller);
      const [sums] = await kitchens.aggregate<KitchenTotals>([
        { $match: { ...notDeleted } },
        {
          $group: {
            _id: null,
            kitchens: { $sum: 1 },
            cooks: { $sum: '$cooksCount' },
            recipes: { $sum: '$recipeCount' },
            dishes: { $sum: '$menuItemCount' },
          },
        },
        { $project: { _id: 0 } },
      ]);
      return sums ?? { kitchens: 0, cooks: 0, recipes: 0, dishes: 0 };
    },
  };
}
