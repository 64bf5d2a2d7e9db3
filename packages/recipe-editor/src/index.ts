export { recipeEditorCatalogues } from './lang';
export { RecipeEditor, type RecipeEditorProps } from './editor/RecipeEditor';
export { useRecipeOrder } from './order/useRecipeOrder';
export { RecipeDetails, type DetailItem } from './view/RecipeDetails';
export { AllergenProfileView } from './view/AllergenProfileView';
export { RecipeHistory, type RecipeHistoryProps } from './history/RecipeHistory';
export { VersionDiff } from './history/VersionDiff';
export { TextDiff, visuallyHidden } from './history/TextDiff';
export { allergenChanges, fieldLabel, fieldText, isEmptyDiff, lineText, type AllergenChange } from './history/changes';
export { h as historyMessages } from './history/messages';
export {
  VERSION_DIFF_FIELDS,
  type ChangeKind,
  type LineChange,
  type StepChange,
  type TextChange,
  COMPARE_RECIPE_VERSIONS,
  RECIPE_VERSIONS,
  RESTORE_RECIPE_VERSION,
  type RecipeVersion,
  type RecipeVersionDiff,
} from './graphql/versions';
export {
  COOK_READS,
  NUDGE_RECIPE_READERS,
  RECIPE_MENU_WITH_DRAFT,
  RECIPE_READS,
  RECIPE_RELEASE,
  RELEASE_RECIPE_DRAFT,
  SEND_BACK_RECIPE_DRAFT,
  type CookRecipeRead,
  type RecipeDraftInfo,
  type RecipeReadRow,
} from './graphql/releases';
export { cookName } from './editor/useChoices';
export { NutritionTable } from './view/costing/NutritionTable';
export { fixPath, gapFix, type GapFix, type GapLinks } from './costing/gaps';
export { energyText, LABEL_ROWS, labelAmount, labelText, type LabelAmount, type LabelNutrient } from './costing/nutrition-label';
export { parsePrice } from './editor/values';
export { allergenProfile, groupProfile, type ProfileGroups, type ProfileLine } from './editor/allergen-profile';
export {
  CREATE_RECIPE_MENU,
  DELETE_RECIPE_MENU,
  RECIPE_MENU,
  RECIPE_MENUS,
  RECIPE_ORDER_IDS,
  UPDATE_RECIPE_MENU,
  UPDATE_RECIPE_ORDER,
} from './graphql/recipes';
export { DISH_PRICE, PREVIEW_COSTING, RECIPE_COST_CHANGE, RECIPE_COSTING } from './graphql/costing';
export {
  ACTIVE_ALLERGENS,
  ACTIVE_CATEGORIES,
  ACTIVE_INGREDIENTS,
  ACTIVE_KITCHENS,
  ACTIVE_SUB_CATEGORIES,
  ACTIVE_UNITS,
  CREATE_INGREDIENT,
  KITCHEN_COOKS,
  KITCHEN_RECIPES,
  type CreateIngredientInput,
} from './graphql/choices';
export type {
  AllergenState,
  AllergenStatus,
  ConversionProblem,
  CostChange,
  CostDriver,
  CostingGap,
  CostingGapKind,
  CostingPreview,
  CostingPreviewInput,
  DishFigures,
  LineCost,
  NutrientAmounts,
  RecipeCost,
  RecipeCosting,
  RecipeNutrition,
  CreateRecipeMenuInput,
  Ingredient,
  Named,
  RecipeCook,
  RecipeIngredient,
  RecipeMenu,
  RecipeMenuPage,
  RecipeMenuRow,
  RecipeMenuStatus,
  RecipeMenuType,
  RecipeRef,
  RecipeStep,
  SubRecipe,
  Unit,
  UnitDimension,
  UpdateRecipeMenuInput,
} from './graphql/types';
