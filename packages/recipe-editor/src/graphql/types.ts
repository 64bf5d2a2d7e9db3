/** The API's RecipeMenu as the consoles read it (services/recipe/schema.graphql). */

export type RecipeMenuType = 'UNKNOWN' | 'RECIPE' | 'MENU';
export type RecipeMenuStatus = 'ACTIVE' | 'PAUSED';

/** A catalog entry a recipe points at; null when it was deleted since (a dangling id). */
export type Named = { id: string; name: string };

export type UnitDimension = 'MASS' | 'VOLUME' | 'COUNT';

/** A catalog unit with what conversion needs (`toBase` null: it converts only to itself); @brigade/units' UnitDef. */
export type Unit = Named & { code: string | null; dimension: UnitDimension; toBase: number | null };

/** Where a recipe stands on one allergen: CONTAINS, MAY_CONTAIN, FREE, or UNKNOWN (a line nobody checked for it). */
export type AllergenState = 'CONTAINS' | 'MAY_CONTAIN' | 'FREE' | 'UNKNOWN';
/** `via`: the lines (ingredient names, sub-recipe titles) the status comes from. */
export type AllergenStatus = { allergen: Named; status: AllergenState; via: string[] };

export type ConversionProblem = 'NO_UNIT' | 'NEEDS_DENSITY' | 'NEEDS_PIECE_WEIGHT' | 'NOT_CONVERTIBLE';

/**
 * An ingredient with its allergen statements (an allergen in none of the three lists is unknown:
 * nobody checked) and what converts its amounts to grams: density (g/ml) and piece weight (g).
 */
export type Ingredient = Named & {
  density: number | null;
  pieceWeight: number | null;
  allergenIds: string[];
  mayContainAllergenIds: string[];
  freeFromAllergenIds: string[];
};

/** A recipe another one uses as a line, with what the editor needs of it: its yield and its allergens. */
export type SubRecipe = {
  id: string;
  title: string;
  type: RecipeMenuType;
  yieldValue: number | null;
  yieldUnitOfMeasure: string | null;
  yieldUnit: Unit | null;
  allergenProfile: AllergenStatus[];
};

/** A recipe that uses this one (RecipeMenu.usedIn). */
export type RecipeRef = { id: string; title: string; type: RecipeMenuType };

export type RecipeCook = { id: string; fName: string | null; lName: string | null; displayName: string | null; email: string };

export type RecipeStep = { id: string; title: string; description: string | null; image: string | null; video: string | null };

/** One line: an ingredient (`ingredientsId`) or a sub-recipe (`subRecipeId`), never both. */
export type RecipeIngredient = {
  id: string;
  position: number;
  ingredientsId: string | null;
  ingredient: Ingredient | null;
  subRecipeId: string | null;
  /** Null when the caller may not open it; `subRecipeTitle` names it all the same. */
  subRecipe: SubRecipe | null;
  subRecipeTitle: string | null;
  unitId: string | null;
  unit: Unit | null;
  quantity: number;
  unitOfMeasure: string | null;
  /** The line's weight, when its unit and the ingredient's density or piece weight allow it. */
  grams: number | null;
  conversionProblem: ConversionProblem | null;
};

export type RecipeMenu = {
  id: string;
  title: string;
  description: string | null;
  coverPic: string | null;
  video: string | null;
  type: RecipeMenuType;
  status: RecipeMenuStatus;
  kitchenId: string;
  categoryId: string | null;
  subCategoryId: string | null;
  category: Named | null;
  subCategory: Named | null;
  isPrivate: boolean;
  cookIds: string[];
  cooks: RecipeCook[];
  utensils: string[];
  yieldValue: number | null;
  yieldUnitOfMeasure: string | null;
  /** A mass or volume unit, or portion; null: portions, `yieldUnitOfMeasure` their free label. */
  yieldUnitId: string | null;
  yieldUnit: Unit | null;
  notes: string | null;
  steps: RecipeStep[];
  allergenIds: string[];
  allergens: Named[];
  effectiveAllergens: Named[];
  mayContainAllergenIds: string[];
  /** Every active allergen with the recipe's status for it, its lines' and sub-recipes' included. */
  allergenProfile: AllergenStatus[];
  ingredients: RecipeIngredient[];
  /** The recipes and dishes that use this one as a line. */
  usedIn: RecipeRef[];
  order: number;
  createdAt: string | null;
  updatedAt: string | null;
  /** The newest version and the one cooks see (issue #25); only the documents that ask for them carry them. */
  versionNumber?: number | null;
  releasedVersionNumber?: number;
};

/** One row of a recipe or dish list. */
export type RecipeMenuRow = Pick<
  RecipeMenu,
  'id' | 'title' | 'coverPic' | 'type' | 'status' | 'kitchenId' | 'isPrivate' | 'order' | 'category' | 'updatedAt'
>;

export type RecipeMenuPage = { total: number; records: RecipeMenuRow[] };

export type RecipeStepInput = { id?: string; title: string; description: string | null; image: string | null; video: string | null };

/** Exactly one of `ingredientsId` and `subRecipeId`. */
export type RecipeIngredientInput = {
  id?: string;
  position: number;
  ingredientsId?: string;
  subRecipeId?: string;
  unitId: string | null;
  quantity: number;
  unitOfMeasure: string | null;
};

