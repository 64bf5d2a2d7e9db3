import type { Nutrients } from '@brigade/events';

/*
 * Nutrition of the sample platform ingredients (issue #23), as data: one entry per sample, each
 * from ONE public food composition table, USDA FoodData Central 'SR Legacy' (April 2018; the SR28
 * values carried over), per 100 g of edible portion. `source` is the table's food code (NDB number)
 * and description; `table` holds the table's own values, unchanged. `euDeclaration` turns them into
 * the EU 1169/2011 declaration the catalog stores (the rule is written there, once). The demo
 * kitchen (dev-infra/demo-kitchen/src/data/nutrition.ts) imports it for its own foods, so this file
 * imports nothing but types: it is loaded outside the service too.
 */

export const NUTRITION_TABLE = 'USDA FoodData Central SR Legacy (April 2018)';

/** A food's values as the table states them, per 100 g; null: the table leaves it blank. */
export type TableValues = {
  /** Energy, kcal (nutrient 208). */
  kcal: number;
  /** Protein, g (203). */
  protein: number;
  /** Total lipid (fat), g (204). */
  fat: number;
  /** Fatty acids, total saturated, g (606). */
  saturates: number | null;
  /** Carbohydrate, by difference, g (205): it includes fibre. */
  carbohydrateByDifference: number;
  /** Fiber, total dietary, g (291). */
  fibre: number | null;
  /** Sugars, total, g (269). */
  sugars: number | null;
  /** Sodium, mg (307). */
  sodiumMg: number;
};

