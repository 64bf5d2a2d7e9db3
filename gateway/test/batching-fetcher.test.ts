import { batchingFetcher } from '../src/batching-fetcher';

/** The HTTP side is a recording stand-in: what matters is which calls go out and who gets which answer. */
type Sent = { url: string; body: string };

function subgraph(answer: (bodies: unknown) => Response) {
  const sent: Sent[] = [];
  const send = (url: string, init: { body?: string }) => {
    sent.push({ url, body: init.body ?? '' });
    return Promise.resolve(answer(JSON.parse(init.body ?? 'null')));
  };
  return { sent, fetcher: batchingFetcher(send) };
}

const echo = (body: unknown) =>
  new Response(
    JSON.stringify(
      Array.isArray(body) ? body.map((op: { query: string }) => ({ data: op.query })) : { data: (body as { query: string }).query },
    ),
    {
      headers: { 'content-type': 'application/json' },
    },
  );
const post = (query: string, headers: Record<string, string> = { claims: 'a' }) => ({
  method: 'POST',
  headers,
  body: JSON.stringify({ query }),
});

test('operations that start together with the same headers go out as one batch, and each gets its own answer', async () => {
  const { sent, fetcher } = subgraph(echo);
  const replies = await Promise.all(['q1', 'q2', 'q3'].map((q) => fetcher('http://catalog/graphql', post(q))));
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0]?.body ?? '')).toEqual([{ query: 'q1' }, { query: 'q2' }, { query: 'q3' }]);
  expect(await Promise.all(replies.map((r) => r.json()))).toEqual([{ data: 'q1' }, { data: 'q2' }, { data: 'q3' }]);
});

test('another client request (other headers) or another subgraph is never mixed in; a lone operation is sent as is', async () => {
  const { sent, fetcher } = subgraph(echo);
  await Promise.all([
    fetcher('http://catalog/graphql', post('mine')),
    fetcher('http://catalog/graphql', post('theirs', { claims: 'b' })),
    fetcher('http://identity/graphql', post('elsewhere')),
  ]);
  expect(sent.map((s) => JSON.parse(s.body))).toEqual([{ query: 'mine' }, { query: 'theirs' }, { query: 'elsewhere' }]);
});

test('operations started later go in a later call', async () => {
  const { sent, fetcher } = subgraph(echo);
  await fetcher('http://catalog/graphql', post('first'));
  await fetcher('http://catalog/graphql', post('second'));
  expect(sent).toHaveLength(2);
});

test('a failed batch fails each of its operations with the subgraph’s status', async () => {
  const { fetcher } = subgraph(() => new Response('overloaded', { status: 503 }));
  const replies = await Promise.all(['a', 'b'].map((q) => fetcher('http://catalog/graphql', post(q))));
  expect(replies.map((r) => r.status)).toEqual([503, 503]);
  expect(await replies[1]?.text()).toBe('overloaded');
});

test('a network failure rejects every operation of the batch', async () => {
  const fetcher = batchingFetcher(() => Promise.reject(new Error('ECONNREFUSED')));
  const results = await Promise.allSettled(['a', 'b'].map((q) => fetcher('http://catalog/graphql', post(q))));
  expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
});
