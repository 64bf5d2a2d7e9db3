import type { ConsoleRoute } from '../common/routes';
import { StaffFormPage } from '../cook/staff/StaffFormPage';
import { StaffListPage } from '../cook/staff/StaffListPage';
import { StaffViewPage } from '../cook/staff/StaffViewPage';
import { kitchenAdminKind } from './kind';

/** The kitchen-admin screens (SPEC.md §2 side menu 'Kitchen Admin'). */
export const kitchenAdminRoutes: ConsoleRoute[] = [
  { path: 'kitchen-admin', element: <StaffListPage kind={kitchenAdminKind} /> },
  { path: 'kitchen-admin/create', element: <StaffFormPage kind={kitchenAdminKind} /> },
  { path: 'kitchen-admin/:id', element: <StaffViewPage kind={kitchenAdminKind} /> },
  { path: 'kitchen-admin/:id/edit', element: <StaffFormPage kind={kitchenAdminKind} /> },
];
