import { subgraphResponse, type SubgraphFetcher, type SubgraphInit, type SubgraphResponse } from './subgraph-http';

type Waiting = { body: string; resolve: (response: SubgraphResponse) => void; reject: (error: unknown) => void };

const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * A query plan fetches each entity field of a page on its own (a recipe page asks catalog for
 * categories, sub-categories, ingredients, units and allergens separately). Operations for the
 * same subgraph with the same headers (so the same client request: the request id and signed
 * claims are in them) that start in the same turn of the event loop go out as one HTTP request,
 * a JSON array that Apollo Server answers with an array (`allowBatchedHttpRequests`). So a request
 * costs at most one call per subgraph per plan step, however many fields or rows it has.
 */
export function batchingFetcher(send: SubgraphFetcher): SubgraphFetcher {
  const queues = new Map<string, { url: string; init: SubgraphInit; waiting: Waiting[] }>();

  async function flush(key: string): Promise<void> {
    const queue = queues.get(key);
    queues.delete(key);
    if (!queue) return;
    const { url, init, waiting } = queue;
    if (waiting.length === 1) {
      const [only] = waiting as [Waiting];
      return send(url, { ...init, body: only.body }).then(only.resolve, only.reject);
    }
    try {
      const response = await send(url, { ...init, body: `[${waiting.map((w) => w.body).join(',')}]` });
      const text = await response.text();
      const parsed: unknown = response.ok ? JSON.parse(text) : undefined;
      if (!Array.isArray(parsed) || parsed.length !== waiting.length) {
        // Every operation gets the subgraph's own answer, which the data source turns into an error.
        const type = response.headers.get('content-type');
        for (const w of waiting)
          w.resolve(subgraphResponse(url, response.ok ? 502 : response.status, type ? { 'content-type': type } : {}, text));
        return;
      }
      // Each operation gets its part as parsed, not written out and parsed again.
      waiting.forEach((w, i) => w.resolve(subgraphResponse(url, 200, JSON_HEADERS, { parsed: parsed[i] })));
    } catch (error) {
      for (const w of waiting) w.reject(error);
    }
  }

  return (url, init) =>
    new Promise<SubgraphResponse>((resolve, reject) => {
      if (init.method !== 'POST' || typeof init.body !== 'string') {
        send(url, init).then(resolve, reject);
        return;
      }
      const key = `${url}\n${JSON.stringify(init.headers ?? {})}`;
      let queue = queues.get(key);
      if (!queue) {
        queue = { url, init, waiting: [] };
        queues.set(key, queue);
        setImmediate(() => void flush(key));
      }
      queue.waiting.push({ body: init.body, resolve, reject });
    });
}
