import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import type { GatewayContext } from './signed-source';

export type ValueCompletionOptions = {
  /** How any error leaves the gateway (app.ts `publicError`): these never pass Apollo Server's own formatError. */
  format: (error: GraphQLFormattedError) => GraphQLFormattedError;
  /** Counted like every other error (`graphql_errors_total{code}`). */
  count: (code: string) => void;
  log?: Logger;
};

/**
 * A valueCompletion entry as @apollo/gateway leaves it (a GraphQLError) or as JSON would carry it.
 * The gateway codes them INVALID_GRAPHQL, which reads as the client's fault; the client's query was
 * valid and the subgraphs' answers did not fit the schema, so it is ours: INTERNAL_SERVER_ERROR.
 */
function asFormatted(entry: unknown): GraphQLFormattedError | null {
  if (!entry || typeof entry !== 'object') return null;
  const json = typeof (entry as { toJSON?: unknown }).toJSON === 'function' ? (entry as { toJSON(): unknown }).toJSON() : entry;
  const { message, path, locations } = json as Partial<GraphQLFormattedError>;
  if (typeof message !== 'string') return null;
  return {
    message,
    ...(Array.isArray(locations) ? { locations } : {}),
    ...(Array.isArray(path) ? { path } : {}),
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

/**
 * @apollo/gateway reports what goes wrong after the subgraphs answered (a reference no subgraph
 * resolved, so a non-null field such as `Kitchen.name` is empty and nulls bubble up, often to
 * `data: null`) not as errors but under `extensions.valueCompletion`, and only when the subgraphs
 * reported no error themselves (apollographql/federation#2374): clients then see no error at all,
 * and a list shows 'No Record Found'. This moves every such entry into `errors`, with its message
 * and path, formatted as any other error leaving the gateway (no stack; in production an
 * INTERNAL_SERVER_ERROR is 'Something went wrong'), counted, and logged with what it was.
 */
export function valueCompletionErrors(options: ValueCompletionOptions): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue, operationName }) {
          if (response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          const entries: unknown = result.extensions?.valueCompletion;
          if (!Array.isArray(entries) || entries.length === 0) return;
          const { valueCompletion: _moved, ...extensions } = result.extensions ?? {};
          const found = entries.map(asFormatted).filter((e): e is GraphQLFormattedError => e !== null);
          const moved = found.map(options.format);
          for (const _ of moved) options.count('INTERNAL_SERVER_ERROR');
          options.log?.error(
            { requestId: contextValue.requestId, operationName, errors: found.map(({ message, path }) => ({ message, path })) },
            'the answer has fields the subgraphs left empty (valueCompletion); sent as errors',
          );
          const { extensions: _all, ...rest } = result;
          response.body.singleResult = {
            ...rest,
            errors: [...(result.errors ?? []), ...moved],
            ...(Object.keys(extensions).length ? { extensions } : {}),
          };
        },
      };
    },
  };
}
