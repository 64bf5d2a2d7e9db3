import { unitByCode, type CatalogRefs } from './catalog.ts';
import type { Call } from './graphql.ts';

/**
 * Issue #21's recipes built from recipes, as a kitchen admin types them in the editor: a stock
 * (makes 2 l), a sauce on the stock (makes 0.5 l), a garnish on the sauce (makes 600 g), and
 * dishes of DISH_LINES lines for DISH_YIELD portions: DISH_LINES - 3 ingredient lines plus the
 * garnish, the sauce and the stock, so a dish reaches three levels of sub-recipes
 * (dish → garnish → sauce → stock). Units are the catalog's, found by `code`. The stock declares
 * an allergen of its own, which rolls up through every level to the dishes. No runtime imports
 * beyond the seed's own, so k6 loads it too.
 */
export const DISH_LINES = 40;
export const DISH_YIELD = 10;
/** The sub-recipe lines of a dish: garnish, sauce and stock. */
export const DISH_SUB_RECIPES = 3;

/** A tenant's tree: the three sub-recipes and the dishes using them, in creation order. */
export type Tree = { stockId: string; sauceId: string; garnishId: string; dishIds: string[] };

type Unit = CatalogRefs['units'][number];
type Line = { ingredientsId?: string; subRecipeId?: string; unitId: string; unitOfMeasure: string; quantity: number };

const CREATE = `mutation Create($input: CreateRecipeMenuInput!) { CreateRecipeMenu(input: $input) { id } }`;

/** Tree inputs of kitchen `k` (0-based), deterministic like seed/recipe-input.ts. */
export function treeInputs(k: number, kitchenId: string, catalog: CatalogRefs) {
  const [g, ml, l, piece, portion] = [
    unitByCode(catalog, 'g'),
    unitByCode(catalog, 'ml'),
    unitByCode(catalog, 'l'),
    unitByCode(catalog, 'piece'),
    unitByCode(catalog, 'portion'),
  ];
  const category = catalog.categories[k % catalog.categories.length] as CatalogRefs['categories'][number];
  const ingredient = (i: number) => catalog.ingredientIds[(k + i) % catalog.ingredientIds.length] as string;
  const line = (i: number, quantity: number, unit: Unit): Line => ({
    ingredientsId: ingredient(i),
    unitId: unit.id,
    unitOfMeasure: unit.name,
    quantity,
  });
  const sub = (subRecipeId: string, quantity: number, unit: Unit): Line => ({
    subRecipeId,
    unitId: unit.id,
    unitOfMeasure: unit.name,
    quantity,
  });
  const base = (title: string, type: 'RECIPE' | 'MENU', yieldValue: number, yieldUnit: Unit, ingredients: Line[]) => ({
    kitchenId,
    title: `${title} (kitchen ${k + 1})`,
    description: `${title}: seeded for the recipe-tree scenario.`,
    type,
    categoryId: category.id,
    subCategoryId: category.subCategoryIds[0],
    yieldValue,
    yieldUnitId: yieldUnit.id,
    yieldUnitOfMeasure: yieldUnit.name,
    ingredients,
    steps: [
      { title: 'Mise en place', description: 'Weigh everything.' },
      { title: 'Cook', description: `Cook the ${title.toLowerCase()}.` },
    ],
    utensils: ['Stock pot', 'Chef knife'],
  });
  return {
    stock: () => ({
      ...base('Brown stock', 'RECIPE', 2, l, [line(0, 1500, g), line(1, 3, l), line(2, 2, piece), line(3, 10, g)]),
      allergenIds: catalog.allergenIds.slice(0, 1),
    }),
    sauce: (stockId: string) =>
      base('Red wine sauce', 'RECIPE', 0.5, l, [sub(stockId, 400, ml), line(4, 50, g), line(5, 1, piece), line(6, 150, ml)]),
    garnish: (sauceId: string) =>
      base('Glazed shallots', 'RECIPE', 600, g, [sub(sauceId, 100, ml), line(7, 500, g), line(8, 30, g), line(9, 10, g)]),
    /** Dish `d` (0-based): DISH_LINES - 3 ingredient lines in g, ml and pieces, then garnish, sauce and stock. */
    dish: (d: number, tree: Omit<Tree, 'dishIds'>) =>
      base(`Tasting plate ${d + 1}`, 'MENU', DISH_YIELD, portion, [
        ...Array.from({ length: DISH_LINES - DISH_SUB_RECIPES }, (_, i) => {
          const unit = [g, ml, piece][i % 3] as Unit;
          return line(d * 7 + i, unit === piece ? 1 + (i % 4) : 10 + ((i * 37) % 490), unit);
        }),
        sub(tree.garnishId, 150, g),
        sub(tree.sauceId, 200, ml),
        sub(tree.stockId, 0.1, l),
      ]),
  };
}

/**
 * Creates kitchen `k`'s tree as its admin (`call`), each recipe after the ones it uses. Run after
 * the kitchen's plain recipes, when recipe's projections know the catalog's units and ingredients.
 */
export async function createTree(call: Call, k: number, kitchenId: string, catalog: CatalogRefs, dishes: number): Promise<Tree> {
  const inputs = treeInputs(k, kitchenId, catalog);
  const create = async (input: Record<string, unknown>) =>
    (await call<{ CreateRecipeMenu: { id: string } }>(CREATE, { input })).CreateRecipeMenu.id;
  const stockId = await create(inputs.stock());
  const sauceId = await create(inputs.sauce(stockId));
  const garnishId = await create(inputs.garnish(sauceId));
  const dishIds: string[] = [];
  for (let d = 0; d < dishes; d++) dishIds.push(await create(inputs.dish(d, { stockId, sauceId, garnishId })));
  return { stockId, sauceId, garnishId, dishIds };
}
