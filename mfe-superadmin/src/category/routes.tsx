import { CategoryFormPage, CategoryListPage, CategoryViewPage, type ConsoleRoute } from '@brigade/console-kit';

/** The category screens (SPEC.md §2). */
export const categoryRoutes: ConsoleRoute[] = [
  { path: 'category', element: <CategoryListPage /> },
  { path: 'category/create', element: <CategoryFormPage /> },
  { path: 'category/:id', element: <CategoryViewPage /> },
  { path: 'category/:id/edit', element: <CategoryFormPage /> },
];
