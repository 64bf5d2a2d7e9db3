import { lazy } from 'react';
import type { ConsoleRoute } from '@brigade/console-kit';

// Fetched when first opened (the console's routes wait in LazyScreens).
const KitchenSettingsPage = lazy(() => import('./KitchenSettingsPage').then((module) => ({ default: module.KitchenSettingsPage })));

/** The side menu's Kitchen: the kitchen admin's own kitchen. */
export const kitchenRoutes: ConsoleRoute[] = [{ path: 'kitchen', element: <KitchenSettingsPage /> }];
