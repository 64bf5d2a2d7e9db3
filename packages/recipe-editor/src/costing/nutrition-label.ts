import type { NutrientAmounts } from './queries';

/*
 * Rounding for a nutrition declaration, per the European Commission's guidance on tolerances and
 * rounding for Regulation (EU) 1169/2011 (December 2012). The service gives grams to 0.01 g and
 * energy in whole kJ/kcal; a label rounds further.
 */

/** The declaration's rows in the regulation's order; `sub` rows read "of which …". */
export const LABEL_ROWS = [
  { key: 'energy', sub: false },
  { key: 'fat', sub: false },
  { key: 'saturates', sub: true },
  { key: 'carbohydrate', sub: false },
  { key: 'sugars', sub: true },
  { key: 'fibre', sub: false },
  { key: 'protein', sub: false },
  { key: 'salt', sub: false },
] as const;

export type LabelNutrient = Exclude<(typeof LABEL_ROWS)[number]['key'], 'energy'>;

/** What a label shows: below `limit` ("<0.5 g"), or `value` with `decimals` places. */
export type LabelAmount = { below: true; limit: number; decimals: number } | { below: false; value: number; decimals: number };

/** Half up on the decimal as written (9.95 → 10.0, 0.0125 → 0.01), not on its binary approximation. */
const round = (value: number, decimals: number) => Number(`${Math.round(Number(`${value.toFixed(12)}e${decimals}`))}e-${decimals}`);

/** ≥ 10 g whole grams, below one decimal (a value that rounds up to 10 reads 10 g). */
function grams(value: number): LabelAmount {
  const one = round(value, 1);
  return one >= 10 ? { below: false, value: round(value, 0), decimals: 0 } : { below: false, value: one, decimals: 1 };
}

/**
 * The guidance's rounding of one nutrient: fat, carbohydrate, sugars, protein and fibre below 0.5 g
 * read "<0.5 g"; saturates below 0.1 g "<0.1 g"; salt ≥ 1 g to 0.1 g, below to 0.01 g, and below
 * 0.0125 g "<0.01 g"; otherwise ≥ 10 g to whole grams and below to 0.1 g.
 */
export function labelAmount(nutrient: LabelNutrient, value: number): LabelAmount {
  if (nutrient === 'salt') {
    if (value < 0.0125) return { below: true, limit: 0.01, decimals: 2 };
    const two = round(value, 2);
    return two >= 1 ? { below: false, value: round(value, 1), decimals: 1 } : { below: false, value: two, decimals: 2 };
  }
  if (nutrient === 'saturates') return value < 0.1 ? { below: true, limit: 0.1, decimals: 1 } : grams(value);
  return value < 0.5 ? { below: true, limit: 0.5, decimals: 1 } : grams(value);
}

const number = (value: number, decimals: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: false }).format(value);

/** One nutrient as a label prints it in `locale`: "12 g", "3.4 g", "0.45 g", "<0.5 g" (nl: "<0,5 g"). */
export function labelText(nutrient: LabelNutrient, value: number, locale: string): string {
  const amount = labelAmount(nutrient, value);
  return amount.below ? `<${number(amount.limit, amount.decimals, locale)} g` : `${number(amount.value, amount.decimals, locale)} g`;
}

/** Energy on one row, in whole kJ and kcal: "1046 kJ / 250 kcal". */
export const energyText = (amounts: Pick<NutrientAmounts, 'energyKj' | 'energyKcal'>, locale: string) =>
  `${number(round(amounts.energyKj, 0), 0, locale)} kJ / ${number(round(amounts.energyKcal, 0), 0, locale)} kcal`;
