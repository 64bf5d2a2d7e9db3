import mongoose, { type Connection } from 'mongoose';
import type { Logger } from 'pino';
import { serviceConfig, stopOnSignals, type ServiceConfig } from './config';
import { createLogger } from '../observability/logger';
import { loadTypeDefs } from './schema-files';
import { startSubgraph, type RunningSubgraph, type SubgraphOptions } from './server';
import type { SubgraphName } from './subgraphs';

export type ServiceStarter = (config: ServiceConfig, log?: Logger) => Promise<RunningSubgraph>;

/**
 * A subgraph whose settings come from its ServiceConfig and whose SDL is every `*.graphql` under
 * `schemaDir` (`loadTypeDefs`: a service passes its own folder, src in tests and dist when built), read at start.
 */
export function configuredSubgraph(name: string, schemaDir: string, setup: SubgraphOptions['setup']): ServiceStarter {
  return (config, log) =>
    startSubgraph({
      name,
      typeDefs: loadTypeDefs(schemaDir),
      port: config.port,
      host: config.host,
      mongo: config.mongo,
      internalKey: config.internalKey,
      kafkaBrokers: config.kafkaBrokers,
      outboxIntervalMs: config.outboxIntervalMs,
      outboxOnWrite: config.outboxOnWrite,
      kafkaMaxWaitMs: config.kafkaMaxWaitMs,
      production: config.production,
      log,
      setup,
    });
}

const fail = (what: string) => (error: unknown) => {
  process.stderr.write(`${what}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
};

/**
 * A service's `main`: start from the environment, stop cleanly on SIGTERM/SIGINT. A bad setting
 * (LOG_FORMAT, INTERNAL_SIGNING_KEY, ...) ends the process with one line saying which.
 */
export function runService(name: SubgraphName, start: ServiceStarter): void {
  Promise.resolve()
    .then(() => start(serviceConfig(name), createLogger(name)))
    .then(stopOnSignals, fail(`${name} failed to start`));
}

/** Opens the service's database for a one-off job (seeds) and always closes it. */
export async function withDatabase<T>(uri: string, dbName: string, job: (connection: Connection) => Promise<T>): Promise<T> {
  const connection = await mongoose.createConnection(uri, { dbName }).asPromise();
  try {
    return await job(connection);
  } finally {
    await connection.close();
  }
}

/** A seed's `main`: runs against MONGODB_URI / MONGODB_DB (default `brigade_<name>`) and reports. */
export function runSeed(name: string, seed: (uri: string, dbName: string) => Promise<number>, noun: string): void {
  seed(process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017', process.env.MONGODB_DB ?? `brigade_${name}`).then(
    (n) => process.stdout.write(`${name} seed: ${n} ${noun} created\n`),
    fail(`${name} seed failed`),
  );
}
