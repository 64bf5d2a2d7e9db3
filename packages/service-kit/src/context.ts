import DataLoader from 'dataloader';
import type { Logger } from 'pino';
import type { Caller } from './claims';

export type RequestContext = {
  caller: Caller;
  requestId: string;
  log: Logger;
  /** One DataLoader per name per request, so `__resolveReference` batches and never leaks across callers. */
  loader<K, V>(name: string, batch: (keys: readonly K[]) => Promise<(V | Error)[]>): DataLoader<K, V>;
};

export function createContext(caller: Caller, requestId: string, log: Logger): RequestContext {
  const loaders = new Map<string, DataLoader<unknown, unknown>>();
  return {
    caller,
    requestId,
    log,
    loader<K, V>(name: string, batch: (keys: readonly K[]) => Promise<(V | Error)[]>): DataLoader<K, V> {
      let loader = loaders.get(name) as DataLoader<K, V> | undefined;
      if (!loader) {
        loader = new DataLoader<K, V>(batch);
        loaders.set(name, loader as DataLoader<unknown, unknown>);
      }
      return loader;
    },
  };
}
