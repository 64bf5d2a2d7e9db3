import type { ConsoleRoute } from '@brigade/console-kit';
import { MenuCostingPage } from './MenuCostingPage';

/** Menu costing: every dish's cost, price, food cost % and margin (issue #23); an admin screen, never a cook's. */
export const menuCostingRoutes: ConsoleRoute[] = [{ path: 'menu-costing', element: <MenuCostingPage /> }];
