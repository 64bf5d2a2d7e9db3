import { fixPath, gapFix, type GapLinks } from '../src/costing/gaps';
import type { CostingGap } from '../src/costing/queries';

const links: GapLinks = {
  ingredientPrices: (id, kitchenId) => `/ingredients/${id}/prices${kitchenId ? `?kitchen=${kitchenId}` : ''}`,
  ingredientConversions: (id) => `/ingredients/${id}/conversions`,
  ingredientEdit: (id) => `/ingredients/${id}/edit`,
  recipe: (id, type) => `/${type === 'MENU' ? 'dishes' : 'recipe'}/${id}/edit`,
};
const gap = (more: Partial<CostingGap> & Pick<CostingGap, 'kind'>): CostingGap => ({
  recipeId: 'd-plate',
  lineId: 'l1',
  ingredientId: null,
  subRecipeId: null,
  message: '',
  ...more,
});
const elsewhere = () => false;
const path = (one: CostingGap, typeOf?: (id: string) => 'RECIPE' | 'MENU' | undefined, kitchenId?: string) =>
  fixPath(gapFix(one, elsewhere, typeOf), links, null, kitchenId);

test("an ingredient's gap goes to the ingredient: prices (in the kitchen asked for), conversions, edit form", () => {
  expect(path(gap({ kind: 'NO_PRICE', ingredientId: 'i1' }), undefined, 'k2')).toBe('/ingredients/i1/prices?kitchen=k2');
  expect(path(gap({ kind: 'OTHER_CURRENCY', ingredientId: 'i1' }))).toBe('/ingredients/i1/prices');
  expect(path(gap({ kind: 'NEEDS_DENSITY', ingredientId: 'i1' }))).toBe('/ingredients/i1/conversions');
  expect(path(gap({ kind: 'NEEDS_PIECE_WEIGHT', ingredientId: 'i1' }))).toBe('/ingredients/i1/conversions');
  expect(path(gap({ kind: 'NO_NUTRITION', ingredientId: 'i1' }))).toBe('/ingredients/i1/edit');
  // Without its ingredient, the line is fixed in the recipe holding it.
  expect(path(gap({ kind: 'NO_PRICE', recipeId: 'r1' }))).toBe('/recipe/r1/edit');
});

test("a line's gap goes to its holder, a dish's edit screen when the caller knows it is one; a missing yield to the sub-recipe lacking it", () => {
  const types = (id: string) => (id.startsWith('d-') ? 'MENU' : undefined);
  expect(path(gap({ kind: 'NO_YIELD', lineId: null }), types)).toBe('/dishes/d-plate/edit');
  expect(path(gap({ kind: 'NO_YIELD', lineId: null }))).toBe('/recipe/d-plate/edit');
  expect(path(gap({ kind: 'NO_YIELD', subRecipeId: 'r-sauce' }), types)).toBe('/recipe/r-sauce/edit');
  expect(path(gap({ kind: 'SUB_RECIPE_GONE', recipeId: 'r-sauce', subRecipeId: 'r-gone' }), types)).toBe('/recipe/r-sauce/edit');
  expect(path(gap({ kind: 'NOT_CONVERTIBLE', recipeId: 'd-soup' }), types)).toBe('/dishes/d-soup/edit');
  // The recipe on screen: its own line, no link of its own.
  expect(
    fixPath(
      gapFix(gap({ kind: 'NO_UNIT' }), () => true),
      links,
      null,
    ),
  ).toBeNull();
  expect(
    fixPath(
      gapFix(gap({ kind: 'NO_UNIT' }), () => true),
      links,
      { id: 'd-plate', type: 'MENU' },
    ),
  ).toBe('/dishes/d-plate/edit');
});
