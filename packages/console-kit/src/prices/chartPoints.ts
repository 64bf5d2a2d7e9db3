import { formatMoney } from '@brigade/money';
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

/** The time axis's tick: the month with its year in the person's language ('Jun 2026', 'juin 2026'), never 'Jun 26'. */
export const axisMonth = (time: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'short', year: 'numeric' }).format(time);

/**
 * The money axis's tick as every screen writes money ('€6.90', not a compact '€6.9'); recharts' ticks
 * are floats (6.8999999), so rounded to 4 places first, which formatMoney then shows at cents.
 */
export const axisMoney = (value: number, currency: string, locale: string) => formatMoney(value.toFixed(4), currency, locale);
