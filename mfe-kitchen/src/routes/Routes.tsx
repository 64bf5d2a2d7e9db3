import {
  CategoryFormPage,
  CategoryListPage,
  CategoryViewPage,
  cookKind,
  IngredientConversionsPage,
  IngredientFormPage,
  IngredientListPage,
  IngredientPricesPage,
  IngredientViewPage,
  LazyScreens,
  MenuCostingPage,
  NeedsAttentionPage,
  NotFoundPage,
  PriceImportPage,
  PushNotificationPage,
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
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdSlot } from '../ads/AdSlot';
import { ADMIN_BASE, DASHBOARD } from '../common/paths';
import { LineTheme } from '../line/LineTheme';
import { LINE_HOME, LINE_RECIPE_PATH } from '../line/paths';
import { AdminPreview } from '../line/AdminPreview';
import { PlanUsageNotice } from '../plan/PlanUsageNotice';
import { DISH_KIND, RECIPE_KIND } from '../recipe/kinds';
import { ViewAsCookLink } from '../recipe/ViewAsCook';

// This console's own screens are fetched when first opened (the routes wait in LazyScreens).
const AccountPage = lazy(() => import('../account/AccountPage').then((module) => ({ default: module.AccountPage })));
const DashboardPage = lazy(() => import('../dashboard/DashboardPage').then((module) => ({ default: module.DashboardPage })));
const PaymentsPage = lazy(() => import('../payments/PaymentsPage').then((module) => ({ default: module.PaymentsPage })));
const KitchenSettingsPage = lazy(() =>
  import('../kitchen/KitchenSettingsPage').then((module) => ({ default: module.KitchenSettingsPage })),
);
const LineHomePage = lazy(() => import('../line/LineHomePage').then((module) => ({ default: module.LineHomePage })));
const LineRecipePage = lazy(() => import('../line/LineRecipePage').then((module) => ({ default: module.LineRecipePage })));

const cook = cookKind(ADMIN_BASE);

/**
 * Every screen below /auth/admin/ (SPEC.md §2 'Kitchen admin routes' and side menu). The screens both consoles
 * share are console-kit's; the plan's limits show above the lists and forms they bound.
 */
const ADMIN_ROUTES: ConsoleRoute[] = [
  // The side menu's Kitchen: the kitchen admin's own kitchen.
  { path: 'kitchen', element: <KitchenSettingsPage /> },
  { path: 'cook', element: <StaffListPage kind={cook} notice={<PlanUsageNotice what="cooks" />} /> },
  {
    path: 'cook/create',
    element: (
      <>
        <PlanUsageNotice what="cooks" />
        <StaffFormPage kind={cook} />
      </>
    ),
  },
  { path: 'cook/:id', element: <StaffViewPage kind={cook} recipePath={recipePaths(ADMIN_BASE).recipePath} /> },
  { path: 'cook/:id/edit', element: <StaffFormPage kind={cook} /> },
  // The kitchen's menu (dishes): the recipe screens with type MENU, 'View as cook' and the plan's dish limit.
  ...recipeScreens(DISH_KIND, { notice: <PlanUsageNotice what="dishes" />, viewActions: <ViewAsCookLink /> }),
  // Costing (issue #23): admin screens, never a cook's.
  { path: 'menu-costing', element: <MenuCostingPage /> },
  { path: 'needs-attention', element: <NeedsAttentionPage /> },
  ...recipeScreens(RECIPE_KIND, { notice: <PlanUsageNotice what="recipes" />, viewActions: <ViewAsCookLink /> }),
  // The kitchen's own categories, sub-categories and ingredients next to the platform's: only its own are edited.
  ...recordScreens('category', { list: <CategoryListPage />, form: <CategoryFormPage />, view: <CategoryViewPage /> }),
  ...recordScreens('subcategory', { list: <SubCategoryListPage />, form: <SubCategoryFormPage />, view: <SubCategoryViewPage /> }),
  // Of a platform ingredient the kitchen states only its own density and piece weight. Every one has the kitchen's
  // purchase prices (issue #23), a supplier's price list imported from the list's toolbar (`import-prices`, before `:id`).
  { path: 'ingredients', element: <IngredientListPage /> },
  { path: 'ingredients/create', element: <IngredientFormPage /> },
  { path: 'ingredients/import-prices', element: <PriceImportPage /> },
  { path: 'ingredients/:id', element: <IngredientViewPage /> },
  { path: 'ingredients/:id/edit', element: <IngredientFormPage /> },
  { path: 'ingredients/:id/conversions', element: <IngredientConversionsPage /> },
  { path: 'ingredients/:id/prices', element: <IngredientPricesPage /> },
  { path: 'account', element: <AccountPage /> },
  { path: 'push-notification', element: <PushNotificationPage /> },
  // Upgrade Plan (the side menu's entry, with the payment history) and one invoice.
  { path: 'payments', element: <PaymentsPage /> },
  { path: 'payments/:id', element: <PaymentViewPage /> },
];

/**
 * At the root for the admin: the dashboard (the side menu's Dashboard), and a recipe or dish as a cook gets it
 * ('View as cook') at the cook's own address. The server lets an admin read every recipe of the kitchen, so this
 * works for paused, private and beyond-the-allowance ones too.
 */
const ADMIN_ROOT_ROUTES: ConsoleRoute[] = [
  { path: DASHBOARD, element: <DashboardPage /> },
  {
    path: LINE_RECIPE_PATH,
    element: (
      <AdminPreview>
        <LineTheme>
          <LineRecipePage />
        </LineTheme>
      </AdminPreview>
    ),
  },
];

/** The cook's screens, at absolute paths, in large type for a tablet on the line. */
const COOK_ROUTES: ConsoleRoute[] = [
  {
    path: LINE_HOME,
    element: (
      <LineTheme>
        <LineHomePage />
      </LineTheme>
    ),
  },
  {
    path: LINE_RECIPE_PATH,
    element: (
      <LineTheme>
        <LineRecipePage />
      </LineTheme>
    ),
  },
];

/** The kitchen admin's console: the dashboard at the root, the rest under /auth/admin/, the ad slot above each screen. */
export function AdminRoutes() {
  return (
    <>
      <AdSlot />
      <LazyScreens>
        <Routes>
          {ADMIN_ROOT_ROUTES.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
          {ADMIN_ROUTES.map(({ path, element }) => (
            <Route key={path} path={`${ADMIN_BASE}/${path}`} element={element} />
          ))}
          <Route path={ADMIN_BASE} element={<Navigate to={DASHBOARD} replace />} />
          {/* An address with no screen says so where it is (issue #45), rather than quietly becoming the dashboard. */}
          <Route path="*" element={<NotFoundPage home={DASHBOARD} />} />
        </Routes>
      </LazyScreens>
    </>
  );
}

/**
 * A cook's app: the recipes and dishes they may see, and each one as a page made for the line.
 * The kitchen admin's screens are not theirs: those addresses say Access Forbidden.
 */
export function CookRoutes() {
  return (
    <LazyScreens>
      <Routes>
        {COOK_ROUTES.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="/auth/admin/*" element={<Navigate to="/access-forbidden" replace />} />
        <Route path="*" element={<NotFoundPage home={LINE_HOME} />} />
      </Routes>
    </LazyScreens>
  );
}
