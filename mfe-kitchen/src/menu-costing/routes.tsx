import { MenuCostingPage, type ConsoleRoute } from '@brigade/console-kit';

/** Menu costing: every dish's cost, price, food cost % and margin (issue #23), console-kit's page; an admin screen, never a cook's. */
export const menuCostingRoutes: ConsoleRoute[] = [{ path: 'menu-costing', element: <MenuCostingPage /> }];
