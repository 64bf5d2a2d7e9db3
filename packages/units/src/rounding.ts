import { Exact } from './exact';
import type { UnitDef } from './types';

/** Spoons and cups are measured in quarters. */
export const SPOONS = new Set(['tsp', 'tbsp', 'cup']);

/** Free-text units of lines written before units had dimensions, read as pieces. */
const PIECE_WORDS = new Set('pc pcs piece pieces unit units each x stuk stuks stück pieza piezas pièce pièces'.split(' '));

const nearest = (value: Exact, step: number) => value.div(step).toDecimalPlaces(0).times(step);

/** Two significant digits: 0.0625 → 0.063, so a small amount keeps what matters. */
const significant = (value: Exact) => value.toSignificantDigits(2);

/**
 * Rounding that suits the amount and what it is counted in:
 * - counted things (pieces, bunches, portions): to the nearest half, never below one half;
 * - spoons and cups: to the nearest quarter from a quarter up;
 * - anything else: whole numbers from 10 up, one decimal from 1, two significant digits below 1.
 */
export function roundForCook(quantity: number, unit: UnitDef | null, unitOfMeasure?: string | null): number {
  const value = new Exact(quantity);
  if (value.lte(0)) return 0;
  const counted = unit ? unit.dimension === 'COUNT' : PIECE_WORDS.has((unitOfMeasure ?? '').trim().toLowerCase());
  if (counted) return Exact.max(nearest(value, 0.5), 0.5).toNumber();
  if (unit?.code && SPOONS.has(unit.code) && value.gte(0.25)) return nearest(value, 0.25).toNumber();
  if (value.gte(10)) return value.toDecimalPlaces(0).toNumber();
  if (value.gte(1)) return value.toDecimalPlaces(1).toNumber();
  return significant(value).toNumber();
}
