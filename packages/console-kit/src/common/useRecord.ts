import { useQuery } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';

/** One record by the `:id` of the route, read fresh each time a screen opens it. */
export function useRecord<Data>(query: DocumentNode, id: string | undefined) {
  return useQuery<Data>(query, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
}
