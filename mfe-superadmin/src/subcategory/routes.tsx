import { SubCategoryFormPage, SubCategoryListPage, SubCategoryViewPage, type ConsoleRoute } from '@brigade/console-kit';

/** The sub-category screens (SPEC.md §2), shared with the kitchen console through @brigade/console-kit. */
export const subCategoryRoutes: ConsoleRoute[] = [
  { path: 'subcategory', element: <SubCategoryListPage /> },
  { path: 'subcategory/create', element: <SubCategoryFormPage /> },
  { path: 'subcategory/:id', element: <SubCategoryViewPage /> },
  { path: 'subcategory/:id/edit', element: <SubCategoryFormPage /> },
];
