import { type ConsoleRoute } from '@brigade/console-kit';
import { SubCategoryFormPage } from './SubCategoryFormPage';
import { SubCategoryListPage } from './SubCategoryListPage';
import { SubCategoryViewPage } from './SubCategoryViewPage';

/** The sub-category screens (SPEC.md §2). */
export const subCategoryRoutes: ConsoleRoute[] = [
  { path: 'subcategory', element: <SubCategoryListPage /> },
  { path: 'subcategory/create', element: <SubCategoryFormPage /> },
  { path: 'subcategory/:id', element: <SubCategoryViewPage /> },
  { path: 'subcategory/:id/edit', element: <SubCategoryFormPage /> },
];
