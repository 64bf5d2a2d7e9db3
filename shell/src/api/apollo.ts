import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { catchError, map, tap, throwError } from 'rxjs';
import { readToken } from '../session/Session';

/** What the shell does when the server refuses the session, and how it words an HTTP failure or an incomplete answer. */
export type ApiHandlers = {
  onSessionRefused(): void;
  httpFailure(status: number): string;
  /** An answer without data and without an error, or one the gateway said was incomplete only in its extensions. */
  incompleteAnswer(): string;
};

const REFUSED = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);

// SPEC.md §8: a client error carries the first server message (not all of them joined).
CombinedGraphQLErrors.formatMessage = (errors, { defaultFormatMessage }) => errors[0]?.message ?? defaultFormatMessage(errors);

/**
 * No failure passes as an empty answer (issue #24): @apollo/gateway used to answer `data: null`
 * with no `errors` and the reason only under `extensions.valueCompletion`, which Apollo Client
 * ignores, so a list read 'No Record Found'. The gateway now sends those as errors; here, whatever
 * a server still answers so becomes an error (worded in the person's language, path kept), and so
 * does any answer with neither data nor errors. An answer with errors is an error already (every
 * query runs with Apollo Client's default errorPolicy, 'none').
 */
export function surfaceSilentFailures(result: ApolloLink.Result, incompleteAnswer: () => string): ApolloLink.Result {
  if (result.errors?.length) return result;
  const hidden: unknown = result.extensions?.valueCompletion;
  if (Array.isArray(hidden) && hidden.length > 0) {
    const errors = hidden.map((entry: unknown) => {
      const path = (entry as { path?: unknown } | null)?.path;
      return {
        message: incompleteAnswer(),
        ...(Array.isArray(path) ? { path: path as (string | number)[] } : {}),
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      };
    });
    return { ...result, errors };
  }
  if (result.data == null) return { ...result, errors: [{ message: incompleteAnswer(), extensions: { code: 'INTERNAL_SERVER_ERROR' } }] };
  return result;
}

/**
 * Every call carries the session token and the locale header (SPEC.md §7). UNAUTHENTICATED or
 * FORBIDDEN for a call that sent a token ends the session (SPEC.md §8), except FORBIDDEN for a
 * query that shows it itself (HANDLES_FORBIDDEN: one record refused); an HTTP failure is
 * reworded with its status in the person's language, and an answer that hides its failure is an
 * error (`surfaceSilentFailures`). Everything else reaches the caller as is.
 */
export function createApolloClient(graphqlUrl: string, locale: () => string, handlers: ApiHandlers): ApolloClient {
  const auth = new SetContextLink((prev) => {
    const token = readToken();
    return { headers: { ...prev.headers, locale: locale(), ...(token ? { authorization: `Bearer ${token}` } : {}) } };
  });
  const errors = new ApolloLink((operation, forward) => {
    const sentToken = Boolean(readToken());
    return forward(operation).pipe(
      map((result) => surfaceSilentFailures(result, handlers.incompleteAnswer)),
      tap((result) => {
        const codes = (result.errors ?? []).map((e) => e.extensions?.code);
        const ownForbidden = operation.getContext().handlesForbidden === true;
        const ends = (code: unknown) => typeof code === 'string' && REFUSED.has(code) && !(ownForbidden && code === 'FORBIDDEN');
        if (sentToken && codes.some(ends)) handlers.onSessionRefused();
      }),
      catchError((error: unknown) => {
        if (!ServerError.is(error)) return throwError(() => error);
        if (sentToken && error.statusCode === 401) handlers.onSessionRefused();
        // A 2xx whose body holds neither data nor errors: not an HTTP failure, an answer with nothing in it.
        const ok = error.statusCode >= 200 && error.statusCode < 300;
        return throwError(() => new Error(ok ? handlers.incompleteAnswer() : handlers.httpFailure(error.statusCode)));
      }),
    );
  });
  return new ApolloClient({ link: ApolloLink.from([auth, errors, new HttpLink({ uri: graphqlUrl })]), cache: new InMemoryCache() });
}
