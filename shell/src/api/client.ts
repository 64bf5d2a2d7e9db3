import type { ApolloClient } from '@apollo/client';
import type { LoadClient } from '@brigade/ui';
import type { ApiHandlers } from './apollo';

export type { LoadClient };

/**
 * Apollo and graphql (about 95 kB gzipped) are fetched on first use, not with the first page: the
 * sign-in page shows its form without them and asks for the client when it is sent (#26). A fetch
 * that failed (the network dropped) is tried again on the next call.
 */
export function lazyClient(graphqlUrl: string, locale: () => string, handlers: ApiHandlers): LoadClient {
  let client: Promise<ApolloClient> | undefined;
  return () =>
    (client ??= import('./apollo')
      .then(({ createApolloClient }) => createApolloClient(graphqlUrl, locale, handlers))
      .catch((error: unknown) => {
        client = undefined;
        throw error;
      }));
}
