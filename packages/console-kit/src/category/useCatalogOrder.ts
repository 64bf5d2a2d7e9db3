import { common } from '../common/messages';
import { useAction } from '../common/useAction';
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AdminUpdateOrderMutation, AdminUpdateOrderMutationVariables } from '../__generated__/graphql';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { placeInOrder, readInOrder, useToast } from '@brigade/ui';
import type { DocumentNode } from 'graphql';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { catalogMessages } from './messages';
import { changedOrder, type Orderable } from './ordering';

export const UPDATE_ORDER: TypedDocumentNode<AdminUpdateOrderMutation, AdminUpdateOrderMutationVariables> = gql`
  mutation AdminUpdateOrder($input: UpdateOrderInput!) {
    UpdateOrder(input: $input) {
      code
      message
    }
  }
`;

type Options = {
  type: 'CATEGORY' | 'SUB_CATEGORY';
  /** A list query of the kind asking only ids (`$pageNo`, `$sizePerPage`, `$filters`), and its field. */
  idsQuery: DocumentNode;
  field: string;
  /** Reads the list again once the order is saved (or refused). */
  refetch: () => Promise<unknown>;
};

/**
 * Drag-and-drop ordering of a list page: shows the rows in their new order at once, sends the
 * owner's whole new sequence through UpdateOrder, says 'Order saved' (or the server's refusal)
 * and reads the list again.
 */
export function useCatalogOrder<Row extends Orderable>(rows: Row[], { type, idsQuery, field, refetch }: Options) {
  const intl = useIntl();
  const toast = useToast();
  const client = useApolloClient();
  const act = useAction();
  const [update] = useMutation(UPDATE_ORDER);
  const [moved, setMoved] = useState<string[] | null>(null);

  const onReorder = async (keys: string[]) => {
    const change = changedOrder(rows, keys);
    if (change === 'acrossOwners') return toast.info(intl.formatMessage(catalogMessages.orderWithinOwner));
    if (!change) return;
    setMoved(keys);
    await act(async () => {
      const owner = change.owner ? { kitchenId: change.owner } : { platformOnly: true };
      const all = await readInOrder<{ id: string }>(client, idsQuery, field, owner);
      const ids = placeInOrder(
        all.map((record) => record.id),
        change.ids,
      );
      return update({ variables: { input: { type, ids } } });
    }, common.orderSaved);
    await refetch().catch(() => undefined);
    setMoved(null);
  };

  const byId = new Map(rows.map((row) => [row.id, row]));
  const shown = moved ? moved.flatMap((id) => byId.get(id) ?? []) : rows;
  return { rows: shown, onReorder: (keys: string[]) => void onReorder(keys) };
}
