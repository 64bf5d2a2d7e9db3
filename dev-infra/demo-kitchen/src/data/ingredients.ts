import type { TableKey } from './nutrition';

/** The 14 allergens of Regulation (EU) No 1169/2011 Annex II, by catalog code. */
export const EU_ALLERGENS = [
  'GLUTEN',
  'CRUSTACEANS',
  'EGGS',
  'FISH',
  'PEANUTS',
  'SOYBEANS',
  'MILK',
  'NUTS',
  'CELERY',
  'MUSTARD',
  'SESAME',
  'SULPHITES',
  'LUPIN',
  'MOLLUSCS',
] as const;

export type AllergenCode = (typeof EU_ALLERGENS)[number];

/**
 * One of the demo kitchen's own ingredients: it contains `contains`, may contain `mayContain`, and
 * is stated free of every other EU allergen, so all 14 are stated. `density` (g per ml) and
 * `pieceWeight` (g per piece) where the recipes measure it by volume or by the piece; nutrition
 * per 100 g from the table entry `nutrition` (data/nutrition.ts).
 */
export type KitchenIngredient = {
  name: string;
  type: string;
  contains?: AllergenCode[];
  mayContain?: AllergenCode[];
  density?: number;
  pieceWeight?: number;
  nutrition: TableKey;
};

export const KITCHEN_INGREDIENTS: KitchenIngredient[] = [
  { name: 'Veal bones', type: 'Meat', nutrition: 'veal' },
  { name: 'Chicken carcasses', type: 'Poultry', nutrition: 'chicken' },
  { name: 'White fish bones', type: 'Fish', contains: ['FISH'], nutrition: 'cod' },
  { name: 'Carrots', type: 'Vegetable', pieceWeight: 70, nutrition: 'carrots' },
  { name: 'Leeks', type: 'Vegetable', nutrition: 'leeks' },
  { name: 'Garlic', type: 'Vegetable', nutrition: 'garlic' },
  { name: 'Shallots', type: 'Vegetable', pieceWeight: 30, nutrition: 'shallots' },
  { name: 'Tomato paste', type: 'Condiment', density: 1.1, nutrition: 'tomatoPaste' },
  { name: 'Fresh thyme', type: 'Herb', nutrition: 'thyme' },
  { name: 'Flat-leaf parsley', type: 'Herb', nutrition: 'parsley' },
  { name: 'Red wine', type: 'Wine', contains: ['SULPHITES'], density: 0.99, nutrition: 'redWine' },
  { name: 'Whole milk', type: 'Dairy', contains: ['MILK'], density: 1.03, nutrition: 'milk' },
  { name: 'Caster sugar', type: 'Baking', density: 0.85, nutrition: 'sugar' },
  // No density on purpose: crème brûlée measures it in tablespoons, one of the two gaps to fix.
  { name: 'Demerara sugar', type: 'Baking', nutrition: 'brownSugar' },
  { name: 'Cornflour', type: 'Baking', density: 0.54, nutrition: 'cornstarch' },
  { name: 'Vanilla extract', type: 'Baking', density: 0.95, nutrition: 'vanilla' },
  { name: 'Dark chocolate 70%', type: 'Baking', contains: ['SOYBEANS'], mayContain: ['MILK', 'NUTS'], nutrition: 'chocolate' },
  { name: 'Potatoes (Bintje)', type: 'Vegetable', pieceWeight: 170, nutrition: 'potatoes' },
  { name: 'Entrecôte', type: 'Meat', nutrition: 'ribEye' },
  { name: 'Chicken legs', type: 'Poultry', pieceWeight: 300, nutrition: 'chickenLegs' },
  { name: 'Smoked bacon lardons', type: 'Meat', nutrition: 'bacon' },
  { name: 'Button mushrooms', type: 'Vegetable', nutrition: 'mushrooms' },
  { name: 'Duck legs', type: 'Poultry', pieceWeight: 280, nutrition: 'duck' },
  { name: 'Duck fat', type: 'Fat', density: 0.92, nutrition: 'duckFat' },
  { name: 'Gruyère', type: 'Dairy', contains: ['MILK'], nutrition: 'gruyere' },
  { name: 'Baguette', type: 'Bread', contains: ['GLUTEN'], mayContain: ['SESAME', 'SOYBEANS'], pieceWeight: 250, nutrition: 'bread' },
  { name: 'Dover sole', type: 'Fish', contains: ['FISH'], nutrition: 'sole' },
  { name: 'Lemons', type: 'Fruit', pieceWeight: 110, nutrition: 'lemons' },
  { name: 'Green beans', type: 'Vegetable', nutrition: 'greenBeans' },
  { name: 'Tomatoes', type: 'Vegetable', pieceWeight: 120, nutrition: 'tomatoes' },
  { name: 'Tuna in olive oil', type: 'Fish', contains: ['FISH'], nutrition: 'tuna' },
  { name: 'Black olives', type: 'Vegetable', nutrition: 'olives' },
  { name: 'Little gem lettuce', type: 'Vegetable', pieceWeight: 180, nutrition: 'lettuce' },
  { name: 'Apples (Elstar)', type: 'Fruit', pieceWeight: 180, nutrition: 'apples' },
  // From a new supplier, not priced yet: the other gap to fix (moules marinières au safran).
  { name: 'Saffron', type: 'Spice', nutrition: 'saffron' },
  { name: 'Tap water', type: 'Water', density: 1, nutrition: 'water' },
  { name: 'Watercress', type: 'Vegetable', nutrition: 'watercress' },
];
