import type { RequestContext } from '@brigade/service-kit';
import { badUserInput } from '@brigade/service-kit';
import type { RecipeMenuCostChangeArgs } from '../__generated__/resolvers';
import { t } from '../i18n/messages';
import type { RecipeView } from '../recipes/recipe.view';
import type { RequestData } from '../recipes/request-data';
import type { CostRollUps } from './cost-roll-up';
import { mayReadCosts, parseDay } from './cost.view';
import { Money, showMoney, showPercent } from './money';

const percentOf = (before: Money, after: Money) => (before.isZero() ? null : showPercent(after.minus(before).div(before).times(100)));

/**
 * How a recipe's cost moved since a day (README 'Costing'): the recipe as it is now at that day's
 * prices against today's, and the ingredients whose contribution moved, largest move first (the
 * butter behind '+12 % since 1 October'). Recipes keep no history of their lines, so this is
 * what prices did, not what edits did.
 */
export function costChangeResolvers(data: RequestData, costs: CostRollUps) {
  return {
    costChange: async (r: RecipeView, args: RecipeMenuCostChangeArgs, ctx: RequestContext) => {
      mayReadCosts(ctx);
      const since = parseDay(ctx, args.since);
      if (!since) throw badUserInput('since', t(ctx.locale, 'dayInvalid'));
      const [then, now] = await Promise.all([costs.of(ctx, r._costed, since), costs.of(ctx, r._costed, null)]);
      // Only ingredients priced on both days moved: one first priced since is a gap closed, not a move.
      const ids = [...now.byIngredient.keys()].filter((id) => then.byIngredient.has(id));
      const drivers = ids.map((id) => {
        const before = then.byIngredient.get(id)!;
        const after = now.byIngredient.get(id)!;
        return { id, before, after, moved: after.minus(before) };
      });
      const complete = then.gaps.length === 0 && now.gaps.length === 0;
      const moved = drivers.filter((d) => !d.moved.isZero()).sort((a, b) => b.moved.abs().comparedTo(a.moved.abs()));
      const names = await Promise.all(moved.map((d) => data.ingredient(ctx, d.id)));
      return {
        since,
        before: showMoney(then.total),
        after: showMoney(now.total),
        change: showMoney(now.total.minus(then.total)),
        // Partial sums compared would read as a move what is only a price missing then.
        percent: complete ? percentOf(then.total, now.total) : null,
        complete,
        drivers: moved.map((d, i) => ({
          ingredientId: d.id,
          ingredient: { __typename: 'Ingredient' as const, id: d.id },
          name: names[i]?.name ?? '',
          before: showMoney(d.before),
          after: showMoney(d.after),
          change: showMoney(d.moved),
          percent: percentOf(d.before, d.after),
        })),
      };
    },
  };
}
