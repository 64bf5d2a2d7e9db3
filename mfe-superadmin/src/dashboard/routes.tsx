import { type ConsoleRoute } from '@brigade/console-kit';
import { DashboardPage } from './DashboardPage';

export const dashboardRoutes: ConsoleRoute[] = [{ path: 'dashboard', element: <DashboardPage /> }];
