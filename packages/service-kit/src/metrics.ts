import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export type Metrics = {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  graphqlErrors: Counter<'code'>;
};

export function createMetrics(service: string): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    graphqlErrors: new Counter({
      name: 'graphql_errors_total',
      help: 'GraphQL errors returned, by code',
      labelNames: ['code'],
      registers: [registry],
    }),
  };
}
