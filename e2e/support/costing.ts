import { CreateRecipeMenu, RecipeEditorIngredients, RecipeEditorUnits } from './__generated__/documents';
import { gqlData } from './graphql';
import { recipeId } from './kitchen';

type Line = { ingredient: string } | { recipe: string };
type Dish = {
  title: string;
  portions: number;
  sellingPrice: string;
  vatRate: number;
  lines: (Line & { quantity: number; unit: string })[];
};

/**
 * Dishes (type MENU) made through the API, for the costing journey: what it is about is the price
 * list and the Menu costing page, not typing a dish. Lines name ingredients and recipes by name and
 * units by code, as a chef would say them.
 */
export async function createDishes(gatewayUrl: string, token: string, dishes: Dish[]): Promise<void> {
  // What the recipe editor offers: the kitchen's active ingredients and units.
  const [{ getActiveIngredients }, { getUnits }] = await Promise.all([
    gqlData(gatewayUrl, RecipeEditorIngredients, token),
    gqlData(gatewayUrl, RecipeEditorUnits, token),
  ]);
  const find = <T extends { id: string }>(rows: T[], match: (row: T) => boolean, what: string) => {
    const row = rows.find(match);
    if (!row) throw new Error(`no ${what}`);
    return row.id;
  };
  const unit = (code: string) => find(getUnits.records, (u) => u.code === code, `unit ${code}`);
  for (const dish of dishes) {
    const ingredients = await Promise.all(
      dish.lines.map(async (line) => ({
        ...('ingredient' in line
          ? { ingredientsId: find(getActiveIngredients, (i) => i.name === line.ingredient, line.ingredient) }
          : { subRecipeId: await recipeId(gatewayUrl, token, line.recipe) }),
        quantity: line.quantity,
        unitId: unit(line.unit),
      })),
    );
    await gqlData(gatewayUrl, CreateRecipeMenu, token, {
      input: {
        title: dish.title,
        type: 'MENU',
        yieldValue: dish.portions,
        yieldUnitId: unit('portion'),
        sellingPrice: dish.sellingPrice,
        vatRate: dish.vatRate,
        ingredients,
      },
    });
  }
}

/** A supplier's price list as a chef gets it: one good row per ingredient, a misspelt price, and a product the kitchen does not use. */
export const PRICE_LIST = [
  'Product,Pack size,Unit,Pack price,Yield %',
  'Butter,2,kg,18.00,100',
  'Egg yolks,30,piece,7.50,100',
  'White wine vinegar,1,l,2.40,100',
  'Dry white wine,4.5,l,27.00,100',
  'Shallot,5,kg,7.50,80',
  'Truffle oil,0.25,l,19.00,100',
  'Sea salt,1,kg,1.2O,100',
].join('\n');