/** The fields CreateRecipeMenuInput and UpdateRecipeMenuInput share. */
export type RecipeFieldsInput = {
  title: string;
  description: string | null;
  coverPic: string | null;
  video: string | null;
  status: RecipeMenuStatus;
  categoryId: string | null;
  subCategoryId: string | null;
  isPrivate: boolean;
  cookIds: string[];
  utensils: string[];
  yieldValue: number | null;
  yieldUnitId: string | null;
  yieldUnitOfMeasure: string | null;
  notes: string | null;
  steps: RecipeStepInput[];
  allergenIds: string[];
  ingredients: RecipeIngredientInput[];
  /** A dish's price per portion, VAT included, as an exact decimal ("18.50"); sent only where the form shows it. */
  sellingPrice?: string | null;
  /** The VAT in sellingPrice, in percent (0–100). */
  vatRate?: number | null;
};

export type CreateRecipeMenuInput = RecipeFieldsInput & { type: RecipeMenuType; kitchenId?: string };
/** Only the fields given change; null clears one. */
export type UpdateRecipeMenuInput = Partial<RecipeFieldsInput>;

/* Costing and nutrition (services/recipe README 'Costing', 'Nutrition'): kitchen admins and super admins only. */

/** Why a cost or nutrition figure is incomplete. */
export type CostingGapKind =
  | 'NO_PRICE'
  | 'OTHER_CURRENCY'
  | 'NO_UNIT'
  | 'NEEDS_DENSITY'
  | 'NEEDS_PIECE_WEIGHT'
  | 'NOT_CONVERTIBLE'
  | 'NO_YIELD'
  | 'SUB_RECIPE_GONE'
  | 'NO_NUTRITION'
  | 'LOOP'
  | 'OUT_OF_RANGE';

/**
 * One line that could not be counted: `recipeId` is the recipe holding it (the one asked about or a
 * sub-recipe below), `lineId` null the recipe itself, `subRecipeId` the sub-recipe to open.
 */
export type CostingGap = {
  kind: CostingGapKind;
  recipeId: string;
  lineId: string | null;
  ingredientId: string | null;
  subRecipeId: string | null;
  /** In the caller's language, naming the ingredient (and the sub-recipe it sits in). */
  message: string;
};

/** Money is an exact decimal string in the currency's major unit ("4.2035"). `cost` null: the line is a gap. */
export type LineCost = { lineId: string; cost: string | null; share: number | null };

/** While `complete` is false every figure is a partial sum: at least this much. */
export type RecipeCost = {
  total: string;
  perPortion: string | null;
  perKilogram: string | null;
  perLitre: string | null;
  currency: string;
  complete: boolean;
  missing: CostingGap[];
  lines: LineCost[];
  /** The day the prices were taken as of; null: current prices. */
  at: string | null;
};

/** The EU 1169/2011 declaration: energy in kJ and kcal, the rest in grams. */
export type NutrientAmounts = {
  energyKj: number;
  energyKcal: number;
  fat: number;
  saturates: number;
  carbohydrate: number;
  sugars: number;
  fibre: number;
  protein: number;
  salt: number;
};

export type RecipeNutrition = {
  /** Null when the yield cannot be weighed. */
  per100g: NutrientAmounts | null;
  /** When the yield is in portions. */
  perPortion: NutrientAmounts | null;
  total: NutrientAmounts;
  grams: number | null;
  complete: boolean;
  missing: CostingGap[];
};

/** A dish's price against its cost; food cost % and margin are null unless the cost is complete and priced per portion. */
export type DishFigures = {
  sellingPrice: string | null;
  vatRate: number | null;
  foodCostPercent: number | null;
  grossMargin: string | null;
  overTarget: boolean | null;
};

/** One ingredient behind a cost change: its contribution to the whole yield then and now; `percent` null when it cost nothing then. */
export type CostDriver = {
  ingredientId: string;
  name: string;
  before: string;
  after: string;
  change: string;
  percent: number | null;
};

/**
 * How a recipe's cost (whole yield) moved since a day (YYYY-MM-DD): the recipe as it is now at that
 * day's prices and today's. `percent` null when it cost nothing then; `complete` false when either
 * sum has gaps (partial sums compared); `drivers` largest move first.
 */
export type CostChange = {
  since: string;
  before: string;
  after: string;
  change: string;
  percent: number | null;
  complete: boolean;
  drivers: CostDriver[];
};

/** What RECIPE_COSTING reads of a recipe or dish. */
export type RecipeCosting = DishFigures & {
  id: string;
  type: RecipeMenuType;
  targetFoodCostPercent: number | null;
  cost: RecipeCost | null;
  nutrition: RecipeNutrition | null;
};

/** The form as it stands, for previewCosting; lines without an id come back as `line-<index>`. */
export type CostingPreviewInput = {
  recipeId?: string;
  kitchenId?: string;
  type: RecipeMenuType;
  yieldValue: number | null;
  yieldUnitId: string | null;
  sellingPrice: string | null;
  vatRate: number | null;
  ingredients: RecipeIngredientInput[];
};

export type CostingPreview = Omit<DishFigures, 'sellingPrice' | 'vatRate'> & { cost: RecipeCost; nutrition: RecipeNutrition };
