import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { catchError, tap, throwError } from 'rxjs';
import { readToken } from '../session/session';

/** What the shell does when the server refuses the session, and how it words an HTTP failure. */
export type ApiHandlers = {
  onSessionRefused(): void;
  httpFailure(status: number): string;
};

const REFUSED = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);

// SPEC.md §8: a client error carries the first server message (not all of them joined).
CombinedGraphQLErrors.formatMessage = (errors, { defaultFormatMessage }) => errors[0]?.message ?? defaultFormatMessage(errors);

/**
 * Every call carries the session token and the locale header (SPEC.md §7). UNAUTHENTICATED or
 * FORBIDDEN for a call that sent a token ends the session (SPEC.md §8), except FORBIDDEN for a
 * query that shows it itself (HANDLES_FORBIDDEN: one record refused); an HTTP failure is
 * reworded with its status in the person's language. Everything else reaches the caller as is.
 */
export function createApolloClient(graphqlUrl: string, locale: () => string, handlers: ApiHandlers): ApolloClient {
  const auth = new SetContextLink((prev) => {
    const token = readToken();
    return { headers: { ...prev.headers, locale: locale(), ...(token ? { authorization: `Bearer ${token}` } : {}) } };
  });
  const errors = new ApolloLink((operation, forward) => {
    const sentToken = Boolean(readToken());
    return forward(operation).pipe(
      tap((result) => {
        const codes = (result.errors ?? []).map((e) => e.extensions?.code);
        const ownForbidden = operation.getContext().handlesForbidden === true;
        const ends = (code: unknown) => typeof code === 'string' && REFUSED.has(code) && !(ownForbidden && code === 'FORBIDDEN');
        if (sentToken && codes.some(ends)) handlers.onSessionRefused();
      }),
      catchError((error: unknown) => {
        if (!ServerError.is(error)) return throwError(() => error);
        if (sentToken && error.statusCode === 401) handlers.onSessionRefused();
        return throwError(() => new Error(handlers.httpFailure(error.statusCode)));
      }),
    );
  });
  return new ApolloClient({ link: ApolloLink.from([auth, errors, new HttpLink({ uri: graphqlUrl })]), cache: new InMemoryCache() });
}
