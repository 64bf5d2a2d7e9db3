export { recipeEditorCatalogues } from './lang';

/* recipes: the recipe's documents, its types and the read-only view. */
export { RecipeDetails, type DetailItem } from './recipes/RecipeDetails';
export { RECIPE_MENU, RECIPE_MENUS, type RecipeMenuPage } from './recipes/queries';
export { CREATE_RECIPE_MENU, DELETE_RECIPE_MENU, UPDATE_RECIPE_MENU } from './recipes/mutations';
export type {
  Ingredient,
  Named,
  RecipeCook,
  RecipeIngredient,
  RecipeMenu,
  RecipeMenuRow,
  RecipeRef,
  RecipeStep,
  SubRecipe,
  Unit,
  AllergenStatus,
} from './recipes/fragments/recipe-menu';

/* editor: create and edit, with the pickers' documents (tests mock them). */
export { RecipeEditor, type RecipeEditorProps } from './editor/RecipeEditor';
export { cookName } from './editor/useChoices';
export { parsePrice } from './editor/values';
export {
  ACTIVE_ALLERGENS,
  ACTIVE_CATEGORIES,
  ACTIVE_INGREDIENTS,
  ACTIVE_KITCHENS,
  ACTIVE_SUB_CATEGORIES,
  ACTIVE_UNITS,
  KITCHEN_COOKS,
  KITCHEN_RECIPES,
} from './editor/queries';
export { CREATE_INGREDIENT, type CreateIngredientInput } from './editor/mutations';

/* allergens: the profile's rule and its three groups. */
export { AllergenProfileView } from './allergens/AllergenProfileView';
export { AllergenStatement } from './allergens/AllergenStatement';
export { allergenProfile, groupProfile, type ProfileGroups, type ProfileLine } from './allergens/allergen-profile';

/* costing: cost, dish figures and nutrition, for kitchen admins and super admins. */
export { NutritionTable } from './costing/NutritionTable';
export { fixPath, gapFix, type GapFix, type GapLinks } from './costing/gaps';
export { energyText, LABEL_ROWS, labelAmount, labelText, type LabelAmount, type LabelNutrient } from './costing/nutrition-label';
export {
  DISH_PRICE,
  PREVIEW_COSTING,
  RECIPE_COST_CHANGE,
  RECIPE_COSTING,
  type CostChange,
  type CostDriver,
  type CostingGap,
  type CostingPreview,
  type DishFigures,
  type LineCost,
  type NutrientAmounts,
  type RecipeCost,
  type RecipeCosting,
  type RecipeNutrition,
} from './costing/queries';

/* versions: a recipe's history, compared and restored, and the pieces other screens show a change with. */
export { RecipeHistory, type RecipeHistoryProps } from './versions/RecipeHistory';
export { VersionDiff } from './versions/VersionDiff';
export { TextDiff, visuallyHidden } from './versions/TextDiff';
export { allergenChanges, fieldLabel, fieldText, isEmptyDiff, lineText, type AllergenChange } from './versions/changes';
export { historyMessages } from './versions/messages';
export {
  VERSION_DIFF_FIELDS,
  type ChangeKind,
  type LineChange,
  type RecipeVersionDiff,
  type StepChange,
  type TextChange,
} from './versions/fragments/version-diff';
export { COMPARE_RECIPE_VERSIONS, RECIPE_VERSIONS, type RecipeVersion } from './versions/queries';
export { RESTORE_RECIPE_VERSION } from './versions/mutations';

/* releases and reads: drafts waiting for review, and which cooks read the released version. */
export { RECIPE_MENU_WITH_DRAFT, RECIPE_RELEASE, type RecipeDraftInfo } from './releases/queries';
export { NUDGE_RECIPE_READERS, RELEASE_RECIPE_DRAFT, SEND_BACK_RECIPE_DRAFT } from './releases/mutations';
export { COOK_READS, RECIPE_READS, type CookRecipeRead, type RecipeReadRow } from './reads/queries';

/* order: drag-and-drop ordering of a list page. */
export { useRecipeOrder } from './order/useRecipeOrder';
export { RECIPE_ORDER_IDS } from './order/queries';
export { UPDATE_RECIPE_ORDER } from './order/mutations';

/* The schema's own enums and inputs, as generated (src/__generated__/graphql.ts). */
export type {
  AllergenState,
  ConversionProblem,
  CostingGapKind,
  CostingPreviewInput,
  CreateRecipeMenuInput,
  RecipeMenuStatus,
  RecipeMenuType,
  UnitDimension,
  UpdateRecipeMenuInput,
} from './__generated__/graphql';
