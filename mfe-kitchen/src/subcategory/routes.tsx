import { SubCategoryFormPage, SubCategoryListPage, SubCategoryViewPage, type ConsoleRoute } from '@brigade/console-kit';

/** The kitchen's own sub-categories next to the platform's, under its own or the platform's categories; only its own are edited. */
export const subCategoryRoutes: ConsoleRoute[] = [
  { path: 'subcategory', element: <SubCategoryListPage /> },
  { path: 'subcategory/create', element: <SubCategoryFormPage /> },
  { path: 'subcategory/:id', element: <SubCategoryViewPage /> },
  { path: 'subcategory/:id/edit', element: <SubCategoryFormPage /> },
];
