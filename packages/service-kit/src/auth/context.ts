import DataLoader from 'dataloader';
import type { Logger } from 'pino';
import type { Caller, RequestMeta } from './claims';
import { toLocale, type Locale } from '../i18n/translate';

export type RequestContext = {
  caller: Caller;
  requestId: string;
  log: Logger;
  /** The language the person asked for (the spec's locale header), for messages they will read. */
  locale: Locale;
  /** The client's address as the gateway saw it (rate limits per address); undefined when unknown. */
  clientIp: string | undefined;
  /** The client's Idempotency-Key, signed by the gateway; creating mutations run once per key (idempotency.ts). */
  idempotencyKey: string | undefined;
  /** One DataLoader per name per request, so `__resolveReference` batches and never leaks across callers. */
  loader<K, V>(name: string, batch: (keys: readonly K[]) => Promise<(V | Error)[]>): DataLoader<K, V>;
};

export function createContext(caller: Caller, requestId: string, log: Logger, meta: RequestMeta = {}): RequestContext {
  const loaders = new Map<string, DataLoader<unknown, unknown>>();
  return {
    caller,
    requestId,
    log,
    locale: toLocale(meta.locale),
    clientIp: meta.clientIp,
    idempotencyKey: meta.idempotencyKey,
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
