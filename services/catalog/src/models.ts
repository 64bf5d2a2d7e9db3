import type { Connection } from 'mongoose';
import { allergenModel } from './allergens/allergen.model';
import { categoryModel } from './categories/category.model';
import { conversionModel } from './conversions/conversion.model';
import type { CatalogModels } from './deps';
import { ingredientModel } from './ingredients/ingredient.model';
import { priceImportMappingModel } from './price-import/mapping.model';
import { priceModel } from './prices/price.model';
import { subCategoryModel } from './sub-categories/sub-category.model';
import { unitModel } from './units/unit.model';
import { recipeUsageModel } from './usage/recipe-usage.model';

/** Opens the catalog's collections and builds their indexes. */
export async function catalogModels(connection: Connection): Promise<CatalogModels> {
  const models: CatalogModels = {
    categories: categoryModel(connection),
    subCategories: subCategoryModel(connection),
    ingredients: ingredientModel(connection),
    allergens: allergenModel(connection),
    units: unitModel(connection),
    usage: recipeUsageModel(connection),
    conversions: conversionModel(connection),
    prices: priceModel(connection),
    priceImportMappings: priceImportMappingModel(connection),
  };
  await Promise.all(Object.values(models).map((m: { init(): Promise<unknown> }) => m.init()));
  return models;
}
