import type { Model, Types } from 'mongoose';
import type { AllergenDoc } from './allergens/allergen.model';
import type { CategoryDoc } from './categories/category.model';
import type { ConversionDoc } from './conversions/conversion.model';
import type { IngredientDoc } from './ingredients/ingredient.model';
import type { PriceImportMappingDoc } from './price-import/mapping.model';
import type { PriceDoc } from './prices/price.model';
import type { SubCategoryDoc } from './sub-categories/sub-category.model';
import type { UnitDoc } from './units/unit.model';
import type { RecipeUsageDoc } from './usage/recipe-usage.model';

/** The catalog's collections, opened once in app.ts and handed to every resolver module. */
export type CatalogModels = {
  categories: Model<CategoryDoc>;
  subCategories: Model<SubCategoryDoc>;
  ingredients: Model<IngredientDoc>;
  allergens: Model<AllergenDoc>;
  units: Model<UnitDoc>;
  usage: Model<RecipeUsageDoc>;
  /** Kitchens' own density and piece weight for platform ingredients. */
  conversions: Model<ConversionDoc>;
  /** Kitchens' purchase prices of ingredients, with their history. */
  prices: Model<PriceDoc>;
  /** The columns each kitchen last imported each supplier's price list with. */
  priceImportMappings: Model<PriceImportMappingDoc>;
};

/** The models plus what the catalog looks up once at start. */
export type Catalog = CatalogModels & {
  /** Where dishes of deleted categories go (the permanent category 'ALL'). */
  allCategoryId: Types.ObjectId;
};
