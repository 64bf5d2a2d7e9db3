import { cookKind, recipePaths, StaffFormPage, StaffListPage, StaffViewPage, type ConsoleRoute } from '@brigade/console-kit';
import { ADMIN_BASE } from '../common/paths';
import { PlanUsageNotice } from '../plan/PlanUsageNotice';

const kind = cookKind(ADMIN_BASE);

/** The kitchen's cooks (SPEC.md §2 'cook'): its plan's cook limit shown on the list and above a new cook's form. */
export const cookRoutes: ConsoleRoute[] = [
  { path: 'cook', element: <StaffListPage kind={kind} notice={<PlanUsageNotice what="cooks" />} /> },
  {
    path: 'cook/create',
    element: (
      <>
        <PlanUsageNotice what="cooks" />
        <StaffFormPage kind={kind} />
      </>
    ),
  },
  { path: 'cook/:id', element: <StaffViewPage kind={kind} recipePath={recipePaths(ADMIN_BASE).recipePath} /> },
  { path: 'cook/:id/edit', element: <StaffFormPage kind={kind} /> },
];
