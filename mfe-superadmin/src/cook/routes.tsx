import type { ConsoleRoute } from '../common/routes';
import { cookKind } from './kind';
import { StaffFormPage } from './staff/StaffFormPage';
import { StaffListPage } from './staff/StaffListPage';
import { StaffViewPage } from './staff/StaffViewPage';

/** The cook screens (SPEC.md §2). */
export const cookRoutes: ConsoleRoute[] = [
  { path: 'cook', element: <StaffListPage kind={cookKind} /> },
  { path: 'cook/create', element: <StaffFormPage kind={cookKind} /> },
  { path: 'cook/:id', element: <StaffViewPage kind={cookKind} /> },
  { path: 'cook/:id/edit', element: <StaffFormPage kind={cookKind} /> },
];
