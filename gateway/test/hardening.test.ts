import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CLAIMS_HEADER, REQUEST_ID_HEADER } from '@brigade/service-kit';
import pino from 'pino';
import { publicError, startGateway, type RunningGateway } from '../src/app';
import { subgraphDefs } from '../src/subgraphs';

/**
 * The gateway's production guards, in front of a "subgraph" that records what reaches it and
 * never answers (a stuck service).
 */
let gateway: RunningGateway;
let stuck: Server;
const received: IncomingHttpHeaders[] = [];
const ALLOWED = 'https://kitchen.example';

beforeAll(async () => {
  stuck = createServer((req) => void received.push(req.headers));
  await new Promise<void>((resolve) => stuck.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(stuck.address() as AddressInfo).port}/graphql`;
  gateway = await startGateway({
    port: 0,
    subgraphs: subgraphDefs({}).map((s) => ({ ...s, url })),
    verifyToken: async () => ({ kind: 'anonymous' }),
    internalKey: new TextEncoder().encode('k'.repeat(32)),
    corsOrigins: [ALLOWED],
    subgraphTimeoutMs: 500,
    production: true,
    log: pino({ level: 'silent' }),
  });
});

afterAll(async () => {
  await gateway.stop();
  stuck.closeAllConnections();
  await new Promise((resolve) => stuck.close(resolve));
});

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(gateway.url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

test('a stuck subgraph is reported by /readyz but keeps the gateway in service', async () => {
  const res = await fetch(gateway.url.replace('/graphql', '/readyz'));
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({
    status: 'ready',
    checks: {},
    dependencies: { identity: false, kitchen: false, catalog: false, recipe: false, billing: false },
  });
});

test('introspection is refused in production', async () => {
  const res = await post(JSON.stringify({ query: '{ __schema { types { name } } }' }));
  const body = (await res.json()) as { data?: unknown; errors?: { message: string }[] };
  expect(body.data).toBeUndefined();
  expect(body.errors?.[0]?.message).toMatch(/introspection/i);
});

test('a body over 100 kB is refused before any GraphQL work', async () => {
  const res = await post(JSON.stringify({ query: `{ me { id } } # ${'x'.repeat(150_000)}` }));
  expect(res.status).toBe(413);
});

test('CORS answers the configured origin and no other', async () => {
  const preflight = (origin: string) =>
    fetch(gateway.url, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
  expect((await preflight(ALLOWED)).headers.get('access-control-allow-origin')).toBe(ALLOWED);
  expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
});

test('a stuck subgraph times out into an error; its request carried signed claims and our request id', async () => {
  const started = Date.now();
  const res = await post(JSON.stringify({ query: '{ getActiveSubscriptionPlan { name } }' }), { [REQUEST_ID_HEADER]: 'req-42' });
  const body = (await res.json()) as { errors?: { message: string; extensions?: Record<string, unknown> }[] };
  expect(Date.now() - started).toBeLessThan(5000);
  expect(body.errors?.length).toBeGreaterThan(0);
  expect(JSON.stringify(body)).not.toContain('stacktrace');
  expect(res.headers.get(REQUEST_ID_HEADER)).toBe('req-42');
  const call = received.at(-1);
  expect(call?.[REQUEST_ID_HEADER]).toBe('req-42');
  expect(call?.[CLAIMS_HEADER]).toMatch(/^ey/);
  expect((await fetch(gateway.url.replace('/graphql', '/healthz'))).status).toBe(200);
});

test('in production an unexpected error reaches the client as "Something went wrong", never with a stack', () => {
  const internal = { message: 'ECONNRESET at pool.js:12', extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x'] } };
  expect(publicError(internal, true)).toEqual({ message: 'Something went wrong', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  const userFacing = { message: 'Access Forbidden', extensions: { code: 'FORBIDDEN', stacktrace: ['at y'] } };
  expect(publicError(userFacing, true)).toEqual({ message: 'Access Forbidden', extensions: { code: 'FORBIDDEN' } });
});
