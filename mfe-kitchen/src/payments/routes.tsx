import type { ConsoleRoute } from '@brigade/console-kit';
import { PaymentsPage } from './PaymentsPage';
import { PaymentViewPage } from './PaymentViewPage';

/** Upgrade Plan (the side menu's entry, with the payment history) and one invoice, below /auth/admin. */
export const paymentRoutes: ConsoleRoute[] = [
  { path: 'payments', element: <PaymentsPage /> },
  { path: 'payments/:id', element: <PaymentViewPage /> },
];
