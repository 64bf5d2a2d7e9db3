import { type ConsoleRoute } from '@brigade/console-kit';
import { KitchenFormPage } from './KitchenFormPage';
import { KitchenListPage } from './KitchenListPage';
import { KitchenViewPage } from './KitchenViewPage';

/** The kitchen screens (SPEC.md §2). */
export const kitchenRoutes: ConsoleRoute[] = [
  { path: 'kitchen', element: <KitchenListPage /> },
  { path: 'kitchen/create', element: <KitchenFormPage /> },
  { path: 'kitchen/:id', element: <KitchenViewPage /> },
  { path: 'kitchen/:id/edit', element: <KitchenFormPage /> },
];
