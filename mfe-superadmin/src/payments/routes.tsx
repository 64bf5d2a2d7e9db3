import type { ConsoleRoute } from '../common/routes';
import { PaymentListPage } from './PaymentListPage';
import { PaymentViewPage } from './PaymentViewPage';

export const paymentRoutes: ConsoleRoute[] = [
  { path: 'payments', element: <PaymentListPage /> },
  { path: 'payments/:id', element: <PaymentViewPage /> },
];
