import { StaffFormPage, StaffListPage, StaffViewPage, type ConsoleRoute } from '@brigade/console-kit';
import { kitchenAdminKind } from './kind';

/** The kitchen-admin screens (SPEC.md §2 side menu 'Kitchen Admin'). */
export const kitchenAdminRoutes: ConsoleRoute[] = [
  { path: 'kitchen-admin', element: <StaffListPage kind={kitchenAdminKind} /> },
  { path: 'kitchen-admin/create', element: <StaffFormPage kind={kitchenAdminKind} /> },
  { path: 'kitchen-admin/:id', element: <StaffViewPage kind={kitchenAdminKind} /> },
  { path: 'kitchen-admin/:id/edit', element: <StaffFormPage kind={kitchenAdminKind} /> },
];
