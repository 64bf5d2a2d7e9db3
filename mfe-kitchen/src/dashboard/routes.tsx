import { lazy } from 'react';
import type { ConsoleRoute } from '@brigade/console-kit';
import { DASHBOARD } from '../common/paths';

// Fetched when first opened (the console's routes wait in LazyScreens).
const DashboardPage = lazy(() => import('./DashboardPage').then((module) => ({ default: module.DashboardPage })));

/** The side menu's Dashboard: the kitchen admin's home at the root. */
export const dashboardRoutes: ConsoleRoute[] = [{ path: DASHBOARD, element: <DashboardPage /> }];
