import type { ConsoleRoute } from '../common/routes';
import { DashboardPage } from './DashboardPage';

export const dashboardRoutes: ConsoleRoute[] = [{ path: 'dashboard', element: <DashboardPage /> }];
