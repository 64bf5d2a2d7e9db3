import { Histogram, type Registry } from 'prom-client';
import type { SubgraphResponse } from './subgraph-http';

export type SubgraphTimer = (subgraph: string, call: () => Promise<SubgraphResponse>) => Promise<SubgraphResponse>;

/**
 * `gateway_subgraph_request_duration_seconds{subgraph, status}`: each HTTP call the gateway makes
 * to a subgraph (a batch counts once). Next to the gateway's own /graphql latency it tells which
 * subgraph a slow page waits on; status "error" is a call that got no answer (timeout, refused).
 */
export function subgraphTimer(registry: Registry): SubgraphTimer {
  const duration = new Histogram({
    name: 'gateway_subgraph_request_duration_seconds',
    help: 'HTTP calls from the gateway to each subgraph, by answer status',
    labelNames: ['subgraph', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  return async (subgraph, call) => {
    const end = duration.startTimer({ subgraph });
    try {
      const response = await call();
      end({ status: String(response.status) });
      return response;
    } catch (error) {
      end({ status: 'error' });
      throw error;
    }
  };
}
