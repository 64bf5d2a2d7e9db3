import { consoleMessages as common, useAction } from '@brigade/console-kit';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { placeInOrder, readInOrder } from '@brigade/ui';
import { useCallback } from 'react';
import type { AdminKitchenOrderQuery } from '../__generated__/graphql';
import { KITCHEN_ORDER, UPDATE_KITCHEN_ORDER } from './queries';

type OrderRow = AdminKitchenOrderQuery['getKitchen']['records'][number];

/**
 * Drag-and-drop ordering of kitchens: reads every kitchen's id in the stored order, puts the
 * dragged rows in their new places within it, sends the whole order, says how it went and
 * reads the list again (which also undoes the rows' move if the server refused).
 */
export function useKitchenReorder(refetch: () => Promise<unknown>) {
  const client = useApolloClient();
  const act = useAction();
  const [save] = useMutation(UPDATE_KITCHEN_ORDER);
  return useCallback(
    async (reordered: string[]) => {
      await act(async () => {
        const all = await readInOrder<OrderRow>(client, KITCHEN_ORDER, 'getKitchen');
        return save({
          variables: {
            ids: placeInOrder(
              all.map((kitchen) => kitchen.id),
              reordered,
            ),
          },
        });
      }, common.orderSaved);
      await refetch();
    },
    [act, client, save, refetch],
  );
}
