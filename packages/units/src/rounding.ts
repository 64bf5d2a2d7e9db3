import { Exact } from './exact';
import type { UnitDef } from './types';

/** Spoons and cups are measured in quarters. */
export const SPOONS = new Set(['tsp', 'tbsp', 'cup']);

/**
 * The metric units a kitchen scale or jug reads, rounded in their base unit (g or ml) whichever
 * one shows them, so 3.75 kg, 3,750 g and 3.125 l keep the gram or millilitre the scale reads.
 */
const METRIC = new Set(['mg', 'g', 'kg', 'ml', 'l']);

/** Free-text units of lines written before units had dimensions, read as pieces. */
const PIECE_WORDS = new Set('pc pcs piece pieces unit units each x stuk stuks stück pieza piezas pièce pièces'.split(' '));

const nearest = (value: Exact, step: number) => value.div(step).toDecimalPlaces(0).times(step);

/** Two significant digits: 0.0625 → 0.063, so a small amount keeps what matters. */
const significant = (value: Exact) => value.toSignificantDigits(2);

/**
 * Grams or millilitres as a kitchen scale reads them (README 'Rules'): whole from 10, a tenth
 * below (6.4 g, 0.6 g), a hundredth below 0.1 (a precision scale's 0.05 g), never rounded to nothing.
 */
function roundBase(base: Exact): Exact {
  if (base.gte(10)) return base.toDecimalPlaces(0);
  if (base.gte(0.1)) return base.toDecimalPlaces(1);
  return Exact.max(base.toDecimalPlaces(2), 0.01);
}

/**
 * Rounding that suits the amount and what it is counted in:
 * - counted things (pieces, bunches, portions): to the nearest half, never below one half;
 * - spoons and cups: to the nearest quarter from a quarter up;
 * - mg, g, kg, ml and l: to what a scale reads, in grams or millilitres (`roundBase`);
 * - anything else: whole numbers from 10 up, one decimal from 1, two significant digits below 1.
 */
export function roundForCook(quantity: number, unit: UnitDef | null, unitOfMeasure?: string | null): number {
  const value = new Exact(quantity);
  if (value.lte(0)) return 0;
  const counted = unit ? unit.dimension === 'COUNT' : PIECE_WORDS.has((unitOfMeasure ?? '').trim().toLowerCase());
  if (counted) return Exact.max(nearest(value, 0.5), 0.5).toNumber();
  if (unit?.code && SPOONS.has(unit.code) && value.gte(0.25)) return nearest(value, 0.25).toNumber();
  if (unit?.code && METRIC.has(unit.code) && unit.toBase !== null) {
    return roundBase(value.times(unit.toBase)).div(unit.toBase).toNumber();
  }
  if (value.gte(10)) return value.toDecimalPlaces(0).toNumber();
  if (value.gte(1)) return value.toDecimalPlaces(1).toNumber();
  return significant(value).toNumber();
}
