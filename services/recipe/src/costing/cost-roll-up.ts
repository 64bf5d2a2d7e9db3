import type { RequestContext } from '@brigade/service-kit';
import type { Types } from 'mongoose';
import { convert } from '@brigade/units';
import { conversionsFor, type KitchenConversions } from '../ingredients/conversion-projection';
import type { KnownIngredient } from '../ingredients/ingredient-projection';
import { priceOn, type KnownPrice } from '../prices/price-projection';
import type { RequestData } from '../recipes/request-data';
import { lineGap, lineUnit, lineWalker, loadEach } from '../roll-up/line-walk';
import type { Gap } from './gaps';
import { Money, parseMoney, ZERO } from './money';
import { memoPerRequest } from './per-request';

/** `line`: the line's id, made text only when a response shows it. */
export type LineCost = { line: Types.ObjectId; cost: Money | null };

/**
 * A recipe's cost for its whole yield: a lower bound while gaps remain. `byIngredient`: what each
 * ingredient contributes, through sub-recipes too (what moved a dish's cost, and why).
 */
export type CostRollUp = { total: Money; currency: string; lines: LineCost[]; gaps: Gap[]; byIngredient: Map<string, Money> };

type Sources = { ingredient: KnownIngredient | null; own: KitchenConversions | null; records: KnownPrice[] };

const NO_SOURCES: Sources = { ingredient: null, own: null, records: [] };

/** A line's cost; for a sub-recipe line also the sub-recipe's `byIngredient` and the share of it used. */
type Part = { cost: Money; parts: Map<string, Money> | null; share: Money | null };

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

/**
 * Cost from the kitchen's purchase prices, worked out when read, so a new price shows at once in
 * every recipe using the ingredient at any depth (README 'Costing'). An ingredient line is its
 * quantity in the pack's unit ÷ pack size × pack price ÷ usable yield; a sub-recipe line is the
 * share of the sub-recipe's yield it uses × the sub-recipe's cost (the walk: roll-up/line-walk.ts).
 * Nothing is guessed: a line that cannot be priced adds nothing and says why.
 */
export function costRollUp(data: RequestData) {
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

  const walker = lineWalker<string | null, { currency: string; sources: Map<string, Sources> }, Part, Omit<CostRollUp, 'gaps'>>(
    data,
    {
      async load(ctx, r, ids) {
        const kitchenId = r.kitchenId.toHexString();
        const [settings, sources] = await Promise.all([
          data.costingSettings(ctx, kitchenId),
          loadEach(ids, (id) => sourcesFor(ctx, id, kitchenId)),
        ]);
        return { currency: settings.currency, sources };
      },

      ingredientLine(r, l, { currency, sources }, units, day) {
        const src = sources.get(l.ingredientsId?.toHexString() ?? '') ?? NO_SOURCES;
        const gap = (kind: Gap['kind']) => ({ value: null, gap: lineGap(r, l, kind, src.ingredient?.name ?? '') });
        const price = priceOn(src.records, day);
        const perPackUnit = price && usableCost(price);
        if (!price || !perPackUnit) return gap('NO_PRICE');
        if (price.currency !== currency) return gap('OTHER_CURRENCY');
        const unit = lineUnit(l, units);
        if (!unit) return gap('NO_UNIT');
        const inPackUnit = convert(l.quantity, unit, units.get(price.packUnitId) ?? null, conversionsFor(src.ingredient, src.own));
        // The line has a unit, so NO_UNIT is the pack's unit unknown here: the two do not convert.
        if (!inPackUnit.ok) return gap(inPackUnit.problem === 'NO_UNIT' ? 'NOT_CONVERTIBLE' : inPackUnit.problem);
        return { value: { cost: perPackUnit.times(inPackUnit.quantity), parts: null, share: null }, gap: null };
      },

      subRecipeLine(below, amount, yieldValue) {
        const share = new Money(amount).div(yieldValue);
        return { cost: below.total.times(share), parts: below.byIngredient, share };
      },

      sum(_r, outcomes, { currency }) {
        let total = ZERO;
        const byIngredient = new Map<string, Money>();
        const add = (id: string, part: Money) => byIngredient.set(id, (byIngredient.get(id) ?? ZERO).plus(part));
        for (const { line, value } of outcomes) {
          if (!value) continue;
          total = total.plus(value.cost);
          // What each ingredient adds: this line's own, or the sub-recipe's shares scaled to the amount used.
          if (value.parts && value.share) for (const [id, part] of value.parts) add(id, part.times(value.share));
          else if (line.ingredientsId) add(line.ingredientsId.toHexString(), value.cost);
        }
        const lines = outcomes.map(({ line, value }) => ({ line: line._id, cost: value && value.cost }));
        return { total, currency, lines, byIngredient };
      },
    },
    (day) => day ?? 'now',
  );

  return { of: walker.of };
}

export type CostRollUps = ReturnType<typeof costRollUp>;
