import type { RequestHandler } from 'express';
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

/**
 * Times every request into `http_request_duration_seconds`. Labels only the known routes, so
 * random 404 paths cannot grow the metric without bound.
 */
export function httpMetrics(metrics: Metrics, knownRoutes: string[]): RequestHandler {
  const routes = new Set(knownRoutes);
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const path = req.originalUrl.split('?')[0] ?? '';
      metrics.httpDuration.observe(
        { method: req.method, route: routes.has(path) ? path : 'other', status: String(res.statusCode) },
        seconds,
      );
    });
    next();
  };
}
