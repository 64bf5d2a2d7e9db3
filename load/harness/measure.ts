import autocannon from 'autocannon';

/**
 * What every harness entry shares: one GraphQL POST, the autocannon run with its latency
 * percentiles, and the results table.
 */
export const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);

export type Measured = {
  label: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** What the errors were: counts by kind, and the first few failed answers. */
  errorDetail: string[];
};

export async function post(url: string, body: object, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return (await res.json()) as Record<string, unknown>;
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export type MeasureOptions = {
  connections: number;
  /** When given, a 2xx answer whose body fails it counts as an error too (GraphQL errors come with 200). */
  check?: (body: string) => boolean;
};

/** Answers that came back 2xx but wrong: counted, and the first few kept to show. */
export type Tally = { fail(sample: string): void };

/**
 * `connections` clients for SECONDS, connection i sending requestsFor(i, tally) in a loop (one
 * sequence per connection, so each can be a different person). Latencies of every response.
 */
export async function load(
  label: string,
  url: string,
  connections: number,
  requestsFor: (connection: number, tally: Tally) => autocannon.Request[],
  timeoutSeconds = 10,
): Promise<Measured> {
  const latencies: number[] = [];
  let failedChecks = 0;
  const samples: string[] = [];
  const tally: Tally = {
    fail: (sample) => {
      failedChecks++;
      if (samples.length < 3) samples.push(sample.slice(0, 300));
    },
  };
  let next = 0;
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url,
        connections,
        duration: SECONDS,
        timeout: timeoutSeconds,
        // Replaced per connection by setupClient; autocannon builds it once first.
        requests: [{ method: 'POST', body: '{}' }],
        setupClient: (client) => client.setRequests(requestsFor(next++, tally)),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance?.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  const result = await done;
  latencies.sort((a, b) => a - b);
  return {
    label,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    // autocannon counts a timeout in `errors` too.
    errors: result.errors + result.non2xx + failedChecks,
    errorDetail: [
      `socket errors ${result.errors} (timeouts ${result.timeouts} of them), non-2xx ${result.non2xx}, failed checks ${failedChecks}`,
      ...samples,
    ],
  };
}

/** `connections` clients posting `body` to `url` for SECONDS; headersFor(i) gives request i its headers. */
export async function measure(
  label: string,
  url: string,
  body: object,
  headersFor: (i: number) => Record<string, string>,
  { connections, check }: MeasureOptions,
): Promise<Measured> {
  let i = 0;
  return load(label, url, connections, (_connection, tally) => [
    {
      method: 'POST',
      body: JSON.stringify(body),
      setupRequest: (req) => ({ ...req, headers: { 'content-type': 'application/json', ...headersFor(i++) } }),
      ...(check && {
        onResponse: (status: number, text: string) => {
          if (status >= 200 && status < 300 && !check(text)) tally.fail(text);
        },
      }),
    },
  ]);
}

export function printTable(title: string, rows: Measured[], width = 34): void {
  process.stdout.write(`\n${title}\n`);
  process.stdout.write(
    `${'target'.padEnd(width)} ${'requests'.padStart(9)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)}\n`,
  );
  for (const r of rows) {
    process.stdout.write(
      `${r.label.padEnd(width)} ${String(r.requests).padStart(9)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)} ${String(r.errors).padStart(7)}\n`,
    );
  }
}

/** Threshold failures for one row: p95 over its limit, or too many errors. */
export function missed(row: Measured, name: string, thresholds: { p95Ms: number; errorRate: number }): string[] {
  // p95Ms here is the limit itself (the caller scales it for its connections).
  return [
    row.p95 > thresholds.p95Ms && `${name} p95 ${row.p95} ms is over ${thresholds.p95Ms} ms`,
    row.errors / Math.max(1, row.requests) > thresholds.errorRate && `${name} error rate over ${thresholds.errorRate}`,
    row.requests === 0 && `${name} made no requests`,
  ].filter((f): f is string => typeof f === 'string');
}

/** One line per row of `[name, figure]` pairs, e.g. CPU per process. */
export function printPerProcess<R extends { measured: Measured }>(
  title: string,
  rows: R[],
  figures: (row: R) => [string, number][],
  digits: number,
  labelWidth = 34,
): void {
  process.stdout.write(`\n${title}\n`);
  for (const row of rows) {
    process.stdout.write(
      `${row.measured.label.padEnd(labelWidth)} ${figures(row)
        .map(([name, n]) => `${name} ${n.toFixed(digits)}`)
        .join(', ')}\n`,
    );
  }
}
