import { euDeclaration, NUTRITION_TABLE, type TableValues } from '@brigade/catalog/dist/seeds/nutrition-values';

/*
 * Nutrition of the demo kitchen's own ingredients, from the same table as the platform samples:
 * USDA FoodData Central 'SR Legacy' (April 2018), per 100 g of edible portion. The rule into the
 * EU 1169/2011 declaration is catalog's own (services/catalog/src/seeds/nutrition-values.ts),
 * imported rather than copied, so the demo's values and the samples' can never be worked out
 * differently. The foods themselves are the demo's: none is one of the samples'.
 */

export { euDeclaration, NUTRITION_TABLE };

/** Per 100 g, the EU declaration (catalog's NutritionInput). */
export type Nutrients = ReturnType<typeof euDeclaration>;

/** A food's values as the table states them, per 100 g (null: the table leaves it blank), with its food code (NDB number) and description. */
export type TableEntry = TableValues & { code: string; description: string };

const entry = (
  code: string,
  description: string,
  [kcal, protein, fat, saturates, carbohydrateByDifference, fibre, sugars, sodiumMg]: [
    number,
    number,
    number,
    number | null,
    number,
    number | null,
    number | null,
    number,
  ],
): TableEntry => ({ code, description, kcal, protein, fat, saturates, carbohydrateByDifference, fibre, sugars, sodiumMg });

/** The table's entries the demo kitchen's ingredients are stated from: [kcal, protein, fat, saturates, carbohydrate, fibre, sugars, sodium mg]. */
export const TABLE = {
  veal: entry('17088', 'Veal, composite of trimmed retail cuts, separable lean and fat, raw', [144, 19.35, 6.77, 2.79, 0, null, null, 82]),
  chicken: entry('05043', 'Chicken, broilers or fryers, dark meat, meat only, raw', [125, 20.08, 4.31, 1.1, 0, 0, 0, 85]),
  cod: entry('15015', 'Fish, cod, Atlantic, raw', [82, 17.81, 0.67, 0.131, 0, 0, 0, 54]),
  carrots: entry('11124', 'Carrots, raw', [41, 0.93, 0.24, 0.037, 9.58, 2.8, 4.74, 69]),
  leeks: entry('11246', 'Leeks, (bulb and lower leaf-portion), raw', [61, 1.5, 0.3, 0.04, 14.15, 1.8, 3.9, 20]),
  garlic: entry('11215', 'Garlic, raw', [149, 6.36, 0.5, 0.089, 33.06, 2.1, 1, 17]),
  shallots: entry('11677', 'Shallots, raw', [72, 2.5, 0.1, 0.017, 16.8, 3.2, 7.87, 12]),
  tomatoPaste: entry('11546', 'Tomato products, canned, paste, without salt added', [82, 4.32, 0.47, 0.1, 18.91, 4.1, 12.18, 59]),
  thyme: entry('02049', 'Thyme, fresh', [101, 5.56, 1.68, 0.467, 24.45, 14, null, 9]),
  parsley: entry('11297', 'Parsley, fresh', [36, 2.97, 0.79, 0.132, 6.33, 3.3, 0.85, 56]),
  redWine: entry('14096', 'Alcoholic beverage, wine, table, red', [85, 0.07, 0, 0, 2.61, 0, 0.62, 4]),
  milk: entry('01211', 'Milk, whole, 3.25% milkfat, without added vitamin A and vitamin D', [61, 3.15, 3.27, 1.865, 4.78, 0, 5.05, 43]),
  sugar: entry('19335', 'Sugars, granulated', [387, 0, 0, 0, 99.98, 0, 99.8, 1]),
  brownSugar: entry('19334', 'Sugars, brown', [380, 0.12, 0, 0, 98.09, 0, 97.02, 28]),
  cornstarch: entry('20027', 'Cornstarch', [381, 0.26, 0.05, 0.009, 91.27, 0.9, 0, 9]),
  vanilla: entry('02050', 'Vanilla extract', [288, 0.06, 0.06, 0.01, 12.65, 0, 12.65, 9]),
  chocolate: entry('19904', 'Chocolate, dark, 70-85% cacao solids', [598, 7.79, 42.63, 24.489, 45.9, 10.9, 23.99, 20]),
  potatoes: entry('11352', 'Potatoes, flesh and skin, raw', [77, 2.05, 0.09, 0.025, 17.49, 2.1, 0.82, 6]),
  ribEye: entry('13095', 'Beef, rib, eye, small end (ribs 10-12), separable lean and fat, trimmed to 0" fat, choice, raw', [
    274,
    17.51,
    22.07,
    9,
    0,
    0,
    null,
    56,
  ]),
  chickenLegs: entry('05034', 'Chicken, broilers or fryers, dark meat, meat and skin, raw', [237, 16.69, 18.34, 5.26, 0, 0, 0, 73]),
  bacon: entry('10123', 'Pork, cured, bacon, unprepared', [417, 12.62, 39.69, 13.296, 1.28, 0, 1, 662]),
  mushrooms: entry('11260', 'Mushrooms, white, raw', [22, 3.09, 0.34, 0.05, 3.26, 1, 1.98, 5]),
  duck: entry('05139', 'Duck, domesticated, meat and skin, raw', [404, 11.49, 39.34, 13.22, 0, 0, 0, 63]),
  duckFat: entry('04574', 'Fat, duck', [882, 0, 99.8, 33.2, 0, 0, 0, 0]),
  gruyere: entry('01023', 'Cheese, gruyere', [413, 29.81, 32.34, 18.913, 0.36, 0, 0.36, 714]),
  bread: entry(
    '18069',
    'Bread, white, commercially prepared (includes soft bread crumbs)',
    [266, 8.85, 3.33, 0.698, 49.42, 2.7, 5.67, 490],
  ),
  sole: entry('15028', 'Fish, flatfish (flounder and sole species), raw', [70, 12.41, 1.93, 0.441, 0, 0, 0, 296]),
  lemons: entry('09150', 'Lemons, raw, without peel', [29, 1.1, 0.3, 0.039, 9.32, 2.8, 2.5, 2]),
  greenBeans: entry('11052', 'Beans, snap, green, raw', [31, 1.83, 0.22, 0.05, 6.97, 2.7, 3.26, 6]),
  tomatoes: entry('11529', 'Tomatoes, red, ripe, raw, year round average', [18, 0.88, 0.2, 0.028, 3.89, 1.2, 2.63, 5]),
  tuna: entry('15119', 'Fish, tuna, light, canned in oil, drained solids', [198, 29.13, 8.21, 1.534, 0, 0, 0, 416]),
  olives: entry('09193', 'Olives, ripe, canned (small-extra large)', [115, 0.84, 10.68, 1.415, 6.26, 3.2, 0, 735]),
  lettuce: entry('11251', 'Lettuce, cos or romaine, raw', [17, 1.23, 0.3, 0.039, 3.29, 2.1, 1.19, 8]),
  apples: entry('09004', 'Apples, raw, without skin', [48, 0.27, 0.13, 0.021, 12.76, 1.3, 10.1, 0]),
  saffron: entry('02037', 'Spices, saffron', [310, 11.43, 5.85, 1.586, 65.37, 3.9, null, 148]),
  water: entry('14411', 'Beverages, water, tap, drinking', [0, 0, 0, 0, 0, 0, 0, 4]),
  watercress: entry('11591', 'Watercress, raw', [11, 2.3, 0.1, 0.027, 1.29, 0.5, 0.2, 41]),
} satisfies Record<string, TableEntry>;

export type TableKey = keyof typeof TABLE;