export type SampleNutrition = {
  /** The sample ingredient's name (samples.ts). */
  name: string;
  source: { code: string; description: string };
  table: TableValues;
  /** Why this entry (the closest the table has), when it is not the food itself. */
  note?: string;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The EU declaration from the table's values. Energy: the table's kcal, and kJ = kcal × 4.184 (the
 * table's own kJ, nutrient 268, is the same conversion). Carbohydrate: the table's is 'by
 * difference' and includes fibre, the EU's does not, so fibre is subtracted (never below 0).
 * Sugars: at most that carbohydrate (sugars and carbohydrate come from different analyses; milk's
 * sugars read 5.05 g over 4.78 g). Salt = sodium × 2.5. A value the table leaves blank counts as 0:
 * saturates where there is no fat, fibre and sugars of herbs, spices, meat and fish.
 */
export function euDeclaration(t: TableValues): Nutrients {
  const carbohydrate = round2(Math.max(0, t.carbohydrateByDifference - (t.fibre ?? 0)));
  return {
    energyKj: Math.round(t.kcal * 4.184),
    energyKcal: t.kcal,
    fat: t.fat,
    saturates: Math.min(t.saturates ?? 0, t.fat),
    carbohydrate,
    sugars: Math.min(t.sugars ?? 0, carbohydrate),
    fibre: t.fibre ?? 0,
    protein: t.protein,
    salt: round2((t.sodiumMg * 2.5) / 1000),
  };
}

const v = (
  kcal: number,
  protein: number,
  fat: number,
  saturates: number | null,
  carbohydrateByDifference: number,
  fibre: number | null,
  sugars: number | null,
  sodiumMg: number,
): TableValues => ({ kcal, protein, fat, saturates, carbohydrateByDifference, fibre, sugars, sodiumMg });

/** One entry per sample ingredient, in samples.ts's order. */
export const SAMPLE_NUTRITION: SampleNutrition[] = [
  {
    name: 'Wheat flour',
    source: { code: '20481', description: 'Wheat flour, white, all-purpose, unenriched' },
    table: v(364, 10.33, 0.98, 0.155, 76.31, 2.7, 0.27, 2),
  },
  {
    name: 'Butter',
    source: { code: '01145', description: 'Butter, without salt' },
    table: v(717, 0.85, 81.11, 50.489, 0.06, 0, 0.06, 11),
  },
  {
    name: 'Cream',
    source: { code: '01053', description: 'Cream, fluid, heavy whipping' },
    table: v(340, 2.84, 36.08, 23.032, 2.74, 0, 2.92, 27),
  },
  {
    name: 'Eggs',
    source: { code: '01123', description: 'Egg, whole, raw, fresh' },
    table: v(143, 12.56, 9.51, 3.126, 0.72, 0, 0.37, 142),
  },
  {
    name: 'Egg yolks',
    source: { code: '01125', description: 'Egg, yolk, raw, fresh' },
    table: v(322, 15.86, 26.54, 9.551, 3.59, 0, 0.56, 48),
  },
  {
    name: 'Salmon',
    source: { code: '15236', description: 'Fish, salmon, Atlantic, farmed, raw' },
    table: v(208, 20.42, 13.42, 3.05, 0, 0, 0, 59),
  },
  {
    name: 'Prawns',
    source: { code: '15270', description: 'Crustaceans, shrimp, raw (not previously frozen)' },
    table: v(85, 20.1, 0.51, 0.101, 0, null, null, 119),
  },
  {
    name: 'Mussels',
    source: { code: '15164', description: 'Mollusks, mussel, blue, raw' },
    table: v(86, 11.9, 2.24, 0.425, 3.69, 0, 0, 286),
  },
  {
    name: 'Peanut oil',
    source: { code: '04042', description: 'Oil, peanut, salad or cooking' },
    table: v(884, 0, 100, 16.9, 0, 0, 0, 0),
  },
  {
    name: 'Soy sauce',
    source: { code: '16124', description: 'Soy sauce made from soy and wheat (shoyu)' },
    table: v(53, 8.14, 0.57, 0.073, 4.93, 0.8, 0.4, 5493),
  },
  {
    name: 'Dijon mustard',
    source: { code: '02046', description: 'Mustard, prepared, yellow' },
    table: v(60, 3.74, 3.34, 0.214, 5.83, 4, 0.92, 1104),
    note: 'the table has no Dijon mustard; prepared mustard is the closest entry',
  },
  {
    name: 'Tahini',
    source: { code: '12698', description: 'Seeds, sesame butter, tahini, kernels unspecified' },
    table: v(592, 17.4, 53.01, 7.423, 21.5, 4.7, null, 35),
  },
  {
    name: 'Hazelnuts',
    source: { code: '12120', description: 'Nuts, hazelnuts or filberts' },
    table: v(628, 14.95, 60.75, 4.464, 16.7, 9.7, 4.34, 0),
  },
  {
    name: 'Celery',
    source: { code: '11143', description: 'Celery, raw' },
    table: v(16, 0.69, 0.17, 0.042, 2.97, 1.6, 1.34, 80),
  },
  {
    name: 'Onion',
    source: { code: '11282', description: 'Onions, raw' },
    table: v(40, 1.1, 0.1, 0.042, 9.34, 1.7, 4.24, 4),
  },
  {
    name: 'Olive oil',
    source: { code: '04053', description: 'Oil, olive, salad or cooking' },
    table: v(884, 0, 100, 13.808, 0, 0, 0, 2),
  },
  {
    name: 'Sea salt',
    source: { code: '02047', description: 'Salt, table' },
    table: v(0, 0, 0, 0, 0, 0, 0, 38758),
  },
  {
    name: 'White wine vinegar',
    source: { code: '02068', description: 'Vinegar, red wine' },
    table: v(19, 0.04, 0, null, 0.27, 0, 0, 8),
    note: 'the table has no white wine vinegar; wine vinegar is the closest entry',
  },
  {
    name: 'Dry white wine',
    source: { code: '14106', description: 'Alcoholic beverage, wine, table, white' },
    table: v(82, 0.07, 0, 0, 2.6, 0, 0.96, 5),
  },
  {
    name: 'Tarragon',
    source: { code: '02041', description: 'Spices, tarragon, dried' },
    table: v(295, 22.77, 7.24, 1.881, 50.22, 7.4, null, 62),
    note: 'the table has tarragon only dried; used in grams, it overstates fresh leaves',
  },
  {
    name: 'Black peppercorns',
    source: { code: '02030', description: 'Spices, pepper, black' },
    table: v(251, 10.39, 3.26, 1.392, 63.95, 25.3, 0.64, 20),
  },
];
