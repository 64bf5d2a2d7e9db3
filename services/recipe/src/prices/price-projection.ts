import type { IngredientPrice } from '@brigade/events';
import type { Connection } from 'mongoose';
import { newestWins } from '../shared/newest-wins';

/**
 * A kitchen's purchase prices as catalog announced them (IngredientPriceRecorded/-Deleted), every
 * record of the history, newest statement per record. Costing picks the one in force on a date.
 */
export type KnownPrice = Omit<IngredientPrice, 'priceId'> & {
  /** The priceId. */
  _id: string;
  deleted: boolean;
  asOf: string;
};

export const priceKey = (ingredientId: string, kitchenId: string) => `${ingredientId}:${kitchenId}`;

/**
 * The record in force on `day` (YYYY-MM-DD; null: today and after): the newest `pricedOn` not after
 * it, a later statement of the same day winning. None: the ingredient had no price then.
 */
export function priceOn(records: KnownPrice[], day: string | null): KnownPrice | null {
  let best: KnownPrice | null = null;
  for (const r of records) {
    if (day !== null && r.pricedOn > day) continue;
    if (!best || r.pricedOn > best.pricedOn || (r.pricedOn === best.pricedOn && r.asOf > best.asOf)) best = r;
  }
  return best;
}

export function priceProjection(connection: Connection) {
  const known = connection.collection<KnownPrice>('known_prices');
  const replace = newestWins(known);
  return {
    async init() {
      await known.createIndex({ kitchenId: 1, ingredientId: 1 });
    },
    recorded: (p: IngredientPrice, asOf: string) => {
      const { priceId, ...fields } = p;
      return replace({ ...fields, _id: priceId, deleted: false, asOf });
    },
    /** A tombstone, so a late, older statement cannot bring the record back. */
    deleted: (p: { priceId: string; ingredientId: string; kitchenId: string }, asOf: string) =>
      replace({
        _id: p.priceId,
        ingredientId: p.ingredientId,
        kitchenId: p.kitchenId,
        supplier: null,
        supplierCode: null,
        packSize: 0,
        packUnitId: '',
        packPrice: '0',
        currency: '',
        pricedOn: '',
        yieldPercent: 0,
        deleted: true,
        asOf,
      }),
    forgetKitchen: (kitchenId: string) => known.deleteMany({ kitchenId }),
    /** Every live record per priceKey(ingredient, kitchen). */
    async byKeys(keys: string[]): Promise<Map<string, KnownPrice[]>> {
      const pairs = [...new Set(keys)].map((k) => k.split(':') as [string, string]);
      const out = new Map<string, KnownPrice[]>(pairs.map(([i, k]) => [priceKey(i, k), []]));
      if (!pairs.length) return out;
      const rows = await known
        .find({ deleted: false, $or: pairs.map(([ingredientId, kitchenId]) => ({ ingredientId, kitchenId })) })
        .toArray();
      for (const r of rows) out.get(priceKey(r.ingredientId, r.kitchenId))?.push(r);
      return out;
    },
  };
}

export type PriceProjection = ReturnType<typeof priceProjection>;
