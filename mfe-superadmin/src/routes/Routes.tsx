import { LazyScreens, type ConsoleRoute } from '@brigade/console-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { dashboardRoutes } from '../dashboard/routes';
import { kitchenRoutes } from '../kitchen/routes';
import { kitchenAdminRoutes } from '../kitchen-admin/routes';
import { cookRoutes } from '../cook/routes';
import { subscriptionPlanRoutes } from '../subscriptionplan/routes';
import { categoryRoutes } from '../category/routes';
import { subCategoryRoutes } from '../subcategory/routes';
import { ingredientRoutes } from '../ingredients/routes';
import { allergenRoutes } from '../allergens/routes';
import { paymentRoutes } from '../payments/routes';
import { recipeRoutes } from '../recipe/routes';
import { dishRoutes } from '../dishes/routes';
import { menuCostingRoutes } from '../menu-costing/routes';
import { needsAttentionRoutes } from '../needs-attention/routes';
import { pushNotificationRoutes } from '../push-notification/routes';
import { userSettingsRoutes } from '../user-settings/routes';
import { BASE } from '../common/paths';

/** Every screen of the console (SPEC.md §2 'Super admin routes'), each feature in its own folder with its own routes.tsx. */
const ROUTES: ConsoleRoute[] = [
  ...dashboardRoutes,
  ...kitchenRoutes,
  ...kitchenAdminRoutes,
  ...cookRoutes,
  ...subscriptionPlanRoutes,
  ...categoryRoutes,
  ...subCategoryRoutes,
  ...ingredientRoutes,
  ...allergenRoutes,
  ...paymentRoutes,
  ...recipeRoutes,
  ...dishRoutes,
  ...menuCostingRoutes,
  ...needsAttentionRoutes,
  ...pushNotificationRoutes,
  ...userSettingsRoutes,
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
