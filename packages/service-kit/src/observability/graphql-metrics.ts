import type { ApolloServerPlugin } from '@apollo/server';
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import { Histogram, type Registry } from 'prom-client';

/**
 * `graphql_resolver_duration_seconds{type, field}` for the root fields of Query and Mutation
 * (`_entities` included, which is where the gateway's reference lookups land). Nested fields are
 * mostly property reads; timing each of them would cost more than it tells, and their names
 * would multiply the series. The root resolvers are wrapped in the schema itself: Apollo's
 * `willResolveField` hook would make Apollo wrap every field of every answer to ask (issue #26).
 */
export function timeRootResolvers(schema: GraphQLSchema, registry: Registry): GraphQLSchema {
  const duration = new Histogram({
    name: 'graphql_resolver_duration_seconds',
    help: 'Time spent in root GraphQL resolvers, by parent type and field',
    labelNames: ['type', 'field', 'outcome'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = async (source, args, context, info) => {
        const end = duration.startTimer({ type: info.parentType.name, field: info.fieldName });
        try {
          const value: unknown = await resolve(source, args, context, info);
          end({ outcome: 'ok' });
          return value;
        } catch (error) {
          end({ outcome: 'error' });
          throw error;
        }
      };
    }
  }
  return schema;
}

/**
 * `graphql_errors_total{code}`: the gateway's and every subgraph's errors by code. An error with
 * no code is an unexpected failure, counted as INTERNAL_SERVER_ERROR: the API-errors alert
 * counts only that code (and 5xx), never the client's faults (BAD_USER_INPUT, parse errors ...).
 */
export function errorMetricsPlugin<TContext extends object>(count: (code: string) => void): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors }) {
          for (const e of errors) count(String(e.extensions?.code ?? 'INTERNAL_SERVER_ERROR'));
        },
      };
    },
  };
}
