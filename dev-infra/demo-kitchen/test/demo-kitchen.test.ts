// @brigade/dev-stack is not a dependency of this package (dev-stack depends on it); the workspace links it.
import { startStack, type Stack } from '@brigade/dev-stack';
import { gqlData, signIn } from '@brigade/test-kit';
import { DISHES, KITCHEN_INGREDIENTS, loadDemoKitchen, RECIPES, type LoadReport } from '../src';

/**
 * The demo kitchen loaded into a real stack through the gateway (as `npm start` does on a fresh
 * data directory), then read back as its admin: every recipe's and dish's cost and nutrition is
 * complete except the two deliberate gaps, sub-recipes go three levels deep, a food cost worked
 * out by hand matches, and a second load changes nothing.
 */
let stack: Stack;
let report: LoadReport;
let token: string;

beforeAll(async () => {
  stack = await startStack({
    seed: true,
    output: 'silent',
    ports: { mongo: 0, gateway: 0, services: { identity: 0, kitchen: 0, catalog: 0, recipe: 0, billing: 0 } },
  });
  report = await loadDemoKitchen({ gatewayUrl: stack.gatewayUrl });
  token = await signIn(stack.gatewayUrl, 'admin@demo.brigade.local');
}, 240_000);

afterAll(async () => {
  await stack?.stop();
});

/** A read as the demo kitchen's admin. */
const gql = <T>(query: string, variables: Record<string, unknown> = {}) => gqlData<T>(stack.gatewayUrl, query, token, variables);

type Gap = { kind: string; message: string; subRecipeId: string | null };
type Figure = { complete: boolean; missing: Gap[] };
type Listed = { id: string; title: string; type: string; coverPic: string | null };

const LIST = '{ getRecipeMenu(pageNo: 1, sizePerPage: 100) { total records { id title type coverPic } } }';
const FIGURES = `query ($id: ID!) { getRecipeMenuById(id: $id) { title cost { total perPortion complete missing { kind message subRecipeId } }
  nutrition { complete missing { kind message subRecipeId } perPortion { energyKcal } } foodCostPercent grossMargin overTarget
  ingredients { subRecipeId } } }`;

const list = async () => (await gql<{ getRecipeMenu: { total: number; records: Listed[] } }>(LIST)).getRecipeMenu;
const figures = async (id: string) =>
  (
    await gql<{
      getRecipeMenuById: {
        title: string;
        cost: Figure & { total: string; perPortion: string | null };
        nutrition: Figure & { perPortion: { energyKcal: number } | null };
        foodCostPercent: number | null;
        grossMargin: string | null;
        overTarget: boolean | null;
        ingredients: { subRecipeId: string | null }[];
      };
    }>(FIGURES, { id })
  ).getRecipeMenuById;

