import { start, type EmbeddedMongo } from '@brigade/embedded-mongo';
import { SignJWT } from 'jose';
import gql from 'graphql-tag';
import pino from 'pino';
import { CLAIMS_HEADER, requireUser, signCaller, startSubgraph, type Caller, type RequestContext, type RunningSubgraph } from '../src';

const KEY = new TextEncoder().encode('k'.repeat(32));
const cook: Caller = { kind: 'user', userId: 'u-cook', roles: ['COOK'], kitchenId: 'k-1', tokenVersion: 1 };

let mongo: EmbeddedMongo;
let subgraph: RunningSubgraph;
let kafkaUp = true;
const shutdownOrder: string[] = [];

async function slowResolver(_: unknown, { ms }: { ms: number }): Promise<string> {
  await new Promise((r) => setTimeout(r, ms));
  shutdownOrder.push('slow request finished');
  return 'done';
}

const typeDefs = gql`
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key"])
  type Query {
    whoami: String!
    requestFacts: String!
    slow(ms: Int!): String!
  }
`;

beforeAll(async () => {
  mongo = await start({ port: 0 });
  subgraph = await startSubgraph({
    name: 'recipe',
    typeDefs,
    setup: () => ({
      resolvers: {
        Query: {
          whoami: (_: unknown, __: unknown, ctx: RequestContext) => requireUser(ctx.caller).userId,
          requestFacts: (_: unknown, __: unknown, ctx: RequestContext) => `${ctx.locale} ${ctx.clientIp ?? 'unknown'}`,
          slow: slowResolver,
        },
      },
      readiness: { kafka: async () => kafkaUp },
      onShutdown: [async () => void shutdownOrder.push('outbox flushed')],
    }),
    port: 0,
    mongo: { uri: mongo.uri, dbName: 'recipe' },
    internalKey: KEY,
    log: pino({ level: 'silent' }),
  });
});

afterAll(async () => {
  await subgraph.stop();
  await mongo.stop();
});

async function post(
  query: string,
  claims?: string,
): Promise<{ status: number; body: { data?: Record<string, unknown>; errors?: { message: string }[] } }> {
  const res = await fetch(subgraph.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(claims ? { [CLAIMS_HEADER]: claims } : {}) },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown> } };
}

const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');

describe('only callers the gateway signed for this subgraph get in', () => {
  test("the gateway's word on the client's language and address reaches the resolvers", async () => {
    const res = await post('{ requestFacts }', await signCaller(cook, KEY, 'recipe', { locale: 'nl-BE', clientIp: '203.0.113.7' }));
    expect(res.body.data).toEqual({ requestFacts: 'nl 203.0.113.7' });
    const plain = await post('{ requestFacts }', await signCaller(cook, KEY, 'recipe'));
    expect(plain.body.data).toEqual({ requestFacts: 'en unknown' });
  });

  test('claims signed with the internal key for this subgraph are accepted', async () => {
    const res = await post('{ whoami }', await signCaller(cook, KEY, 'recipe'));
    expect(res.body.data).toEqual({ whoami: 'u-cook' });
  });

  test.each([
    ['no claims header', async () => undefined],
    ['a header signed with another key', async () => signCaller(cook, new TextEncoder().encode('x'.repeat(32)), 'recipe')],
    ['claims meant for another subgraph', async () => signCaller(cook, KEY, 'billing')],
    [
      'expired claims',
      async () =>
        new SignJWT({ caller: cook })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer('brigade-gateway')
          .setAudience('recipe')
          .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
          .sign(KEY),
    ],
    [
      'an unsigned (alg: none) header',
      async () => `${b64({ alg: 'none' })}.${b64({ caller: cook, aud: 'recipe', iss: 'brigade-gateway' })}.`,
    ],
    [
      'a super admin claim made up by the caller',
      async () => `${b64({ alg: 'HS256' })}.${b64({ caller: { ...cook, roles: ['SUPER_ADMIN'] } })}.forged`,
    ],
  ])('%s is refused with 401', async (_label, claims) => {
    const res = await post('{ whoami }', await claims());
    expect(res.status).toBe(401);
    expect(res.body.data?.whoami).toBeUndefined();
  });
});

describe('operations endpoints', () => {
  test('/healthz answers while the process runs; /readyz follows its checks', async () => {
    const base = subgraph.url.replace('/graphql', '');
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    kafkaUp = false;
    const notReady = await fetch(`${base}/readyz`);
    kafkaUp = true;
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({ checks: { mongo: true, kafka: false } });
  });

  test('/metrics exposes request durations labelled with the service', async () => {
    const base = subgraph.url.replace('/graphql', '');
    await post('{ whoami }', await signCaller(cook, KEY, 'recipe'));
    const text = await (await fetch(`${base}/metrics`)).text();
    const line = text.split('\n').find((l) => l.startsWith('http_request_duration_seconds_count') && l.includes('route="/graphql"'));
    expect(line).toContain('service="recipe"');
    expect(Number(line?.split(' ').pop())).toBeGreaterThan(0);
  });
});

test('stop() lets an in-flight request finish, then flushes, then refuses new connections', async () => {
  const other = await startSubgraph({
    name: 'recipe',
    typeDefs,
    setup: () => ({
      resolvers: { Query: { whoami: () => 'x', slow: slowResolver } },
      onShutdown: [async () => void shutdownOrder.push('outbox flushed')],
    }),
    port: 0,
    mongo: { uri: mongo.uri, dbName: 'recipe2' },
    internalKey: KEY,
    log: pino({ level: 'silent' }),
  });
  const claims = await signCaller(cook, KEY, 'recipe');
  const inFlight = fetch(other.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CLAIMS_HEADER]: claims },
    body: JSON.stringify({ query: '{ slow(ms: 400) }' }),
  });
  await new Promise((r) => setTimeout(r, 100));
  shutdownOrder.length = 0;
  await other.stop();
  const res = await inFlight;
  expect(await res.json()).toEqual({ data: { slow: 'done' } });
  expect(shutdownOrder).toEqual(['slow request finished', 'outbox flushed']);
  await expect(fetch(other.url, { method: 'POST' })).rejects.toThrow();
});
