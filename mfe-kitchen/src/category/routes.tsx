import { CategoryFormPage, CategoryListPage, CategoryViewPage, type ConsoleRoute } from '@brigade/console-kit';

/** The kitchen's own categories next to the platform's (SPEC.md §2 'category (+/create)'); only its own are edited. */
export const categoryRoutes: ConsoleRoute[] = [
  { path: 'category', element: <CategoryListPage /> },
  { path: 'category/create', element: <CategoryFormPage /> },
  { path: 'category/:id', element: <CategoryViewPage /> },
  { path: 'category/:id/edit', element: <CategoryFormPage /> },
];
