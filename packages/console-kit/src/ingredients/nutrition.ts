/**
 * Nutrition per 100 g (issue #23), the EU 1169/2011 declaration: energy in kJ and kcal, the rest
 * in grams. The catalog takes all nine values or none (null: nobody stated it, never zero).
 */
export const NUTRIENTS = ['energyKj', 'energyKcal', 'fat', 'saturates', 'carbohydrate', 'sugars', 'fibre', 'protein', 'salt'] as const;

export type Nutrient = (typeof NUTRIENTS)[number];

export type Nutrition = Record<Nutrient, number>;

/**
 * The form's field of a nutrient, named as the catalog names its errors (`nutrition.sugars`), so a
 * server error lands on its field as any other does. antd takes a string name as one key, not a path.
 */
export type NutritionField = `nutrition.${Nutrient}`;

export type NutritionValues = Partial<Record<NutritionField, number | null>>;

export const nutritionField = (nutrient: Nutrient): NutritionField => `nutrition.${nutrient}`;

export const NUTRITION_FIELDS: readonly NutritionField[] = NUTRIENTS.map(nutritionField);

/** 'Of which' lines: stated within their parent, never above it. */
export const PART_OF: Partial<Record<Nutrient, 'fat' | 'carbohydrate'>> = { saturates: 'fat', sugars: 'carbohydrate' };

/** The catalog's caps (per 100 g): energy to stop typos, grams by what 100 g can hold. */
export const MAX: Record<Nutrient, number> = {
  energyKj: 3800,
  energyKcal: 900,
  fat: 100,
  saturates: 100,
  carbohydrate: 100,
  sugars: 100,
  fibre: 100,
  protein: 100,
  salt: 100,
};

/** The EU factor (Annex XIV): 1 kcal = 4.184 kJ. */
export const KJ_PER_KCAL = 4.184;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** An ingredient's nutrition as the form's values (empty fields when none is stated). */
export function toNutritionValues(nutrition: Nutrition | null | undefined): NutritionValues {
  return Object.fromEntries(NUTRIENTS.map((nutrient) => [nutritionField(nutrient), nutrition?.[nutrient] ?? null]));
}

/** The nine values when all are filled; null when none is; undefined when only some are (the form refuses that). */
export function fromNutritionValues(values: NutritionValues): Nutrition | null | undefined {
  const filled = NUTRIENTS.filter((nutrient) => isNumber(values[nutritionField(nutrient)]));
  if (filled.length === 0) return null;
  if (filled.length < NUTRIENTS.length) return undefined;
  return Object.fromEntries(NUTRIENTS.map((nutrient) => [nutrient, values[nutritionField(nutrient)]])) as Nutrition;
}

const same = (a: Nutrition | null, b: Nutrition | null | undefined) =>
  (a === null && !b) || (a !== null && !!b && NUTRIENTS.every((nutrient) => a[nutrient] === b[nutrient]));

/**
 * What an ingredient's save sends of its nutrition: nothing when the form leaves it as it was read
 * (absent fields stay), the nine values when stated or changed, null when emptied (clears it).
 */
export function nutritionChange(values: NutritionValues, before: Nutrition | null | undefined): { nutrition?: Nutrition | null } {
  const after = fromNutritionValues(values);
  if (after === undefined || same(after, before)) return {};
  return { nutrition: after };
}
