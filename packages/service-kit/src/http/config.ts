import { runExitHooks } from './exit-hooks';
import { serverConfig, type ServerConfig } from './server-config';
import type { RunningSubgraph } from './server';
import type { SubgraphName } from './subgraphs';

export type ServiceConfig = ServerConfig & {
  mongo: { uri: string; dbName: string };
  /** How often the outbox relay looks for events no write announced (default 1000 ms). */
  outboxIntervalMs: number;
  /** Whether each outboxed write publishes at once (default true; false leaves it to the interval). */
  outboxOnWrite?: boolean;
  /** How long a consumer's fetch may wait for data (default 500 ms; see startEvents). */
  kafkaMaxWaitMs?: number;
};

/** A subgraph's settings from the environment (documented in each service's README): the server's, its database's and its outbox's. */
export function serviceConfig(name: SubgraphName, env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  return {
    ...serverConfig(name, env),
    mongo: { uri: env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017', dbName: env.MONGODB_DB ?? `brigade_${name}` },
    outboxIntervalMs: Number(env.OUTBOX_RELAY_INTERVAL_MS ?? 1000),
    outboxOnWrite: env.OUTBOX_RELAY_ON_WRITE !== 'false',
    kafkaMaxWaitMs: Number(env.KAFKA_MAX_WAIT_MS ?? 500),
  };
}

/** SIGTERM/SIGINT: drain and stop, then exit (what Kubernetes and `npm start` send). */
export function stopOnSignals(service: Pick<RunningSubgraph, 'stop' | 'log'>): void {
  const stop = (signal: string) => {
    service.log.info({ signal }, 'shutting down');
    service.stop().then(
      () => runExitHooks().finally(() => process.exit(0)),
      (error: unknown) => {
        service.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
