/*
 * The editor's names for what its documents read, all generated from the supergraph
 * (src/__generated__/graphql.ts, `npm run codegen`): a field the schema changes changes these.
 * Read services/recipe's schema for what each field means.
 */
import type * as G from '../__generated__/graphql';

export type {
  AllergenState,
  ConversionProblem,
  CostingGapKind,
  CostingPreviewInput,
  CreateRecipeMenuInput,
  RecipeIngredientInput,
  RecipeMenuStatus,
  RecipeMenuType,
  RecipeStepInput,
  UnitDimension,
  UpdateRecipeMenuInput,
} from '../__generated__/graphql';

/** A catalog entry a recipe points at; null where it was deleted since (a dangling id). */
export type Named = { id: string; name: string };
export type Unit = G.UnitFieldsFragment;
export type AllergenStatus = G.AllergenProfileFieldsFragment;
export type Ingredient = G.IngredientFieldsFragment;
export type SubRecipe = G.SubRecipeFieldsFragment;

/** Everything a recipe's editor and its read-only view show. */
export type RecipeMenu = G.RecipeMenuFieldsFragment & {
  /** The newest version and the one cooks see (issue #25); only the documents that ask for them carry them. */
  versionNumber?: number | null;
  releasedVersionNumber?: number;
};
export type RecipeIngredient = RecipeMenu['ingredients'][number];
export type RecipeCook = RecipeMenu['cooks'][number];
export type RecipeStep = RecipeMenu['steps'][number];
export type RecipeRef = RecipeMenu['usedIn'][number];

export type RecipeMenuRow = G.RecipeMenuRowFieldsFragment;
export type RecipeMenuPage = G.RecipeMenusQuery['getRecipeMenu'];

/** The fields CreateRecipeMenuInput and UpdateRecipeMenuInput share. */
export type RecipeFieldsInput = Omit<G.CreateRecipeMenuInput, 'type' | 'kitchenId'>;

/* Costing and nutrition (services/recipe README 'Costing', 'Nutrition'): kitchen admins and super admins only. */
export type CostingGap = G.CostingGapFieldsFragment;
export type RecipeCost = G.RecipeCostFieldsFragment;
export type LineCost = RecipeCost['lines'][number];
export type NutrientAmounts = G.NutrientFieldsFragment;
export type RecipeNutrition = G.RecipeNutritionFieldsFragment;
export type RecipeCosting = NonNullable<G.RecipeCostingQuery['getRecipeMenuById']>;
/** A dish's price against its cost; food cost % and margin are null unless the cost is complete and priced per portion. */
export type DishFigures = Pick<RecipeCosting, 'sellingPrice' | 'vatRate' | 'foodCostPercent' | 'grossMargin' | 'overTarget'>;
export type CostChange = NonNullable<NonNullable<G.RecipeCostChangeQuery['getRecipeMenuById']>['costChange']>;
export type CostDriver = CostChange['drivers'][number];
export type CostingPreview = G.PreviewCostingQuery['previewCosting'];
