import type { RequestContext } from '@brigade/service-kit';
import type { Types } from 'mongoose';
import { convert, type UnitDef } from '@brigade/units';
import { conversionsFor, type KitchenConversions } from '../ingredients/conversion-projection';
import type { KnownIngredient } from '../ingredients/ingredient-projection';
import { priceOn, type KnownPrice } from '../prices/price-projection';
import type { CostedRecipe, RequestData } from '../recipes/request-data';
import type { IngredientLine } from '../recipes/recipe.model';
import { amountOfSubRecipe } from '../sub-recipes/sub-recipe-amounts';
import { uniqueGaps, type Gap, type GapKind } from './gaps';
import { Money, parseMoney, ZERO } from './money';
import { memoPerRequest } from './per-request';

/** `line`: the line's id, made text only when a response shows it. */
export type LineCost = { line: Types.ObjectId; cost: Money | null };

/** A recipe's cost for its whole yield: a lower bound while gaps remain. */
/**
 * A recipe's cost for its whole yield: a lower bound while gaps remain. `byIngredient`: what each
 * ingredient contributes, through sub-recipes too (what moved a dish's cost, and why).
 */
export type CostRollUp = { total: Money; currency: string; lines: LineCost[]; gaps: Gap[]; byIngredient: Map<string, Money> };

const NO_SOURCES = { ingredient: null, own: null, records: [] };

const perUnit = new WeakMap<KnownPrice, Money | null>();

/**
 * What one pack unit of usable ingredient costs under a price record: pack price ÷ pack size ÷
 * usable share (bought weight = used weight ÷ usable share: 90 g of trimmed onion needs 100 g
 * bought at 90 %). Worked out once per record, however many lines use it; null: no usable price.
 */
function usableCost(price: KnownPrice): Money | null {
  let cost = perUnit.get(price);
  if (cost === undefined) {
    const packPrice = parseMoney(price.packPrice);
    cost =
      packPrice && price.packSize > 0 && price.yieldPercent > 0
        ? packPrice.times(100).div(new Money(price.packSize).times(price.yieldPercent))
        : null;
    perUnit.set(price, cost);
  }
  return cost;
}

const hex = (id: { toHexString(): string } | null | undefined) => id?.toHexString() ?? null;

/**
 * Cost from the kitchen's purchase prices, worked out when read, so a new price shows at once in
 * every recipe using the ingredient at any depth (README 'Costing'). An ingredient line is its
 * quantity in the pack's unit ÷ pack size × pack price ÷ usable yield; a sub-recipe line is the
 * share of the sub-recipe's yield it uses × the sub-recipe's cost. Nothing is guessed: a line that
 * cannot be priced adds nothing and says why.
 */
