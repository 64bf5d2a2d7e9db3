import { percentile, post } from './measure';

/**
 * Subgraph calls counted from each server's own `/metrics` (prom-client, packages/service-kit
 * src/metrics.ts): the `http_request_duration_seconds` histogram's `_count` and `_sum` for route
 * `/graphql`, all methods and statuses summed.
 */
const SERIES = /^http_request_duration_seconds_(count|sum)\{([^}]*)\}\s+(\S+)/;

export type Reading = { count: number; seconds: number };

async function readGraphql(graphqlUrl: string): Promise<Reading> {
  const res = await fetch(graphqlUrl.replace(/\/graphql$/, '/metrics'));
  if (!res.ok) throw new Error(`${graphqlUrl}: /metrics answered ${res.status}`);
  const reading = { count: 0, seconds: 0 };
  for (const line of (await res.text()).split('\n')) {
    const match = SERIES.exec(line);
    if (!match || !/(^|,)route="\/graphql"/.test(match[2] ?? '')) continue;
    if (match[1] === 'count') reading.count += Number(match[3]);
    else reading.seconds += Number(match[3]);
  }
  return reading;
}

export async function readAll(urls: Record<string, string>): Promise<Record<string, Reading>> {
  return Object.fromEntries(await Promise.all(Object.entries(urls).map(async ([name, url]) => [name, await readGraphql(url)] as const)));
}

/** Each server's mean ms per /graphql call between two readings (those it was called at all). */
export function meanMs(before: Record<string, Reading>, after: Record<string, Reading>): [string, number][] {
  return Object.keys(after)
    .map((name): [string, number, number] => {
      const count = (after[name]?.count ?? 0) - (before[name]?.count ?? 0);
      const seconds = (after[name]?.seconds ?? 0) - (before[name]?.seconds ?? 0);
      return [name, count ? (seconds * 1000) / count : 0, count];
    })
    .filter(([, , count]) => count > 0)
    .map(([name, ms]): [string, number] => [name, ms]);
}

/** Waits until no server's /graphql counter moves (requests a load run left in flight have ended). */
export async function quiet(urls: Record<string, string>, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  let last = JSON.stringify(await readAll(urls));
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = JSON.stringify(await readAll(urls));
    if (now === last || Date.now() - started > timeoutMs) return;
    last = now;
  }
}

export type Calls = {
  /** Gateway requests made, and how many the gateway itself counted (they must agree). */
  requests: number;
  gatewayCounted: number;
  /** Per subgraph: calls per gateway request, and the subgraph's mean time per call. */
  perSubgraph: Record<string, { perRequest: number; meanMs: number }>;
  total: number;
  /** The gateway request's own latency, one at a time. */
  p50Ms: number;
};

/**
 * `requests` gateway requests one after the other, with every server's counters read before and
 * after: how many subgraph calls one request makes is a property of its query plan, so nothing
 * else may run meanwhile, and no request may be in flight at either reading.
 */
export async function countCalls(
  gatewayUrl: string,
  serviceUrls: Record<string, string>,
  body: object,
  headers: Record<string, string>,
  requests = 20,
): Promise<Calls> {
  const urls = { ...serviceUrls, gateway: gatewayUrl };
  await quiet(urls);
  const before = await readAll(urls);
  const latencies: number[] = [];
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now();
    const reply = await post(gatewayUrl, body, headers);
    latencies.push(performance.now() - t0);
    if (reply.errors) throw new Error(`counting calls: ${JSON.stringify(reply.errors).slice(0, 300)}`);
  }
  const after = await readAll(urls);
  const delta = (name: string) => ({
    count: (after[name]?.count ?? 0) - (before[name]?.count ?? 0),
    seconds: (after[name]?.seconds ?? 0) - (before[name]?.seconds ?? 0),
  });
  const perSubgraph = Object.fromEntries(
    Object.keys(serviceUrls).map((name) => {
      const { count, seconds } = delta(name);
      return [name, { perRequest: count / requests, meanMs: count ? (seconds * 1000) / count : 0 }];
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requests,
    gatewayCounted: delta('gateway').count,
    perSubgraph,
    total: Object.values(perSubgraph).reduce((sum, s) => sum + s.perRequest, 0),
    p50Ms: percentile(latencies, 50),
  };
}

export function printCalls(rows: { label: string; calls: Calls }[]): void {
  const names = Object.keys(rows[0]?.calls.perSubgraph ?? {});
  process.stdout.write(
    `\nsubgraph calls per gateway request, and mean ms per call (counted from each server's /metrics, one request at a time)\n`,
  );
  process.stdout.write(
    `${'row'.padEnd(34)} ${'reqs'.padStart(5)} ${'1-at-a-time p50'.padStart(15)} ${names.map((n) => n.padStart(14)).join('')} ${'total'.padStart(6)}\n`,
  );
  for (const { label, calls } of rows) {
    const cells = names.map((n) => {
      const s = calls.perSubgraph[n] ?? { perRequest: 0, meanMs: 0 };
      return `${s.perRequest.toFixed(2)} (${s.meanMs.toFixed(0)}ms)`.padStart(14);
    });
    process.stdout.write(
      `${label.padEnd(34)} ${String(calls.gatewayCounted).padStart(5)} ${`${calls.p50Ms.toFixed(0)} ms`.padStart(15)} ${cells.join('')} ${calls.total.toFixed(2).padStart(6)}\n`,
    );
  }
}
