import type { Express } from 'express';
import { createMetrics, httpMetrics, type Metrics } from '../observability/metrics';

/** Named conditions for readiness; /readyz is 200 only when every one holds. */
export type ReadinessChecks = Record<string, () => Promise<boolean>>;

/** A slow broker must not make the probe itself time out: details come within this or not at all. */
const DETAILS_TIMEOUT_MS = 1000;

/**
 * The operations endpoints every deployable server exposes (subgraphs and the gateway alike):
 * /healthz (the process answers), /readyz (every check holds, each reported), /metrics
 * (prom-client), and request timing for all of them and /graphql.
 */
export function mountOperations(
  app: Express,
  service: string | Metrics,
  checks: ReadinessChecks,
  /** Reported by /readyz under `dependencies` without deciding it (the gateway's subgraphs). */
  reported: ReadinessChecks = {},
  /** Reported by /readyz under `details` without deciding it (consumer groups' state and lag). */
  details?: () => Promise<Record<string, unknown>>,
): Metrics {
  const metrics = typeof service === 'string' ? createMetrics(service) : service;
  app.use(httpMetrics(metrics, ['/graphql', '/healthz', '/readyz', '/metrics']));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  const run = (all: ReadinessChecks) =>
    Promise.all(Object.entries(all).map(async ([name, check]) => [name, await check().catch(() => false)] as const));
  app.get('/readyz', async (_req, res) => {
    const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), DETAILS_TIMEOUT_MS).unref());
    const [results, others, extra] = await Promise.all([
      run(checks),
      run(reported),
      details ? Promise.race([details().catch(() => undefined), timeout]) : undefined,
    ]);
    const ready = results.every(([, ok]) => ok);
    res.status(ready ? 200 : 503).json({
      status: ready ? 'ready' : 'not ready',
      checks: Object.fromEntries(results),
      ...(others.length > 0 ? { dependencies: Object.fromEntries(others) } : {}),
      ...(extra && Object.keys(extra).length > 0 ? { details: extra } : {}),
    });
  });
  app.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  return metrics;
}
