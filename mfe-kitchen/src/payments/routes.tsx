import { lazy } from 'react';
import { PaymentViewPage, type ConsoleRoute } from '@brigade/console-kit';

// Fetched when first opened (the console's routes wait in LazyScreens).
const PaymentsPage = lazy(() => import('./PaymentsPage').then((module) => ({ default: module.PaymentsPage })));

/** Upgrade Plan (the side menu's entry, with the payment history) and one invoice (console-kit's), below /auth/admin. */
export const paymentRoutes: ConsoleRoute[] = [
  { path: 'payments', element: <PaymentsPage /> },
  { path: 'payments/:id', element: <PaymentViewPage /> },
];
