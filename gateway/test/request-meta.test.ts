import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CLAIMS_HEADER, verifyClaims, type RequestMeta } from '@brigade/service-kit';
import pino from 'pino';
import { parseTrustProxy, startGateway, type RunningGateway } from '../src/app';
import { subgraphDefs } from '../src/subgraphs';

/** What the gateway vouches for besides the caller: the client's language and address, as a subgraph receives them. */
const KEY = new TextEncoder().encode('m'.repeat(32));
let subgraph: Server;
let direct: RunningGateway;
let behindProxy: RunningGateway;
const claims: string[] = [];

const start = (trustProxy?: number) =>
  startGateway({
    port: 0,
    subgraphs: subgraphDefs({}).map((s) => ({ ...s, url: `http://127.0.0.1:${(subgraph.address() as AddressInfo).port}/graphql` })),
    verifyToken: async () => ({ kind: 'anonymous' }),
    internalKey: KEY,
    corsOrigins: ['https://kitchen.example'],
    log: pino({ level: 'silent' }),
    ...(trustProxy === undefined ? {} : { trustProxy }),
  });

beforeAll(async () => {
  subgraph = createServer((req, res) => {
    claims.push(String(req.headers[CLAIMS_HEADER]));
    req.resume().on('end', () => res.setHeader('content-type', 'application/json').end('{"data":{"getActiveSubscriptionPlan":[]}}'));
  });
  await new Promise<void>((resolve) => subgraph.listen(0, '127.0.0.1', resolve));
  [direct, behindProxy] = await Promise.all([start(), start(1)]);
});

afterAll(async () => {
  await Promise.all([direct.stop(), behindProxy.stop()]);
  subgraph.closeAllConnections();
  await new Promise((resolve) => subgraph.close(resolve));
});

async function metaSent(gateway: RunningGateway, headers: Record<string, string>): Promise<RequestMeta> {
  const res = await fetch(gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: '{ getActiveSubscriptionPlan { name } }' }),
  });
  expect(await res.json()).toEqual({ data: { getActiveSubscriptionPlan: [] } });
  return (await verifyClaims(claims.at(-1), KEY, 'billing')).meta;
}

test("the spec's locale header wins over the browser's languages", async () => {
  expect((await metaSent(direct, { locale: 'nl', 'accept-language': 'fr-FR,fr;q=0.9' })).locale).toBe('nl');
});

test('without it, the first Accept-Language tag is passed on', async () => {
  expect((await metaSent(direct, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' })).locale).toBe('fr-FR');
  // fetch sends `accept-language: *` unless told otherwise: no language in particular.
  expect((await metaSent(direct, {})).locale).toBeUndefined();
});

test('the client address is the peer unless a proxy is trusted', async () => {
  expect((await metaSent(direct, { 'x-forwarded-for': '203.0.113.7' })).clientIp).toMatch(/127\.0\.0\.1$/);
  expect((await metaSent(behindProxy, { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' })).clientIp).toBe('203.0.113.7');
});

test('TRUST_PROXY takes hops, booleans and address lists', () => {
  expect(parseTrustProxy(undefined)).toBe(false);
  expect(parseTrustProxy('false')).toBe(false);
  expect(parseTrustProxy('true')).toBe(true);
  expect(parseTrustProxy('2')).toBe(2);
  expect(parseTrustProxy('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
});

test('a browser may send the locale header cross-origin', async () => {
  const res = await fetch(direct.url, {
    method: 'OPTIONS',
    headers: {
      origin: 'https://kitchen.example',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,locale',
    },
  });
  expect(res.headers.get('access-control-allow-headers')?.split(',')).toContain('locale');
});
