/**
 * The range of each figure a recipe's numbers are made of (#43): checked on every save, and a
 * stored value outside it (saved before, or announced by an older catalog) counts as missing,
 * so no figure built from it can overflow. Wide enough for any kitchen: 0.001 of a unit up to
 * 100,000; a density from dried herbs (~0.05 g/ml) to salt (2.2) with room for typos' sake; a
 * piece from a caper to a 100 kg carcass.
 */
export const LIMITS = {
  quantity: { min: 0.001, max: 100_000 },
  yieldValue: { min: 0.001, max: 100_000 },
  density: { min: 0.01, max: 25 },
  pieceWeight: { min: 0.01, max: 100_000 },
} as const;

/** One line in grams, millilitres or pieces: a tonne, 1,000 litres or 1,000,000 pieces. */
export const MAX_LINE_BASE = 1_000_000;

export type Limit = { readonly min: number; readonly max: number };

export const within = (value: number | null | undefined, limit: Limit): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= limit.min && value <= limit.max;
