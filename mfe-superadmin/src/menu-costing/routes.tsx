import { MenuCostingPage, type ConsoleRoute } from '@brigade/console-kit';

/** Menu costing (issue #23): console-kit's page, the kitchen's dishes once one is chosen (`?kitchen=`). */
export const menuCostingRoutes: ConsoleRoute[] = [{ path: 'menu-costing', element: <MenuCostingPage /> }];