export function costRollUp(data: RequestData) {
  const memo = memoPerRequest<CostRollUp>();

  type Sources = { ingredient: KnownIngredient | null; own: KitchenConversions | null; records: KnownPrice[] };

  const sourcesMemo = memoPerRequest<Sources>();

  /** An ingredient's name, conversions and prices in a kitchen: loaded once per request, however many lines use it. */
  const sourcesFor = (ctx: RequestContext, id: string, kitchenId: string) =>
    sourcesMemo(ctx, `${id}:${kitchenId}`, async () => {
      const [ingredient, own, records] = await Promise.all([
        data.ingredient(ctx, id),
        data.conversions(ctx, id, kitchenId),
        data.prices(ctx, id, kitchenId),
      ]);
      return { ingredient, own, records };
    });

  /** What every ingredient line of the recipe needs, loaded together: one await for the lot. */
  async function sourcesOf(ctx: RequestContext, r: CostedRecipe): Promise<Map<string, Sources>> {
    const kitchenId = r.kitchenId.toHexString();
    const ids = [...new Set(r.ingredients.flatMap((l) => (l.ingredientsId && !l.subRecipeId ? [l.ingredientsId.toHexString()] : [])))];
    const loaded = await Promise.all(ids.map((id) => sourcesFor(ctx, id, kitchenId)));
    return new Map(ids.map((id, i) => [id, loaded[i]!]));
  }

  function ingredientLine(
    r: CostedRecipe,
    l: IngredientLine,
    src: Sources,
    units: Map<string, UnitDef>,
    currency: string,
    day: string | null,
  ) {
    const ingredientId = hex(l.ingredientsId)!;
    const gap = (kind: GapKind): { gap: Gap } => ({
      gap: {
        kind,
        recipeId: r._id.toHexString(),
        recipeTitle: r.title,
        lineId: l._id.toHexString(),
        ingredientId,
        subRecipeId: null,
        name: src.ingredient?.name ?? '',
      },
    });
    const price = priceOn(src.records, day);
    const perPackUnit = price && usableCost(price);
    if (!price || !perPackUnit) return gap('NO_PRICE');
    if (price.currency !== currency) return gap('OTHER_CURRENCY');
    const lineUnit = l.unitId ? (units.get(l.unitId.toHexString()) ?? null) : null;
    if (!lineUnit) return gap('NO_UNIT');
    const inPackUnit = convert(l.quantity, lineUnit, units.get(price.packUnitId) ?? null, conversionsFor(src.ingredient, src.own));
    if (!inPackUnit.ok) return gap(inPackUnit.problem === 'NO_UNIT' ? 'NOT_CONVERTIBLE' : inPackUnit.problem);
    const cost = perPackUnit.times(inPackUnit.quantity);
    return { cost, below: [] as Gap[], parts: null, share: null };
  }

  async function subRecipeLine(
    ctx: RequestContext,
    r: CostedRecipe,
    l: IngredientLine,
    units: Map<string, UnitDef>,
    day: string | null,
    path: string[],
  ) {
    const childId = hex(l.subRecipeId)!;
    const child = await data.costedRecipe(ctx, childId);
    const gap = (kind: GapKind): { gap: Gap } => ({
      gap: {
        kind,
        recipeId: r._id.toHexString(),
        recipeTitle: r.title,
        lineId: l._id.toHexString(),
        ingredientId: null,
        subRecipeId: childId,
        name: child?.title ?? l.subRecipeTitle ?? '',
      },
    });
    if (!child) return gap('SUB_RECIPE_GONE');
    if (!child.yieldValue) return gap('NO_YIELD');
    if (path.includes(childId)) return gap('LOOP');
    const amount = amountOfSubRecipe(l.quantity, l.unitId ? (units.get(l.unitId.toHexString()) ?? null) : null, child, units);
    if (!amount.ok) return gap('NOT_CONVERTIBLE');
    const below = await rollUp(ctx, child, day, [...path, childId]);
    const share = new Money(amount.quantity).div(child.yieldValue);
    return { cost: below.total.times(share), below: below.gaps, parts: below.byIngredient, share };
  }

  async function rollUp(ctx: RequestContext, r: CostedRecipe, day: string | null, path: string[]): Promise<CostRollUp> {
    return memo(ctx, `${r._id.toHexString()}@${day ?? 'now'}`, async () => {
      const lines = r.ingredients ?? [];
      const { byId: units } = await data.units(ctx);
      const [settings, sources, children] = await Promise.all([
        data.costingSettings(ctx, r.kitchenId.toHexString()),
        sourcesOf(ctx, r),
        Promise.all(lines.map((l) => (l.subRecipeId ? subRecipeLine(ctx, r, l, units, day, path) : null))),
      ]);
      let total = ZERO;
      const costs: LineCost[] = [];
      const gaps: Gap[] = [];
      const byIngredient = new Map<string, Money>();
      lines.forEach((l, i) => {
        const res =
          children[i] ??
          ingredientLine(r, l, sources.get(l.ingredientsId?.toHexString() ?? '') ?? NO_SOURCES, units, settings.currency, day);
        if ('gap' in res) {
          gaps.push(res.gap);
          costs.push({ line: l._id, cost: null });
          return;
        }
        total = total.plus(res.cost);
        // What each ingredient adds: this line's own, or the sub-recipe's shares scaled to the amount used.
        const add = (id: string, part: Money) => byIngredient.set(id, (byIngredient.get(id) ?? ZERO).plus(part));
        if (res.parts && res.share) for (const [id, part] of res.parts) add(id, part.times(res.share));
        else if (l.ingredientsId) add(l.ingredientsId.toHexString(), res.cost);
        costs.push({ line: l._id, cost: res.cost });
        gaps.push(...res.below);
      });
      return { total, currency: settings.currency, lines: costs, gaps: uniqueGaps(gaps), byIngredient };
    });
  }

  return {
    /** `guard`: recipes that must not appear below this one (an unsaved draft's own id). */
    of: (ctx: RequestContext, r: CostedRecipe, day: string | null, guard: string[] = []) =>
      rollUp(ctx, r, day, [...guard, r._id.toHexString()]),
  };
}

export type CostRollUps = ReturnType<typeof costRollUp>;
