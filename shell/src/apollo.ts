import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { readToken } from './session';

/** Every call carries the session token and the locale header (SPEC.md §7). */
export function createApolloClient(graphqlUrl: string, locale: () => string): ApolloClient {
  const auth = new SetContextLink((prev) => {
    const token = readToken();
    return { headers: { ...prev.headers, locale: locale(), ...(token ? { authorization: `Bearer ${token}` } : {}) } };
  });
  return new ApolloClient({ link: ApolloLink.from([auth, new HttpLink({ uri: graphqlUrl })]), cache: new InMemoryCache() });
}
