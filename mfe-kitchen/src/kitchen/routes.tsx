import type { ConsoleRoute } from '@brigade/console-kit';
import { KitchenSettingsPage } from './KitchenSettingsPage';

/** The side menu's Kitchen: the kitchen admin's own kitchen. */
export const kitchenRoutes: ConsoleRoute[] = [{ path: 'kitchen', element: <KitchenSettingsPage /> }];