/** Prices cross Kafka to recipe: read until no more than the two deliberate gaps are left. */
async function settled() {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const rows = await Promise.all((await list()).records.map(async (row) => ({ ...row, ...(await figures(row.id)) })));
    const incomplete = rows.filter((row) => !row.cost.complete || !row.nutrition.complete);
    if (incomplete.length <= 2 || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test('the loader reports what it created', () => {
  expect(report).toMatchObject({
    skipped: false,
    ingredients: KITCHEN_INGREDIENTS.length,
    pictures: DISHES.length,
    recipes: 13,
    dishes: 13,
    needsAttention: [
      { title: 'Moules marinières au safran', cost: ['NO_PRICE'], nutrition: [] },
      { title: 'Crème brûlée', cost: ['NEEDS_DENSITY'], nutrition: ['NEEDS_DENSITY'] },
    ],
  });
});

test('13 recipes and 13 dishes, every dish with a cover picture served as a small WebP', async () => {
  const { records } = await list();
  expect(records.filter((r) => r.type === 'RECIPE')).toHaveLength(13);
  expect(records.filter((r) => r.type === 'MENU')).toHaveLength(13);
  expect(records.map((r) => r.title).sort()).toEqual(RECIPES.map((r) => r.title).sort());
  const dishes = records.filter((r) => r.type === 'MENU');
  for (const dish of dishes) expect([dish.title, dish.coverPic]).toEqual([dish.title, expect.stringMatching(/^\/media\/[0-9a-f]{32}$/)]);
  const picture = await fetch(new URL(dishes[0]!.coverPic!, stack.gatewayUrl));
  const bytes = Buffer.from(await picture.arrayBuffer());
  expect(picture.headers.get('content-type')).toBe('image/webp');
  expect(bytes.length).toBeLessThan(20 * 1024);
});

test('every cost and nutrition figure is complete except the two deliberate gaps', async () => {
  const rows = await settled();
  const incomplete = rows
    .filter((row) => !row.cost.complete || !row.nutrition.complete)
    .map((row) => ({ title: row.title, cost: row.cost.missing, nutrition: row.nutrition.missing }));
  expect(incomplete).toEqual([
    {
      // A new supplier's saffron has no price yet: the cost is at least the rest; nutrition is whole.
      title: 'Moules marinières au safran',
      cost: [{ kind: 'NO_PRICE', message: 'Saffron has no price', subRecipeId: null }],
      nutrition: [],
    },
    {
      // Demerara measured in tablespoons, and nobody stated its density.
      title: 'Crème brûlée',
      cost: [{ kind: 'NEEDS_DENSITY', message: 'Demerara sugar needs a density (g per ml) to convert its unit', subRecipeId: null }],
      nutrition: [{ kind: 'NEEDS_DENSITY', message: 'Demerara sugar needs a density (g per ml) to convert its unit', subRecipeId: null }],
    },
  ]);
  // An incomplete cost never shows a food cost that looks right.
  const moules = rows.find((row) => row.title === 'Moules marinières au safran')!;
  expect(moules.foodCostPercent).toBeNull();
  // Every other dish has a food cost %; mostly within 15–30 %, steak frites and the sole over the 30 % target.
  const dishes = rows.filter((row) => row.type === 'MENU' && row.cost.complete);
  expect(dishes).toHaveLength(11);
  for (const dish of dishes) expect([dish.title, dish.foodCostPercent]).toEqual([dish.title, expect.any(Number)]);
  expect(
    dishes
      .filter((dish) => dish.overTarget)
      .map((dish) => dish.title)
      .sort(),
  ).toEqual(['Sole meunière', 'Steak frites, sauce béarnaise']);
  for (const dish of dishes) expect([dish.title, dish.foodCostPercent! >= 15 && dish.foodCostPercent! <= 35]).toEqual([dish.title, true]);
  // Every dish says what a portion holds.
  for (const dish of dishes) expect([dish.title, dish.nutrition.perPortion?.energyKcal]).toEqual([dish.title, expect.any(Number)]);
});

test('sub-recipes go three levels deep: steak frites → béarnaise → tarragon reduction; confit → jus → brown stock', async () => {
  const { records } = await list();
  const id = (title: string) => records.find((r) => r.title === title)!.id;
  const uses = async (title: string) => (await figures(id(title))).ingredients.map((l) => l.subRecipeId).filter(Boolean);
  expect(await uses('Steak frites, sauce béarnaise')).toEqual([id('Frites'), id('Béarnaise sauce')]);
  expect(await uses('Béarnaise sauce')).toEqual([id('Tarragon reduction')]);
  expect(await uses('Confit de canard, pommes sarladaises')).toEqual([id('Red wine jus')]);
  expect(await uses('Red wine jus')).toEqual([id('Brown veal stock')]);
  expect(await uses('Pavé de saumon, beurre blanc')).toEqual([id('Beurre blanc')]);
  expect(await uses('Beurre blanc')).toEqual([id('Fish fumet')]);
});

test('the food cost of mousse au chocolat, worked out by hand', async () => {
  const { records } = await list();
  const mousse = await figures(records.find((r) => r.title === 'Mousse au chocolat')!.id);
  /*
   * 6 portions, at the current prices (data/prices.ts):
   *   dark chocolate 250 g of a 5 kg bag at €112.50   0.25 / 5 × 112.50 = 5.625
   *   eggs 6 of a tray of 30 at €8.70                    6 / 30 × 8.70 = 1.74
   *   caster sugar 40 g of a 5 kg bag at €5.95        0.04 / 5 × 5.95  = 0.0476
   *   butter 30 g of a 10 kg case at €78.00 (it was €69.50 120 days ago)
   *                                                   0.03 / 10 × 78   = 0.234
   *   sea salt 1 g of a 5 kg bag at €6.25            0.001 / 5 × 6.25  = 0.00125
   *   cream 150 ml of a case of 6 × 1 l at €26.40     0.15 / 6 × 26.40 = 0.66
   *   total 8.30785 → "8.3079"; per portion 8.30785 / 6 = 1.3846416… → "1.3846"
   * Sold at €7.50 with 9 % VAT: net 7.50 / 1.09 = 6.8807339…
   * Food cost 1.3846416 / 6.8807339 = 20.12 % → 20.1; margin 6.8807339 − 1.3846416 = 5.4960922… → "5.4961".
   */
  expect(mousse.cost).toMatchObject({ total: '8.3079', perPortion: '1.3846', complete: true });
  expect(mousse.foodCostPercent).toBe(20.1);
  expect(mousse.grossMargin).toBe('5.4961');
  expect(mousse.overTarget).toBe(false);
});

test('every ingredient of the kitchen states all 14 allergens, and its nutrition', async () => {
  const rows = (
    await gql<{
      getIngredients: {
        records: {
          name: string;
          allergenIds: string[];
          mayContainAllergenIds: string[];
          freeFromAllergenIds: string[];
          nutrition: unknown;
        }[];
      };
    }>(`{ getIngredients(pageNo: 1, sizePerPage: 100) { records { name kitchenId allergenIds mayContainAllergenIds freeFromAllergenIds
      nutrition { energyKcal } } } }`)
  ).getIngredients.records;
  for (const k of KITCHEN_INGREDIENTS) {
    const row = rows.find((r) => r.name === k.name);
    const stated = row ? row.allergenIds.length + row.mayContainAllergenIds.length + row.freeFromAllergenIds.length : 0;
    expect([k.name, stated, row?.nutrition]).toEqual([k.name, 14, { energyKcal: expect.any(Number) }]);
  }
});

test('a second load creates nothing', async () => {
  const before = (await list()).total;
  expect(await loadDemoKitchen({ gatewayUrl: stack.gatewayUrl })).toEqual({
    skipped: true,
    reason: 'the demo kitchen already has recipes',
    recipesInKitchen: 26,
  });
  expect((await list()).total).toBe(before);
});
