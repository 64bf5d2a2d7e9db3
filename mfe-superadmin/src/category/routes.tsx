import type { ConsoleRoute } from '../common/routes';
import { CategoryFormPage } from './CategoryFormPage';
import { CategoryListPage } from './CategoryListPage';
import { CategoryViewPage } from './CategoryViewPage';

/** The category screens (SPEC.md §2). */
export const categoryRoutes: ConsoleRoute[] = [
  { path: 'category', element: <CategoryListPage /> },
  { path: 'category/create', element: <CategoryFormPage /> },
  { path: 'category/:id', element: <CategoryViewPage /> },
  { path: 'category/:id/edit', element: <CategoryFormPage /> },
];
