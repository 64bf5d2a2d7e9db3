import { PageSpinner } from '@brigade/ui';
import { Suspense, type ReactNode } from 'react';

/**
 * Where a console's screens wait for their code: the heavier screens (a recipe's form and view, the
 * cook's line, payments, the dashboard) are separate chunks fetched when first opened (#26), and
 * meanwhile the spinner stands where the screen will be, with the console around it left in place.
 */
export function LazyScreens({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}
