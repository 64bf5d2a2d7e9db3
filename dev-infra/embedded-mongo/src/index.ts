import { Catalog } from './engine/catalog';
import { Journal } from './storage/journal';
import { acquireLock } from './storage/lock';
import { WireServer, type Logger } from './server';

export type StartOptions = {
  /** TCP port; 0 picks a free one. Default 27017. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1: the engine has no authentication. */
  host?: string;
  /** Directory for the journal and snapshots; without it data lives in memory only. */
  dbPath?: string;
  /** Journal growth that triggers a snapshot. Default 64 MiB. */
  compactAfterBytes?: number;
  /** Seconds between TTL sweeps (mongod's ttlMonitorSleepSecs). Default 60. */
  ttlMonitorSleepSecs?: number;
  log?: Logger;
};

export type EmbeddedMongo = {
  uri: string;
  host: string;
  port: number;
  dbPath: string | undefined;
  stop(): Promise<void>;
};

/** Starts a MongoDB wire-protocol server; resolves once it accepts connections. */
export async function start(options: StartOptions = {}): Promise<EmbeddedMongo> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => undefined);
  const catalog = new Catalog();
  let journal: Journal | undefined;
  let release: (() => void) | undefined;
  if (options.dbPath) {
    const { mkdirSync } = await import('node:fs');
    mkdirSync(options.dbPath, { recursive: true });
    release = acquireLock(options.dbPath);
    try {
      journal = Journal.open(options.dbPath, { compactAfterBytes: options.compactAfterBytes ?? 64 * 1024 * 1024 }, (op) =>
        catalog.apply(op),
      );
    } catch (error) {
      release();
      throw error;
    }
    catalog.sink = journal;
  }
  const server = new WireServer(catalog, journal, log, options.ttlMonitorSleepSecs ?? 60);
  let port: number;
  try {
    port = await server.listen(options.port ?? 27017, host);
  } catch (error) {
    journal?.close();
    release?.();
    throw error;
  }
  let stopped: Promise<void> | undefined;
  return {
    uri: `mongodb://${host}:${port}`,
    host,
    port,
    dbPath: options.dbPath,
    stop: () => {
      stopped ??= (async () => {
        await server.close();
        if (journal) {
          journal.compact(catalog.stateOps());
          journal.close();
        }
        release?.();
      })();
      return stopped;
    },
  };
}

export { Catalog } from './engine/catalog';
export type { Logger } from './server';
