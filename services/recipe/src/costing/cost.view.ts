import { badUserInput, forbidden, requireUser, type RequestContext } from '@brigade/service-kit';
import { LIMITS, within, type UnitDef } from '@brigade/units';
import type { RecipeMenuCostArgs } from '../__generated__/resolvers';
import { t } from '../i18n/messages';
import type { RecipeView } from '../recipes/recipe.view';
import type { CostedRecipe, RequestData } from '../recipes/request-data';
import type { CostRollUps } from './cost-roll-up';
import { gapView } from './gap.view';
import { Money, showMoney, showPercent } from './money';
import type { Gap } from './gaps';

/**
 * Costs, prices and nutrition are for the kitchen's admins and super admins: a cook asking is
 * FORBIDDEN (README 'Costing'), field by field, so the rest of the recipe still reads.
 */
export function mayReadCosts(ctx: RequestContext): void {
  const caller = requireUser(ctx.caller);
  if (!caller.roles.includes('SUPER_ADMIN') && !caller.roles.includes('ADMIN')) throw forbidden();
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day (YYYY-MM-DD), else BAD_USER_INPUT on `at`. */
export function parseDay(ctx: RequestContext, at: string | null | undefined): string | null {
  if (at === null || at === undefined) return null;
  const m = DAY.exec(at);
  const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== at) throw badUserInput('at', t(ctx.locale, 'dayInvalid'));
  return at;
}

/** What one unit of the yield is: a portion, a kilogram or a litre; null when it is none of them. */
export function yieldBasis(r: Pick<CostedRecipe, 'yieldValue' | 'yieldUnitId'>, units: Map<string, UnitDef>) {
  // A stored yield outside what a save allows (5e-324 portions) is no yield: per-portion figures would overflow.
  if (!within(r.yieldValue, LIMITS.yieldValue)) return null;
  const unit = r.yieldUnitId ? (units.get(r.yieldUnitId.toHexString()) ?? null) : null;
  if (!unit || unit.code === 'portion') return { per: 'portion' as const, count: new Money(r.yieldValue) };
  if (!unit.toBase || unit.dimension === 'COUNT') return null;
  // toBase is in g or ml: a kilogram or litre is 1000 of them.
  const count = new Money(r.yieldValue).times(unit.toBase).div(1000);
  return { per: unit.dimension === 'MASS' ? ('kilogram' as const) : ('litre' as const), count };
}

/** A dish is sold by the portion: without a yield in portions its food cost cannot be worked out. */
export function dishGaps(r: CostedRecipe, units: Map<string, UnitDef>): Gap[] {
  if (r.type !== 'MENU' || yieldBasis(r, units)?.per === 'portion') return [];
  return [
    {
      kind: 'NO_YIELD',
      recipeId: r._id.toHexString(),
      recipeTitle: r.title,
      lineId: null,
      ingredientId: null,
      subRecipeId: null,
      name: r.title,
    },
  ];
}

/** A recipe's cost as the API shows it; `askedId` is the recipe the caller asked about. */
export async function presentCost(
  ctx: RequestContext,
  data: RequestData,
  costs: CostRollUps,
  costed: CostedRecipe,
  day: string | null,
  askedId: string,
  guard: string[] = [],
) {
  const [rolled, { byId: units }] = await Promise.all([costs.of(ctx, costed, day, guard), data.units(ctx)]);
  const basis = yieldBasis(costed, units);
  const per = (which: string) => (basis?.per === which ? showMoney(rolled.total.div(basis.count)) : null);
  const gaps = [...dishGaps(costed, units), ...rolled.gaps];
  return {
    total: showMoney(rolled.total),
    perPortion: per('portion'),
    perKilogram: per('kilogram'),
    perLitre: per('litre'),
    currency: rolled.currency,
    complete: gaps.length === 0,
    at: day,
    // Worked out only when the query asks for them (GraphQL calls a function found on the parent).
    missing: () => gaps.map((g) => gapView(ctx, g, askedId, rolled.currency)),
    lines: () =>
      rolled.lines.map((l) => ({
        lineId: l.line.toHexString(),
        cost: l.cost && showMoney(l.cost),
        share: l.cost && !rolled.total.isZero() ? showPercent(l.cost.div(rolled.total).times(100)) : null,
      })),
  };
}

/** RecipeCost as resolvers return it: `missing` and `lines` are worked out only when asked for. */
export type CostView = Awaited<ReturnType<typeof presentCost>>;

export function costResolvers(data: RequestData, costs: CostRollUps) {
  return {
    cost: async (r: RecipeView, args: RecipeMenuCostArgs, ctx: RequestContext) => {
      mayReadCosts(ctx);
      const day = parseDay(ctx, args.at);
      return presentCost(ctx, data, costs, r._costed, day, r.id);
    },
  };
}
