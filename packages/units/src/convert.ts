import { Exact } from './exact';
import { LIMITS, within } from './limits';
import type { Conversions, Converted, UnitDef } from './types';

const GRAM: UnitDef = { id: 'g', code: 'g', name: 'g', dimension: 'MASS', toBase: 1 };

const fail = (problem: Extract<Converted, { ok: false }>['problem']): Converted => ({ ok: false, problem });
// An amount no number can hold (Infinity) is no amount: never an error for the page that shows it.
const done = (value: Exact): Converted =>
  Number.isFinite(value.toNumber()) ? { ok: true, quantity: value.toNumber() } : fail('NOT_CONVERTIBLE');
// A density or piece weight outside its range (5e-324 g/ml) is as good as none.
const usableDensity = (value: number | null | undefined): value is number => within(value, LIMITS.density);
const usablePieceWeight = (value: number | null | undefined): value is number => within(value, LIMITS.pieceWeight);

/** The amount in grams, ml or pieces, crossing dimensions only through what the ingredient states. */
function toDimension(base: Exact, from: UnitDef, to: UnitDef, ingredient: Conversions): Exact | Converted {
  const { density, pieceWeight } = ingredient;
  if (from.dimension === to.dimension) return base;
  // Everything crosses through grams: ml × density, pieces × piece weight.
  let grams: Exact;
  if (from.dimension === 'MASS') grams = base;
  else if (from.dimension === 'VOLUME') {
    if (!usableDensity(density)) return fail('NEEDS_DENSITY');
    grams = base.times(density);
  } else {
    if (!usablePieceWeight(pieceWeight)) return fail('NEEDS_PIECE_WEIGHT');
    grams = base.times(pieceWeight);
  }
  if (to.dimension === 'MASS') return grams;
  if (to.dimension === 'VOLUME') return usableDensity(density) ? grams.div(density) : fail('NEEDS_DENSITY');
  return usablePieceWeight(pieceWeight) ? grams.div(pieceWeight) : fail('NEEDS_PIECE_WEIGHT');
}

/**
 * `quantity` of `from` in `to`. One dimension converts exactly by the units' factors; mass and
 * volume through the ingredient's density; pieces and mass through its piece weight. A unit
 * without a factor (bunch, pinch) converts only to itself, and a line without a unit to nothing.
 */
export function convert(quantity: number, from: UnitDef | null, to: UnitDef | null, ingredient: Conversions = {}): Converted {
  if (!Number.isFinite(quantity)) return fail('NOT_CONVERTIBLE');
  if (!from || !to) return from === to ? { ok: true, quantity } : fail('NO_UNIT');
  if (from.id === to.id || (from.code !== null && from.code === to.code)) return { ok: true, quantity };
  if (from.toBase === null || to.toBase === null) return fail('NOT_CONVERTIBLE');
  const inBase = toDimension(new Exact(quantity).times(from.toBase), from, to, ingredient);
  if (!(inBase instanceof Exact)) return inBase;
  return done(inBase.div(to.toBase));
}

/** The amount in grams, for weighing, costing and nutrition. */
export const toGrams = (quantity: number, unit: UnitDef | null, ingredient: Conversions = {}): Converted =>
  convert(quantity, unit, GRAM, ingredient);

/** A yield given without a unit is counted in portions, as is the unit 'portion'. */
const inPortions = (unit: UnitDef | null) => unit === null || unit.code === 'portion';

/**
 * How much of a sub-recipe's yield a line asks for, in the yield's unit. A recipe states no
 * density, so only units of the yield's own dimension (or portions for portions) convert.
 */
export function amountOfYield(quantity: number, lineUnit: UnitDef | null, yieldUnit: UnitDef | null): Converted {
  if (inPortions(lineUnit) && inPortions(yieldUnit)) return { ok: true, quantity };
  if (inPortions(lineUnit) || inPortions(yieldUnit)) return fail('NOT_CONVERTIBLE');
  const converted = convert(quantity, lineUnit, yieldUnit);
  return converted.ok ? converted : fail('NOT_CONVERTIBLE');
}
