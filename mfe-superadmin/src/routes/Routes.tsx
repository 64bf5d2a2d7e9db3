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
  NotFoundPage,
  PushNotificationPage,
  recipeKinds,
  recipePaths,
  PaymentViewPage,
  recordScreens,
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
import { PlanFormPage } from '../subscriptionplan/PlanFormPage';
import { PlanListPage } from '../subscriptionplan/PlanListPage';
import { PlanViewPage } from '../subscriptionplan/PlanViewPage';
import { PaymentListPage } from '../payments/PaymentListPage';
import { UnitListPage } from '../units/UnitListPage';
import { UserSettingsPage } from '../user-settings/UserSettingsPage';
import { BASE } from '../common/paths';

const cook = cookKind(BASE);
/** This console's recipe and dish screens: recipe/new and dishes/new (SPEC.md §2 'Super admin routes'). */
const { recipe: RECIPE_KIND, dish: DISH_KIND } = recipeKinds(BASE, 'new');

/** Every screen of the console (SPEC.md §2 'Super admin routes'); the screens both consoles share are console-kit's. */
const ROUTES: ConsoleRoute[] = [
  { path: 'dashboard', element: <DashboardPage /> },
  ...recordScreens('kitchen', { list: <KitchenListPage />, form: <KitchenFormPage />, view: <KitchenViewPage /> }),
  ...recordScreens('kitchen-admin', {
    list: <StaffListPage kind={kitchenAdminKind} />,
    form: <StaffFormPage kind={kitchenAdminKind} />,
    view: <StaffViewPage kind={kitchenAdminKind} />,
  }),
  // Every kitchen's cooks.
  ...recordScreens('cook', {
    list: <StaffListPage kind={cook} />,
    form: <StaffFormPage kind={cook} />,
    view: <StaffViewPage kind={cook} recipePath={recipePaths(BASE).recipePath} />,
  }),
  ...recordScreens('subscriptionplan', { list: <PlanListPage />, form: <PlanFormPage />, view: <PlanViewPage /> }),
  ...recordScreens('category', { list: <CategoryListPage />, form: <CategoryFormPage />, view: <CategoryViewPage /> }),
  ...recordScreens('subcategory', { list: <SubCategoryListPage />, form: <SubCategoryFormPage />, view: <SubCategoryViewPage /> }),
  { path: 'ingredients', element: <IngredientListPage /> },
  { path: 'ingredients/create', element: <IngredientFormPage /> },
  { path: 'ingredients/:id', element: <IngredientViewPage /> },
  { path: 'ingredients/:id/edit', element: <IngredientFormPage /> },
  // A kitchen's prices of an ingredient (?kitchen=, issue #23), where a recipe's cost gaps link to.
  { path: 'ingredients/:id/prices', element: <IngredientPricesPage /> },
  ...recordScreens('allergens', { list: <AllergenListPage />, form: <AllergenFormPage />, view: <AllergenViewPage /> }),
  // The platform's units, read-only (issue #45).
  { path: 'units', element: <UnitListPage /> },
  { path: 'payments', element: <PaymentListPage /> },
  { path: 'payments/:id', element: <PaymentViewPage /> },
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
        {/* The console's own root still opens the dashboard; any other address without a screen says so (issue #45). */}
        <Route path={BASE} element={<Navigate to={`${BASE}/dashboard`} replace />} />
        <Route path="*" element={<NotFoundPage home={`${BASE}/dashboard`} />} />
      </Routes>
    </LazyScreens>
  );
}
