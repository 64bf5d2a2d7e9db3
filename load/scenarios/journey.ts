/**
 * A journey: the requests one person makes in one pass (a page walk, create-update-delete),
 * written once and driven by k6 (scenarios/k6-journey.ts) or by autocannon (harness/journeys.ts).
 * No runtime imports, so both load it.
 */

/** What one pass keeps between its requests, e.g. the created recipe's id; empty at every pass's start. */
export type Context = Record<string, string | undefined>;

export type GraphQLRequest = { query: string; variables?: Record<string, unknown> };

export type Step = {
  /** Names the request in k6's checks and tags. */
  name: string;
  /** The request; undefined when it needs what an earlier step failed to keep (the pass ends there). */
  request: (context: Context) => GraphQLRequest | undefined;
  /** Headers besides content-type: a bearer token, or the gateway's signed claims for a subgraph. */
  headers: Record<string, string>;
  /** What is wrong with the parsed answer, or null (GraphQL errors come with HTTP 200). */
  check: (reply: unknown) => string | null;
  /** Keeps what later steps need. */
  keep?: (reply: unknown, context: Context) => void;
};

/**
 * p95 of every request of the journey, and the share of requests that failed (HTTP or check).
 * `p95Ms` is the limit at REFERENCE_CONNECTIONS; see p95LimitMs for more.
 */
export type Thresholds = { p95Ms: number; errorRate: number };

export const REFERENCE_CONNECTIONS = 20;

/**
 * The p95 limit at `connections` connections (or virtual users): beyond REFERENCE_CONNECTIONS
 * it grows in proportion, because a server already busy at 20 only queues the rest (Little's
 * law: time in the system = requests in it / throughput), so 50 connections wait 2.5 times as
 * long at the same throughput. Throughput falling, or a request getting dearer, still shows.
 */
export const p95LimitMs = (t: Thresholds, connections: number): number =>
  Math.round(t.p95Ms * Math.max(1, connections / REFERENCE_CONNECTIONS));

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

/** The value at a dotted path of a parsed answer (`data.getRecipeMenu.total`), or undefined. */
export function at(reply: unknown, path: string): unknown {
  let node: unknown = reply;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The answer's first GraphQL error, or null. */
export function errorOf(reply: unknown): string | null {
  const errors = at(reply, 'errors');
  if (!Array.isArray(errors) || errors.length === 0) return null;
  return JSON.stringify(errors[0]).slice(0, 300);
}

/** A check that the answer has no errors and `ok` holds for it; `problem` says what is wrong otherwise. */
export const expect =
  (ok: (reply: unknown) => boolean, problem: string) =>
  (reply: unknown): string | null =>
    errorOf(reply) ?? (ok(reply) ? null : `${problem}: ${JSON.stringify(reply).slice(0, 300)}`);

/** The tenant a virtual user (1-based, k6's __VU) or a connection (0-based + 1) works as. */
export const tenantOf = <T>(tenants: T[], vu: number): T => {
  if (tenants.length === 0) throw new Error('setup seeded no tenants');
  return tenants[(vu - 1) % tenants.length] as T;
};
