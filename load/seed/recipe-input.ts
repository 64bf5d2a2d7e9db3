import type { CatalogRefs } from './catalog.ts';

const STYLES = ['Roasted', 'Braised', 'Smoked', 'Grilled', 'Poached', 'Crispy', 'Glazed', 'Charred', 'Confit', 'Cured'];
const DISHES = ['salmon', 'leek tart', 'prawn bisque', 'mussel broth', 'onion soup', 'hazelnut cake', 'celery salad', 'beurre blanc'];
const STEPS = ['Mise en place', 'Prepare the base', 'Cook', 'Season and rest', 'Plate'];

/** A small deterministic generator (mulberry32), so every run seeds the same data. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pickN = <T>(list: T[], n: number, rnd: () => number): T[] => {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
};
const pick = <T>(list: T[], rnd: () => number): T => list[Math.floor(rnd() * list.length)] as T;

/**
 * Recipe `n` of kitchen `k`: every third one a MENU item; a platform category and one of its
 * sub-categories; 6-10 ingredient lines of platform ingredients and units; 2-4 steps; 1-2 own
 * allergens; 1-2 of `cookIds` when the kitchen has cooks to name.
 */
export function recipeInput(k: number, n: number, kitchenId: string, catalog: CatalogRefs, cookIds: string[]): Record<string, unknown> {
  const rnd = random(k * 100_003 + n);
  const category = catalog.categories[(k + n) % catalog.categories.length] as CatalogRefs['categories'][number];
  const dish = pick(DISHES, rnd);
  const lines = pickN(catalog.ingredientIds, 6 + Math.floor(rnd() * 5), rnd).map((ingredientsId) => {
    const unit = pick(catalog.units, rnd);
    return { ingredientsId, unitId: unit.id, unitOfMeasure: unit.name, quantity: Math.round(1 + rnd() * 500) / 2 };
  });
  return {
    kitchenId,
    title: `${pick(STYLES, rnd)} ${dish} ${k + 1}-${n + 1}`,
    description: `House ${dish}, kitchen ${k + 1}, recipe ${n + 1}: seeded for the recipe-list scenario.`,
    type: n % 3 === 2 ? 'MENU' : 'RECIPE',
    categoryId: category.id,
    subCategoryId: pick(category.subCategoryIds, rnd),
    ingredients: lines,
    steps: STEPS.slice(0, 2 + Math.floor(rnd() * 3)).map((title, i) => ({ title, description: `Step ${i + 1} of ${dish}.` })),
    allergenIds: pickN(catalog.allergenIds, 1 + Math.floor(rnd() * 2), rnd),
    cookIds: cookIds.length ? pickN(cookIds, 1 + Math.floor(rnd() * 2), rnd) : [],
    yieldValue: 4 + Math.floor(rnd() * 8),
    yieldUnitOfMeasure: 'portions',
    utensils: ['Chef knife', 'Sauté pan'],
  };
}
