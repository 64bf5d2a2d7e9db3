import {
  CategoryFormPage,
  CategoryListPage,
  CategoryViewPage,
  cookKind,
  IngredientFormPage,
  IngredientListPage,
  IngredientPricesPage,
  IngredientViewPage,
  LazyScreens,
  MenuCostingPage,
  NeedsAttentionPage,
  PushNotificationPage,
  recipeKinds,
  recipePaths,
  recipeScreens,
  StaffFormPage,
  StaffListPage,
  StaffViewPage,
  SubCategoryFormPage,
  SubCategoryListPage,
  SubCategoryViewPage,
  type ConsoleRoute,
} from '@brigade/console-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AllergenFormPage } from '../allergens/AllergenFormPage';
import { AllergenListPage } from '../allergens/AllergenListPage';
import { AllergenViewPage } from '../allergens/AllergenViewPage';
import { DashboardPage } from '../dashboard/DashboardPage';
import { KitchenFormPage } from '../kitchen/KitchenFormPage';
import { KitchenListPage } from '../kitchen/KitchenListPage';
import { KitchenViewPage } from '../kitchen/KitchenViewPage';
import { kitchenAdminKind } from '../kitchen-admin/kind';
import { subscriptionPlanRoutes } from '../subscriptionplan/routes';
import { paymentRoutes } from '../payments/routes';
import { UserSettingsPage } from '../user-settings/UserSettingsPage';
import { BASE } from '../common/paths';

const cook = cookKind(BASE);
/** This console's recipe and dish screens: recipe/new and dishes/new (SPEC.md §2 'Super admin routes'). */
const { recipe: RECIPE_KIND, dish: DISH_KIND } = recipeKinds(BASE, 'new');

/** Every screen of the console (SPEC.md §2 'Super admin routes'); the screens both consoles share are console-kit's. */
const ROUTES: ConsoleRoute[] = [
  { path: 'dashboard', element: <DashboardPage /> },
  { path: 'kitchen', element: <KitchenListPage /> },
  { path: 'kitchen/create', element: <KitchenFormPage /> },
  { path: 'kitchen/:id', element: <KitchenViewPage /> },
  { path: 'kitchen/:id/edit', element: <KitchenFormPage /> },
  { path: 'kitchen-admin', element: <StaffListPage kind={kitchenAdminKind} /> },
  { path: 'kitchen-admin/create', element: <StaffFormPage kind={kitchenAdminKind} /> },
  { path: 'kitchen-admin/:id', element: <StaffViewPage kind={kitchenAdminKind} /> },
  { path: 'kitchen-admin/:id/edit', element: <StaffFormPage kind={kitchenAdminKind} /> },
  // Every kitchen's cooks.
  { path: 'cook', element: <StaffListPage kind={cook} /> },
  { path: 'cook/create', element: <StaffFormPage kind={cook} /> },
  { path: 'cook/:id', element: <StaffViewPage kind={cook} recipePath={recipePaths(BASE).recipePath} /> },
  { path: 'cook/:id/edit', element: <StaffFormPage kind={cook} /> },
  ...subscriptionPlanRoutes,
  { path: 'category', element: <CategoryListPage /> },
  { path: 'category/create', element: <CategoryFormPage /> },
  { path: 'category/:id', element: <CategoryViewPage /> },
  { path: 'category/:id/edit', element: <CategoryFormPage /> },
  { path: 'subcategory', element: <SubCategoryListPage /> },
  { path: 'subcategory/create', element: <SubCategoryFormPage /> },
  { path: 'subcategory/:id', element: <SubCategoryViewPage /> },
  { path: 'subcategory/:id/edit', element: <SubCategoryFormPage /> },
  { path: 'ingredients', element: <IngredientListPage /> },
  { path: 'ingredients/create', element: <IngredientFormPage /> },
  { path: 'ingredients/:id', element: <IngredientViewPage /> },
  { path: 'ingredients/:id/edit', element: <IngredientFormPage /> },
  // A kitchen's prices of an ingredient (?kitchen=, issue #23), where a recipe's cost gaps link to.
  { path: 'ingredients/:id/prices', element: <IngredientPricesPage /> },
  { path: 'allergens', element: <AllergenListPage /> },
  { path: 'allergens/create', element: <AllergenFormPage /> },
  { path: 'allergens/:id', element: <AllergenViewPage /> },
  { path: 'allergens/:id/edit', element: <AllergenFormPage /> },
  ...paymentRoutes,
  // `recipe/create` and `dishes/create`, the kitchen console's words, lead to this console's `…/new`
  // rather than reading 'create' as an id.
  ...recipeScreens(RECIPE_KIND),
  { path: 'recipe/create', element: <Navigate to={RECIPE_KIND.paths.create} replace /> },
  ...recipeScreens(DISH_KIND),
  { path: 'dishes/create', element: <Navigate to={DISH_KIND.paths.create} replace /> },
  // Costing (issue #23): the kitchen console's pages, for the kitchen picked first (`?kitchen=`).
  { path: 'menu-costing', element: <MenuCostingPage /> },
  { path: 'needs-attention', element: <NeedsAttentionPage /> },
  { path: 'push-notification', element: <PushNotificationPage /> },
  { path: 'user-settings', element: <UserSettingsPage /> },
];

export function ConsoleRoutes() {
  return (
    <LazyScreens>
      <Routes>
        {ROUTES.map(({ path, element }) => (
          <Route key={path} path={`${BASE}/${path}`} element={element} />
        ))}
        <Route path="*" element={<Navigate to={`${BASE}/dashboard`} replace />} />
      </Routes>
    </LazyScreens>
  );
}
