import { z } from 'zod';
import { idSet, name, objectId, optionalText, status, unchanged } from '../validation/input';
import { nutritionInput } from './nutrition';

/** g per ml: kitchen ingredients lie between about 0.05 (dried herbs) and 2.2 (salt); the bounds only stop typos (5e-324 made every figure overflow, #43). Null clears. */
export const density = z
  .number({ error: 'densityInvalid' })
  // The same range as @brigade/units LIMITS.density, which recipe reads stored values by.
  .min(0.01, { error: 'densityInvalid' })
  .max(25, { error: 'densityInvalid' })
  .nullable()
  .optional();

/** g per piece, up to a whole 100 kg carcass. Null clears. */
export const pieceWeight = z
  .number({ error: 'pieceWeightInvalid' })
  // The same range as @brigade/units LIMITS.pieceWeight.
  .min(0.01, { error: 'pieceWeightInvalid' })
  .max(100_000, { error: 'pieceWeightInvalid' })
  .nullable()
  .optional();

const shared = {
  type: optionalText(50),
  status: unchanged(status),
  // Absent or null: that statement is left as it is (or empty for a new ingredient).
  allergenIds: unchanged(idSet(50)),
  mayContainAllergenIds: unchanged(idSet(50)),
  freeFromAllergenIds: unchanged(idSet(50)),
  density,
  pieceWeight,
  // Per 100 g: all nine or none. Absent leaves it, null clears it (nutrition.ts).
  nutrition: nutritionInput.nullable().optional(),
};

export const newIngredient = z.object({ name: name(), ...shared, kitchenId: objectId.nullish() });

export const ingredientChange = z.object({ name: unchanged(name()), ...shared });

/** What a kitchen admin may send for a platform ingredient: their kitchen's own conversions. */
export const CONVERSION_FIELDS = ['density', 'pieceWeight'] as const;
