import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { startGateway, type RunningGateway } from '../src/app';
import { subgraphDefs } from '../src/subgraphs';

/**
 * Issue #24 item 9: /graphql is the API's address on the app's origin (the shell's servers proxy
 * it), and a browser opening it saw Apollo's unbranded landing page. It is sent to the app's root
 * instead, where the shell sends a signed-in person home; API calls are unchanged. In development
 * (Apollo's default there is the Sandbox page) and in production alike.
 */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
let subgraph: Server;

beforeAll(async () => {
  // Never asked: `__typename` is answered by the gateway itself.
  subgraph = createServer((_req, res) => res.writeHead(500).end());
  await new Promise<void>((resolve) => subgraph.listen(0, '127.0.0.1', resolve));
});

afterAll(() => new Promise((resolve) => subgraph.close(resolve)));

describe.each([
  ['development', false],
  ['production', true],
])('in %s', (_name, production) => {
  let gateway: RunningGateway;

  beforeAll(async () => {
    const url = `http://127.0.0.1:${(subgraph.address() as AddressInfo).port}/graphql`;
    gateway = await startGateway({
      port: 0,
      subgraphs: subgraphDefs({}).map((s) => ({ ...s, url })),
      verifyToken: async () => ({ kind: 'anonymous' }),
      internalKey: new TextEncoder().encode('k'.repeat(32)),
      corsOrigins: [],
      production,
      log: pino({ level: 'silent' }),
    });
  });

  afterAll(() => gateway.stop());

  test("a browser opening /graphql is sent to the app's root, not shown Apollo's landing page", async () => {
    const res = await fetch(gateway.url, { headers: { accept: BROWSER_ACCEPT }, redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    const body = await res.text();
    expect(body).not.toMatch(/apollo|sandbox|landing/i);
  });

  test('a browser asking for /graphql?query=… is sent to the root too', async () => {
    const res = await fetch(`${gateway.url}?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: BROWSER_ACCEPT },
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });

  test('API calls keep working: a POST, and a GET asking for JSON', async () => {
    const post = await fetch(gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(post.status).toBe(200);
    expect(await post.json()).toEqual({ data: { __typename: 'Query' } });

    const get = await fetch(`${gateway.url}?query=${encodeURIComponent('{ __typename }')}`, {
      // Apollo's CSRF prevention wants a header a browser's simple request cannot set.
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
      redirect: 'manual',
    });
    expect(get.status).toBe(200);
    expect(await get.json()).toEqual({ data: { __typename: 'Query' } });
  });

  test('a plain GET without a query (curl, a monitor) gets a GraphQL error in JSON, never HTML', async () => {
    const res = await fetch(gateway.url, { headers: { accept: '*/*', 'apollo-require-preflight': 'true' }, redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/json/);
    expect(await res.text()).not.toMatch(/<html/i);
  });
});
