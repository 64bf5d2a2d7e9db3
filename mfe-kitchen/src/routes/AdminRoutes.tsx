import { LazyScreens, type ConsoleRoute } from '@brigade/console-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { accountRoutes } from '../account/routes';
import { AdSlot } from '../ads/AdSlot';
import { categoryRoutes } from '../category/routes';
import { ADMIN_BASE, DASHBOARD } from '../common/paths';
import { cookRoutes } from '../cook/routes';
import { dashboardRoutes } from '../dashboard/routes';
import { dishRoutes } from '../dishes/routes';
import { ingredientRoutes } from '../ingredients/routes';
import { kitchenRoutes } from '../kitchen/routes';
import { adminLineRoutes } from '../line/routes';
import { menuCostingRoutes } from '../menu-costing/routes';
import { needsAttentionRoutes } from '../needs-attention/routes';
import { paymentRoutes } from '../payments/routes';
import { pushNotificationRoutes } from '../push-notification/routes';
import { recipeRoutes } from '../recipe/routes';
import { subCategoryRoutes } from '../subcategory/routes';

/** Every screen below /auth/admin/ (SPEC.md §2 'Kitchen admin routes' and side menu), each feature in its own folder. */
const ROUTES: ConsoleRoute[] = [
  ...kitchenRoutes,
  ...cookRoutes,
  ...dishRoutes,
  ...menuCostingRoutes,
  ...needsAttentionRoutes,
  ...recipeRoutes,
  ...categoryRoutes,
  ...subCategoryRoutes,
  ...ingredientRoutes,
  ...accountRoutes,
  ...pushNotificationRoutes,
  ...paymentRoutes,
];

/**
 * The kitchen admin's console: the dashboard at the root, the rest under /auth/admin/, the ad slot above each screen;
 * and the cook's page of any recipe or dish at the cook's own address (/recipe/:id, 'View as cook').
 */
export function AdminRoutes() {
  return (
    <>
      <AdSlot />
      <LazyScreens>
        <Routes>
          {[...dashboardRoutes, ...adminLineRoutes].map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
          {ROUTES.map(({ path, element }) => (
            <Route key={path} path={`${ADMIN_BASE}/${path}`} element={element} />
          ))}
          <Route path="*" element={<Navigate to={DASHBOARD} replace />} />
        </Routes>
      </LazyScreens>
    </>
  );
}
