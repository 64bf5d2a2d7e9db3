import { type ConsoleRoute } from '@brigade/console-kit';
import { AllergenFormPage } from './AllergenFormPage';
import { AllergenListPage } from './AllergenListPage';
import { AllergenViewPage } from './AllergenViewPage';

export const allergenRoutes: ConsoleRoute[] = [
  { path: 'allergens', element: <AllergenListPage /> },
  { path: 'allergens/create', element: <AllergenFormPage /> },
  { path: 'allergens/:id', element: <AllergenViewPage /> },
  { path: 'allergens/:id/edit', element: <AllergenFormPage /> },
];
