import { STATUS_CODES } from 'node:http';
import { Agent, request } from 'undici';

export type SubgraphInit = { method?: string; headers?: Record<string, string>; body?: string };

/** What RemoteGraphQLDataSource reads of an answer (`ok`, `status`, a header, the body once). */
export type SubgraphResponse = {
  ok: boolean;
  status: number;
  statusText: string;
  url: string;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
  text(): Promise<string>;
};

export type SubgraphFetcher = (url: string, init: SubgraphInit) => Promise<SubgraphResponse>;

type RawHeaders = Record<string, string | string[] | undefined>;

/** An answer whose body has been read already, as text or, for a part of a batch, parsed. */
export function subgraphResponse(url: string, status: number, headers: RawHeaders, body: string | { parsed: unknown }): SubgraphResponse {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: STATUS_CODES[status] ?? '',
    url,
    headers: {
      get(name) {
        const value = headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    },
    json: () => Promise.resolve(typeof body === 'string' ? (JSON.parse(body) as unknown) : body.parsed),
    text: () => Promise.resolve(typeof body === 'string' ? body : JSON.stringify(body.parsed)),
  };
}

/**
 * The gateway's HTTP client for subgraph calls: undici's request() over kept-alive connections.
 * Node's global fetch is the same undici under WHATWG streams, a cloned request body and
 * transferable abort signals; on a recipe page that was 15-20 % of the gateway's CPU (#26). The
 * whole call, body included, is given `timeoutMs`, so a stuck subgraph fails its part of the query.
 */
export function subgraphHttp(timeoutMs: number, dispatcher: Agent = new Agent()): SubgraphFetcher {
  return async (url, init) => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
      timeoutMs,
    );
    try {
      const answer = await request(url, {
        method: (init.method ?? 'GET') as 'GET' | 'POST',
        headers: init.headers ?? {},
        body: init.body ?? null,
        signal: controller.signal,
        dispatcher,
      });
      const text = await answer.body.text();
      return subgraphResponse(url, answer.statusCode, answer.headers, text);
    } finally {
      clearTimeout(timer);
    }
  };
}
