import { type ConsoleRoute } from '@brigade/console-kit';
import { PlanFormPage } from './PlanFormPage';
import { PlanListPage } from './PlanListPage';
import { PlanViewPage } from './PlanViewPage';

export const subscriptionPlanRoutes: ConsoleRoute[] = [
  { path: 'subscriptionplan', element: <PlanListPage /> },
  { path: 'subscriptionplan/create', element: <PlanFormPage /> },
  { path: 'subscriptionplan/:id', element: <PlanViewPage /> },
  { path: 'subscriptionplan/:id/edit', element: <PlanFormPage /> },
];
