import { internalKey } from '../auth/claims';
import { PORTS } from './ports';
import type { SubgraphName } from './subgraphs';

export type ServerName = 'gateway' | SubgraphName;

/** What every Node server reads from its environment: the gateway as each subgraph (serviceConfig adds a subgraph's own). */
export type ServerConfig = {
  port: number;
  /** The address to listen on: loopback unless told (containers set HOST=0.0.0.0). */
  host?: string;
  internalKey: Uint8Array;
  /** Empty when Kafka is not configured. */
  kafkaBrokers: string[];
  production: boolean;
};

/** The port is the one PORTS gives the server unless PORT says otherwise. */
export function serverConfig(name: ServerName, env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? PORTS[name]),
    host: env.HOST ?? '127.0.0.1',
    internalKey: internalKey(env.INTERNAL_SIGNING_KEY),
    kafkaBrokers: (env.KAFKA_BROKERS ?? '').split(',').filter(Boolean),
    production: env.NODE_ENV === 'production',
  };
}
