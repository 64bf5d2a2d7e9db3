/**
 * Rounding of scaled quantities (README 'Scaling'), by the line's unitOfMeasure:
 * - grams and millilitres (g, mg, ml, cl): whole numbers from 10 up, one decimal below 10;
 * - pieces (pc, pcs, piece, unit, each, ...): to the nearest half, never below one half;
 * - anything else (kg, l, tbsp, tsp, cup, unknown): two decimals.
 */
const FINE = new Set(['g', 'gr', 'gram', 'grams', 'gramm', 'gramos', 'grammes', 'mg', 'ml', 'cl']);
const PIECES = new Set([
  'pc',
  'pcs',
  'piece',
  'pieces',
  'unit',
  'units',
  'each',
  'x',
  'stuk',
  'stuks',
  'stück',
  'pieza',
  'piezas',
  'pièce',
  'pièces',
]);

const roundTo = (value: number, step: number) => Math.round((value + Number.EPSILON) / step) * step;
const decimals = (value: number, places: number) => Number(roundTo(value, 10 ** -places).toFixed(places));

export function scaleQuantity(quantity: number, factor: number, unitOfMeasure: string | null | undefined): number {
  const scaled = quantity * factor;
  const unit = (unitOfMeasure ?? '').trim().toLowerCase();
  if (FINE.has(unit)) return scaled >= 10 ? Math.round(scaled) : decimals(scaled, 1);
  if (PIECES.has(unit)) return Math.max(0.5, decimals(roundTo(scaled, 0.5), 1));
  return decimals(scaled, 2);
}
