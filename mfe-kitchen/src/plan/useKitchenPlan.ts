import { useQuery } from '@apollo/client/react';
import { useShellSession } from '@brigade/console-kit';
import { KITCHEN_PLAN } from './queries';

/**
 * The caller's kitchen, its plan's limits, its counters and its due date: one cached query that
 * the dashboard, the cook limit, the ads and Upgrade Plan read (and refetch after a change).
 */
export function useKitchenPlan() {
  const { user } = useShellSession();
  const kitchenId = user?.kitchenId ?? '';
  const { data, loading, error, refetch } = useQuery(KITCHEN_PLAN, {
    variables: { id: kitchenId },
    skip: !kitchenId,
    fetchPolicy: 'cache-and-network',
  });
  return { kitchen: data?.getKitchenById ?? null, loading: loading && !data, error, refetch };
}
