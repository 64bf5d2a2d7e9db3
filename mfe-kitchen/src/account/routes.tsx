import { lazy } from 'react';
import type { ConsoleRoute } from '@brigade/console-kit';

// Fetched when first opened (the console's routes wait in LazyScreens).
const AccountPage = lazy(() => import('./AccountPage').then((module) => ({ default: module.AccountPage })));

export const accountRoutes: ConsoleRoute[] = [{ path: 'account', element: <AccountPage /> }];
