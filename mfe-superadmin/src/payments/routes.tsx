import { type ConsoleRoute } from '@brigade/console-kit';
import { PaymentListPage } from './PaymentListPage';
import { PaymentViewPage } from './PaymentViewPage';

export const paymentRoutes: ConsoleRoute[] = [
  { path: 'payments', element: <PaymentListPage /> },
  { path: 'payments/:id', element: <PaymentViewPage /> },
];
