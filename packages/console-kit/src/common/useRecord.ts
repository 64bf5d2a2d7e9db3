import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';

/** One record by the `:id` of the route, read fresh each time a screen opens it. */
export function useRecord<Data>(query: TypedDocumentNode<Data, { id: string | number }>, id: string | undefined) {
  return useQuery(query, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
}
