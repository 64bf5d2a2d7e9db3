import { cookKind, recipePaths, StaffFormPage, StaffListPage, StaffViewPage, type ConsoleRoute } from '@brigade/console-kit';
import { BASE } from '../common/paths';

const kind = cookKind(BASE);

/** The cook screens (SPEC.md §2), every kitchen's. */
export const cookRoutes: ConsoleRoute[] = [
  { path: 'cook', element: <StaffListPage kind={kind} /> },
  { path: 'cook/create', element: <StaffFormPage kind={kind} /> },
  { path: 'cook/:id', element: <StaffViewPage kind={kind} recipePath={recipePaths(BASE).recipePath} /> },
  { path: 'cook/:id/edit', element: <StaffFormPage kind={kind} /> },
];
