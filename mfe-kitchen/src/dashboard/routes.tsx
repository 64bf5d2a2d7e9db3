import type { ConsoleRoute } from '@brigade/console-kit';
import { DASHBOARD } from '../common/paths';
import { DashboardPage } from './DashboardPage';

/** The side menu's Dashboard: the kitchen admin's home at the root. */
export const dashboardRoutes: ConsoleRoute[] = [{ path: DASHBOARD, element: <DashboardPage /> }];
