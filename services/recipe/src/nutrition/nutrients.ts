import type { Nutrients } from '@brigade/events';

/** The EU 1169/2011 declaration's nine values, in its order. */
export const NUTRIENTS = ['energyKj', 'energyKcal', 'fat', 'saturates', 'carbohydrate', 'sugars', 'fibre', 'protein', 'salt'] as const;

export const noNutrients = (): Nutrients => Object.fromEntries(NUTRIENTS.map((k) => [k, 0])) as Nutrients;

/** a + b × factor, value by value. */
export function addScaled(a: Nutrients, b: Nutrients, factor: number): Nutrients {
  return Object.fromEntries(NUTRIENTS.map((k) => [k, a[k] + b[k] * factor])) as Nutrients;
}

/**
 * Shown as a label reads: energy to whole kJ/kcal, the rest to 0.01 g (the screens round further,
 * by the EU guidance's tolerances, where a label is laid out).
 */
export function rounded(n: Nutrients): Nutrients {
  return Object.fromEntries(
    NUTRIENTS.map((k) => [k, k.startsWith('energy') ? Math.round(n[k]) : Math.round(n[k] * 100) / 100]),
  ) as Nutrients;
}
