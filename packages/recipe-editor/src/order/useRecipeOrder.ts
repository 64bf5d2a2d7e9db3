import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { formMessages, placeInOrder, readInOrder, splitServerError, useToast } from '@brigade/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { RECIPE_ORDER_IDS } from './queries';
import { UPDATE_RECIPE_ORDER } from './mutations';
import type { RecipeMenuRow } from '../recipes/fragments/recipe-menu';
import { orderMessages } from './messages';
import { movedKitchen } from './ordering';

type Placed = Pick<RecipeMenuRow, 'id' | 'order'>;

/**
 * A kitchen's ids in its order, up to position `upTo`. UpdateRecipeOrder numbers the ids it gets
 * 1..n; sending the whole head of the sequence (recipes and dishes share it, so no type filter)
 * up to the last moved row keeps every later one after them. Reading stops past `upTo`.
 */
async function kitchenSequence(client: ApolloClient, kitchenId: string, upTo: number): Promise<string[]> {
  const records = await readInOrder<Placed>(
    client,
    RECIPE_ORDER_IDS,
    'getRecipeMenu',
    { kitchenId },
    (page) => (page.at(-1)?.order ?? 0) <= upTo,
  );
  return records.filter((r) => r.order <= upTo).map((r) => r.id);
}

/**
 * Drag-and-drop ordering of a recipe or dish list page: shows the rows in their new order at
 * once, saves the kitchen's new sequence, says 'Order saved' (or the server's refusal) and reads
 * the list again.
 */
export function useRecipeOrder<Row extends RecipeMenuRow>(rows: Row[], refetch: () => Promise<unknown>) {
  const intl = useIntl();
  const toast = useToast();
  const client = useApolloClient();
  const [update] = useMutation(UPDATE_RECIPE_ORDER);
  const [moved, setMoved] = useState<string[] | null>(null);

  const reorder = async (keys: string[]) => {
    const change = movedKitchen(rows, keys);
    if (!change) return;
    setMoved(keys);
    try {
      const upTo = Math.max(...rows.filter((row) => change.ids.includes(row.id)).map((row) => row.order));
      const ids = placeInOrder(await kitchenSequence(client, change.kitchenId, upTo), change.ids);
      await update({ variables: { ids } });
      toast.success(intl.formatMessage(orderMessages.orderSaved));
    } catch (error) {
      toast.error(splitServerError(error, []).message ?? intl.formatMessage(formMessages.genericError));
    }
    await refetch().catch(() => undefined);
    setMoved(null);
  };

  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    rows: moved ? moved.flatMap((id) => byId.get(id) ?? []) : rows,
    onReorder: (keys: string[]) => void reorder(keys),
  };
}
