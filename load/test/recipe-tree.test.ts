import type { BenchRow } from '../harness/bench-rows';
import type { Measured } from '../harness/measure';
import { ratioMisses, ratiosOf, type BenchResult } from '../harness/table';
import { dishProblem, SCALE_TO_YIELD } from '../scenarios/recipe-tree.shared';
import type { CatalogRefs } from '../seed/catalog';
import { DISH_LINES, treeInputs, type Tree } from '../seed/recipe-tree';

const catalog: CatalogRefs = {
  categories: [{ id: 'cat', subCategoryIds: ['sub'] }],
  ingredientIds: Array.from({ length: 24 }, (_, i) => `ing${i}`),
  units: ['g', 'kg', 'ml', 'l', 'piece', 'portion', 'bunch'].map((code) => ({ id: `u-${code}`, name: code, code })),
  allergenIds: ['celery', 'milk'],
};
const tree: Tree = { stockId: 'stock', sauceId: 'sauce', garnishId: 'garnish', dishIds: ['dish1', 'dish2'] };

type Input = { ingredients: { subRecipeId?: string; unitId: string }[]; yieldUnitId: string; yieldValue: number; allergenIds?: string[] };

describe('the recipe tree the seed creates', () => {
  const inputs = treeInputs(0, 'kitchen', catalog);

  test('a dish has 40 lines reaching three levels of sub-recipes, in units found by code', () => {
    const dish = inputs.dish(0, tree) as Input;
    expect(dish.ingredients).toHaveLength(DISH_LINES);
    expect(dish.ingredients.filter((l) => l.subRecipeId).map((l) => l.subRecipeId)).toEqual(['garnish', 'sauce', 'stock']);
    expect((inputs.garnish('sauce') as Input).ingredients[0]?.subRecipeId).toBe('sauce');
    expect((inputs.sauce('stock') as Input).ingredients[0]?.subRecipeId).toBe('stock');
    expect(dish).toMatchObject({ yieldValue: 10, yieldUnitId: 'u-portion', type: 'MENU' });
    expect(inputs.stock()).toMatchObject({ yieldValue: 2, yieldUnitId: 'u-l', allergenIds: ['celery'] });
    expect(inputs.sauce('stock')).toMatchObject({ yieldValue: 0.5, yieldUnitId: 'u-l' });
    expect(new Set(dish.ingredients.map((l) => l.unitId))).toEqual(new Set(['u-g', 'u-ml', 'u-piece', 'u-l']));
  });

  test('a catalog without a unit the tree needs stops the seed, naming the code', () => {
    const noPortion = { ...catalog, units: catalog.units.filter((u) => u.code !== 'portion') };
    expect(() => treeInputs(0, 'kitchen', noPortion)).toThrow("no active unit with code 'portion'");
  });
});

describe("recipe-tree's check of an opened dish", () => {
  const unit = { id: 'u-g', name: 'g' };
  const profile = [
    { allergen: { id: 'celery', name: 'Celery' }, status: 'CONTAINS', via: ['Glazed shallots', 'Red wine sauce', 'Brown stock'] },
    { allergen: { id: 'milk', name: 'Milk' }, status: 'FREE', via: [] },
  ];
  const sub = (id: string, title: string) => ({
    subRecipeId: id,
    subRecipeTitle: title,
    subRecipe: { id },
    subRecipeYield: 0.25,
    unit,
    scaled: { quantity: 375, unit },
  });
  const answer = () => ({
    id: 'dish1',
    category: { name: 'Mains' },
    scaledYieldValue: SCALE_TO_YIELD,
    allergenProfile: profile,
    ingredients: [
      ...Array.from({ length: 37 }, (_, i) => ({ ingredient: { name: `I${i}` }, unit, scaled: { quantity: 25, unit } })),
      sub('garnish', 'Glazed shallots'),
      sub('sauce', 'Red wine sauce'),
      sub('stock', 'Brown stock'),
    ],
  });

  test('passes a dish of the tenant with every reference resolved', () => {
    expect(dishProblem(answer(), tree)).toBeNull();
  });

  test.each([
    ['another dish', (a: ReturnType<typeof answer>) => ({ ...a, id: 'elsewhere' }), "not one of the tenant's dishes"],
    ['39 lines', (a: ReturnType<typeof answer>) => ({ ...a, ingredients: a.ingredients.slice(1) }), '39 lines'],
    ['not scaled', (a: ReturnType<typeof answer>) => ({ ...a, scaledYieldValue: null }), 'scaledYieldValue'],
    [
      'a sub-recipe line without subRecipeYield',
      (a: ReturnType<typeof answer>) => ({
        ...a,
        ingredients: a.ingredients.map((l, i) => (i === 38 ? { ...l, subRecipeYield: null } : l)),
      }),
      'line 39',
    ],
    [
      'a sub-recipe of another tree',
      (a: ReturnType<typeof answer>) => ({
        ...a,
        ingredients: a.ingredients.map((l, i) => (i === 39 ? { ...l, subRecipeId: 'x', subRecipe: { id: 'x' } } : l)),
      }),
      'line 40',
    ],
    ['an empty allergen profile', (a: ReturnType<typeof answer>) => ({ ...a, allergenProfile: [] }), 'allergen profile'],
    [
      'an allergen that stops at the sauce',
      (a: ReturnType<typeof answer>) => ({ ...a, allergenProfile: [{ ...profile[0], via: ['Brown stock', 'Red wine sauce'] }] }),
      'every sub-recipe line',
    ],
  ])('names %s', (_, change, problem) => {
    expect(dishProblem(change(answer()), tree)).toContain(problem);
  });
});

describe('recipe-tree / recipe-open', () => {
  const result = (scenario: string, connections: number, rps: number, p95: number): BenchResult => ({
    row: { scenario } as BenchRow,
    connections,
    measured: { rps, p95 } as Measured,
    cpu: [],
  });

  test('is judged at 20 connections only, on req/s and p95', () => {
    const ratios = ratiosOf([
      result('recipe-open', 20, 60, 600),
      result('recipe-tree', 20, 45, 800),
      result('recipe-open', 50, 100, 700),
      result('recipe-tree', 50, 50, 1400),
    ]);
    expect(ratios.map((r) => [r.connections, +r.rps.toFixed(2), +r.p95.toFixed(2), r.missed])).toEqual([
      [20, 0.75, 1.33, false],
      [50, 0.5, 2, false],
    ]);
    expect(ratioMisses(ratios)).toEqual([]);
  });

  test('fails the bench past 1.5× at 20 connections', () => {
    const ratios = ratiosOf([result('recipe-open', 20, 60, 600), result('recipe-tree', 20, 30, 700)]);
    expect(ratioMisses(ratios)).toEqual([expect.stringContaining('recipe-tree at 20 connections is not within 1.5× of recipe-open')]);
  });
});
