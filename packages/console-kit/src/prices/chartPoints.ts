import { pricePerBase, type PerBase } from './pack';
import type { IngredientPrice } from './queries';

/** One point of the price history chart: the day (UTC ms) and the price per kg, l or piece (a number, for drawing only). */
export type ChartPoint = { day: string; time: number; amount: string; value: number };

export type ChartSeries = { per: PerBase; currency: string; points: ChartPoint[] };

const utc = (day: string) => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date);
};

/**
 * The history (newest first) as a line through time, oldest first: the price per kg, l or piece,
 * so packs of different sizes compare. Only prices comparable with the current one are drawn: the
 * same currency and the same kind of unit (a switch from kg to pieces starts a new story). Null when
 * fewer than two such prices exist: one point is no history.
 */
export function chartSeries(prices: IngredientPrice[]): ChartSeries | null {
  const current = prices[0];
  const base = current && pricePerBase(current);
  if (!current || !base) return null;
  const points: ChartPoint[] = [];
  for (const price of prices) {
    const per = pricePerBase(price);
    if (!per || per.per !== base.per || price.currency !== current.currency) continue;
    points.push({ day: price.pricedOn, time: utc(price.pricedOn), amount: per.amount, value: Number(per.amount) });
  }
  points.reverse();
  return points.length >= 2 ? { per: base.per, currency: current.currency, points } : null;
}
