export { consoleKitCatalogues } from './lang';
export { ConsoleProvider, useConsoleBase, useEntityPaths, usePlatformScope, useShellSession } from './session/ConsoleContext';
export { FormPage } from './common/FormPage';
export { LazyScreens } from './common/LazyScreens';
export { ListPage } from './common/ListPage';
export { ListTable } from './common/ListTable';
export { useListTotal } from './common/listTotal';
export { NotFoundPage } from './common/NotFoundPage';
export { RecordView, type ViewItem } from './common/RecordView';
export { RowActions } from './common/RowActions';
export { actionsColumn, statusColumn } from './common/columns';
export { NameField, StatusField } from './common/Fields';
export { KitchenSelect } from './common/KitchenSelect';
export { ACTIVE_KITCHENS, type KitchenOption } from './common/kitchens';
export { common as consoleMessages } from './common/messages';
export { entityPaths, type EntityPaths } from './common/paths';
export { recordScreens, type ConsoleRoute } from './common/routes';
export { useAction } from './common/useAction';
export { DEFAULT_PAGE_SIZE, usePagedList, type PagedListState } from './common/usePagedList';
export { useRecord } from './common/useRecord';
export { useSavingForm } from './common/useSavingForm';
export { useUrlParam } from './common/useUrlParam';
export { LanguageSelect } from './staff/LanguageSelect';
export { StaffFormPage } from './staff/StaffFormPage';
export { StaffListPage } from './staff/StaffListPage';
export { StaffViewPage } from './staff/StaffViewPage';
export type { StaffKind } from './staff/kind';
export { staff as staffMessages } from './staff/messages';
export { DELETE_STAFF_MEMBER, STAFF, STAFF_FIELDS, STAFF_MEMBER, type StaffMember, type UserStatus } from './staff/queries';
export { recipeHistoryPath, recipeKinds, recipePaths, type RecipeKind } from './recipes/kinds';
export { recipeScreens } from './recipes/screens';
export { RECIPE_DEPENDANTS } from './recipes/useDeleteRecipe';
export { FILTER_CATEGORIES, KITCHEN_NAME } from './recipes/queries';
export { CategoryFormPage } from './category/CategoryFormPage';
export { CategoryListPage } from './category/CategoryListPage';
export { CategoryViewPage } from './category/CategoryViewPage';
export { catalogMessages } from './category/messages';
export { OwnerFilter, ownerFilters, OwnerSelect, PLATFORM, useOwners } from './category/Owners';
export { CATEGORIES, CATEGORY, CATEGORY_IDS, CREATE_CATEGORY, DELETE_CATEGORY, UPDATE_CATEGORY, type Category } from './category/queries';
export { changedOrder } from './category/ordering';
export { Thumbnail } from './category/Thumbnail';
export { UPDATE_ORDER, useCatalogOrder } from './category/useCatalogOrder';
export { AddressFields } from './kitchen/AddressFields';
export { KitchenFields } from './kitchen/KitchenFields';
export { countryName, countryOptions } from './kitchen/countries';
export { kitchenFieldMessages } from './kitchen/messages';
export { cookKind, CREATE_COOK, UPDATE_COOK } from './staff/cook';
export { PasswordSection } from './settings/PasswordSection';
export { SettingsForm } from './settings/SettingsForm';
export { PushNotificationPage } from './push/PushNotificationPage';
export { FIND_USERS, SEND_PUSH, type PushNotificationInput } from './push/queries';
export { KITCHEN_DETAIL_FIELDS, kitchenDetails, type KitchenDetailValues } from './kitchen/kitchenInput';
export { IngredientConversionsPage } from './ingredients/IngredientConversionsPage';
export { IngredientFormPage } from './ingredients/IngredientFormPage';
export { IngredientListPage } from './ingredients/IngredientListPage';
export { IngredientViewPage } from './ingredients/IngredientViewPage';
export {
  ACTIVE_ALLERGENS,
  CREATE_INGREDIENT,
  DELETE_INGREDIENT,
  INGREDIENT,
  INGREDIENTS,
  UPDATE_INGREDIENT,
  type AllergenChoice,
  type Ingredient,
  type IngredientConversions,
  type IngredientRecord,
} from './ingredients/queries';
export { NUTRIENTS, type Nutrient, type Nutrition } from './ingredients/nutrition';
export { IngredientPricesPage } from './prices/IngredientPricesPage';
export { PriceImportPage } from './price-import/PriceImportPage';
export { ExportPricesButton, priceHeaders } from './price-import/ExportPricesButton';
export { importPricesPath } from './price-import/paths';
export { guessMapping, normalizeHeader } from './price-import/guess';
export { IMPORT_FIELDS, type ColumnMapping, type ImportField } from './price-import/fields';
export {
  EXPORT_PRICES,
  IMPORT_PRICES,
  PREVIEW_PRICE_IMPORT,
  PRICE_IMPORT_MAPPING,
  PRICE_SUPPLIERS,
  type ExportedPrice,
  type PriceImportRow,
  type PriceImportStatus,
} from './price-import/queries';
export { pricesPath } from './prices/paths';
export { pricePerBase, type PerBase } from './prices/pack';
export { formatDay } from './common/days';
export {
  COSTING_SETTINGS,
  CURRENT_PRICES,
  DELETE_PRICE,
  INGREDIENT_PRICES,
  PACK_UNITS,
  RECORD_PRICE,
  UPDATE_COSTING_SETTINGS,
  UPDATE_PRICE,
  type CostingSettings,
  type IngredientPrice,
  type IngredientPriceInput,
  type PriceUnit,
} from './prices/queries';
export { PaymentViewPage } from './payments/PaymentViewPage';
export { usePaymentColumns } from './payments/usePaymentColumns';
export { paymentMessages } from './payments/messages';
export { billingDay, billingMoment, statusMessage as paymentStatusMessage } from './payments/paymentText';
export { PAYMENT, PAYMENT_STATUSES, PAYMENTS, type Payment, type PaymentFilters, type PaymentStatus } from './payments/queries';
export { personText } from './common/person';
export { MenuCostingPage } from './menu-costing/MenuCostingPage';
export { MENU_COSTING, type CostedDish, type DishCost } from './menu-costing/queries';
export { NeedsAttentionPage } from './needs-attention/NeedsAttentionPage';
export { NeedsAttentionCard } from './needs-attention/NeedsAttentionCard';
export {
  ATTENTION_INGREDIENT,
  NEEDS_ATTENTION,
  type AttentionItem,
  type AttentionRecipe,
  type CostingArea,
} from './needs-attention/queries';
export type { CsvTable } from './common/csv';
export { SubCategoryFormPage } from './sub-categories/SubCategoryFormPage';
export { SubCategoryListPage } from './sub-categories/SubCategoryListPage';
export { SubCategoryViewPage } from './sub-categories/SubCategoryViewPage';
export {
  ACTIVE_CATEGORIES,
  CREATE_SUB_CATEGORY,
  DELETE_SUB_CATEGORY,
  SUB_CATEGORIES,
  SUB_CATEGORY,
  SUB_CATEGORY_IDS,
  UPDATE_SUB_CATEGORY,
  type CategoryChoice,
  type SubCategory,
} from './sub-categories/queries';
