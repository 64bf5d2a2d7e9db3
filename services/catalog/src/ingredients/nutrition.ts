import type { Nutrients } from '@brigade/events';
import { Schema } from 'mongoose';
import { z } from 'zod';

/*
 * Nutrition per 100 g (issue #23), the EU 1169/2011 declaration: energy in kJ and kcal, the rest
 * in grams. Stated for the whole ingredient or not at all (null: nobody stated it), so a roll-up
 * can tell a gap from a zero. README 'Nutrition'.
 */

/** In the declaration's order. */
export const NUTRIENTS = ['energyKj', 'energyKcal', 'fat', 'saturates', 'carbohydrate', 'sugars', 'fibre', 'protein', 'salt'] as const;

/** What 100 g can hold of fat, carbohydrate, fibre, protein and salt together: 100 g, plus 1 g for the labels' rounding. */
const MAX_MASS = 101;
/** Pure fat is 900 kcal (3,700 kJ) per 100 g; the caps only stop typos. */
const MAX_KCAL = 900;
const MAX_KJ = 3800;
/** The EU factor (Annex XIV): 1 kcal = 4.184 kJ. */
const KJ_PER_KCAL = 4.184;
/** Sums of decimals in binary floats land a hair off (30 + 55.4 + 14.9 + 0.7 is 101.00000000000001); a hair is not a refusal. */
const HAIR = 1e-9;

/** A number of 0 or more (missing: required), at most `max` (else `tooBig`). */
const amount = (max: number, tooBig: 'nutrientGramsInvalid' | 'energyKjInvalid' | 'energyKcalInvalid') =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'nutrientInvalid') })
    .min(0, { error: 'nutrientInvalid' })
    .max(max, { error: tooBig });

const grams = amount(100, 'nutrientGramsInvalid');

/**
 * All nine or none: each a number of 0 or more; grams at most 100, kcal at most 900, kJ at most
 * 3,800; saturates within fat, sugars within carbohydrate; fat, carbohydrate, fibre, protein and
 * salt together at most 101 g (rounding); kJ within max(5 kJ, 3 %) of 4.184 × kcal. The first
 * failing rule names its field (`nutrition.<name>`; the sum is reported on fat).
 */
export const nutritionInput = z
  .object({
    energyKj: amount(MAX_KJ, 'energyKjInvalid'),
    energyKcal: amount(MAX_KCAL, 'energyKcalInvalid'),
    fat: grams,
    saturates: grams,
    carbohydrate: grams,
    sugars: grams,
    fibre: grams,
    protein: grams,
    salt: grams,
  })
  .superRefine((n, ctx) => {
    const refuse = (field: (typeof NUTRIENTS)[number], message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    if (n.saturates > n.fat) return refuse('saturates', 'saturatesOverFat');
    if (n.sugars > n.carbohydrate) return refuse('sugars', 'sugarsOverCarbohydrate');
    if (n.fat + n.carbohydrate + n.fibre + n.protein + n.salt > MAX_MASS + HAIR) return refuse('fat', 'nutrientsOverWeight');
    if (Math.abs(n.energyKj - KJ_PER_KCAL * n.energyKcal) > Math.max(5, 0.03 * n.energyKj) + HAIR)
      return refuse('energyKj', 'energyMismatch');
  });

/** The nine values only (a mongoose subdocument or a stored object, in the declaration's order), or null. */
export function nutrientsOf(n: Partial<Nutrients> | null | undefined): Nutrients | null {
  if (!n) return null;
  return Object.fromEntries(NUTRIENTS.map((k) => [k, n[k]])) as Nutrients;
}

/**
 * A filter matching the nutrition exactly as it was read (change-with-events' guard): value by
 * value, since a whole embedded document matches only in the same field order.
 */
export function nutritionAsRead(n: Partial<Nutrients> | null | undefined): Record<string, unknown> {
  const values = nutrientsOf(n);
  return values ? Object.fromEntries(NUTRIENTS.map((k) => [`nutrition.${k}`, values[k]])) : { nutrition: null };
}

export const NUTRITION_SCHEMA = new Schema<Nutrients>(
  {
    energyKj: { type: Number, required: true },
    energyKcal: { type: Number, required: true },
    fat: { type: Number, required: true },
    saturates: { type: Number, required: true },
    carbohydrate: { type: Number, required: true },
    sugars: { type: Number, required: true },
    fibre: { type: Number, required: true },
    protein: { type: Number, required: true },
    salt: { type: Number, required: true },
  },
  { _id: false },
);
