import { PaymentViewPage, type ConsoleRoute } from '@brigade/console-kit';
import { PaymentListPage } from './PaymentListPage';

export const paymentRoutes: ConsoleRoute[] = [
  { path: 'payments', element: <PaymentListPage /> },
  { path: 'payments/:id', element: <PaymentViewPage /> },
];
