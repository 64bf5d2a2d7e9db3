/** Sample platform categories (after 'ALL') with their sub-categories, in order. */
export const SAMPLE_CATEGORIES: { name: string; subCategories: string[] }[] = [
  { name: 'Starters', subCategories: ['Soups', 'Salads'] },
  { name: 'Mains', subCategories: ['Meat', 'Fish', 'Vegetarian'] },
  { name: 'Desserts', subCategories: ['Cakes', 'Ice cream'] },
  { name: 'Sauces', subCategories: ['Warm sauces', 'Cold sauces'] },
];

export type SampleIngredient = {
  name: string;
  type: string;
  /** Codes of the EU allergens it contains, and may contain (traces); it is free of every other one. */
  contains?: string[];
  mayContain?: string[];
  /** g per ml, as it is measured in a kitchen (flour spooned, not packed). */
  density?: number;
  /** g per piece, of a usual one. */
  pieceWeight?: number;
};

/**
 * Sample platform ingredients with a statement for each of the 14 EU allergens, and the density
 * and piece weight a kitchen converts with. Béarnaise's are here (vinegar, wine, tarragon, pepper,
 * egg yolks, butter), except the shallot: a browser journey creates it.
 */
export const SAMPLE_INGREDIENTS: SampleIngredient[] = [
  { name: 'Wheat flour', type: 'Grain', contains: ['GLUTEN'], mayContain: ['SOYBEANS'], density: 0.53 },
  { name: 'Butter', type: 'Dairy', contains: ['MILK'], density: 0.91 },
  { name: 'Cream', type: 'Dairy', contains: ['MILK'], density: 1.01 },
  { name: 'Eggs', type: 'Eggs', contains: ['EGGS'], density: 1.03, pieceWeight: 50 },
  { name: 'Egg yolks', type: 'Eggs', contains: ['EGGS'], density: 1.03, pieceWeight: 18 },
  { name: 'Salmon', type: 'Fish', contains: ['FISH'] },
  { name: 'Prawns', type: 'Seafood', contains: ['CRUSTACEANS'], mayContain: ['MOLLUSCS'], pieceWeight: 15 },
  { name: 'Mussels', type: 'Seafood', contains: ['MOLLUSCS'], mayContain: ['CRUSTACEANS'], pieceWeight: 12 },
  { name: 'Peanut oil', type: 'Oil', contains: ['PEANUTS'], density: 0.91 },
  { name: 'Soy sauce', type: 'Condiment', contains: ['SOYBEANS', 'GLUTEN'], density: 1.17 },
  { name: 'Dijon mustard', type: 'Condiment', contains: ['MUSTARD', 'SULPHITES'], density: 1.05 },
  { name: 'Tahini', type: 'Condiment', contains: ['SESAME'], mayContain: ['NUTS', 'PEANUTS'], density: 0.96 },
  { name: 'Hazelnuts', type: 'Nuts', contains: ['NUTS'], mayContain: ['PEANUTS'], density: 0.55, pieceWeight: 1.3 },
  { name: 'Celery', type: 'Vegetable', contains: ['CELERY'], pieceWeight: 40 },
  { name: 'Onion', type: 'Vegetable', pieceWeight: 150 },
  { name: 'Olive oil', type: 'Oil', density: 0.91 },
  { name: 'Sea salt', type: 'Seasoning', density: 1.2 },
  { name: 'White wine vinegar', type: 'Condiment', contains: ['SULPHITES'], density: 1.01 },
  { name: 'Dry white wine', type: 'Wine', contains: ['SULPHITES'], density: 0.99 },
  { name: 'Tarragon', type: 'Herb' },
  { name: 'Black peppercorns', type: 'Spice', mayContain: ['CELERY', 'MUSTARD'], density: 0.55 },
];
