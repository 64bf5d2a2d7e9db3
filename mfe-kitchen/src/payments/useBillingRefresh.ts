import { useApolloClient } from '@apollo/client/react';
import { PAYMENTS } from '@brigade/console-kit';
import { useCallback } from 'react';
import { KITCHEN_PLAN } from '../plan/queries';

/**
 * After a payment or a plan change: the kitchen's plan (its limits, due date and ads, which the
 * shell's due check reads from the same cached Kitchen) and the payment history, asked again.
 * A failed refresh leaves the old figures until the next visit; the payment itself went through.
 */
export function useBillingRefresh() {
  const client = useApolloClient();
  return useCallback(async () => {
    await client.refetchQueries({ include: [KITCHEN_PLAN, PAYMENTS] }).catch(() => undefined);
  }, [client]);
}
