import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { startGateway, type RunningGateway } from '../src/app';
import { subgraphDefs } from '../src/subgraphs';

/**
 * @apollo/gateway's `extensions.valueCompletion` (issue #24): every subgraph is one stub that
 * answers payments referring to a kitchen and a user, and resolves no entity (`_entities: [null]`),
 * as the kitchen subgraph did for a deleted kitchen. The gateway alone then found `Kitchen.name`
 * empty and answered `data: null` with no `errors`; the client saw nothing wrong.
 */
let stub: Server;
let stubUrl: string;
const gateways: RunningGateway[] = [];

type Body = { query: string; variables?: { representations?: unknown[] } };

function answer(body: Body) {
  if (body.query.includes('_entities')) return { data: { _entities: (body.variables?.representations ?? []).map(() => null) } };
  return {
    data: {
      getPayments: {
        total: 1,
        records: [{ id: 'p1', kitchen: { __typename: 'Kitchen', id: 'k1' }, user: { __typename: 'User', id: 'u1' } }],
      },
    },
  };
}

beforeAll(async () => {
  stub = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const parsed = JSON.parse(text) as Body | Body[];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)));
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/graphql`;
});

afterAll(async () => {
  await Promise.all(gateways.map((g) => g.stop()));
  await new Promise((resolve) => stub.close(resolve));
});

async function gateway(production: boolean): Promise<RunningGateway> {
  const started = await startGateway({
    port: 0,
    subgraphs: subgraphDefs({}).map((s) => ({ ...s, url: stubUrl })),
    verifyToken: async () => ({ kind: 'anonymous' }),
    internalKey: new TextEncoder().encode('k'.repeat(32)),
    corsOrigins: [],
    production,
    log: pino({ level: 'silent' }),
  });
  gateways.push(started);
  return started;
}

type Body200 = {
  data?: unknown;
  errors?: { message: string; path?: unknown[]; extensions?: Record<string, unknown> }[];
  extensions?: unknown;
};

async function ask(url: string, query: string): Promise<Body200> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  expect(res.status).toBe(200);
  return (await res.json()) as Body200;
}

test('a non-null field no subgraph filled arrives as an error with its message and path, not only under extensions', async () => {
  const { url } = await gateway(false);
  const body = await ask(url, '{ getPayments { total records { id kitchen { id name } } } }');
  expect(body.data).toBeNull();
  expect(body.extensions).toBeUndefined();
  expect(body.errors).toEqual([
    {
      message: 'Cannot return null for non-nullable field Kitchen.name.',
      path: ['getPayments', 'records', 0, 'kitchen', 'name'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    },
  ]);
  const metrics = await (await fetch(url.replace('/graphql', '/metrics'))).text();
  expect(metrics).toMatch(/graphql_errors_total\{[^}]*code="INTERNAL_SERVER_ERROR"[^}]*\} 1/);
});

test('a nullable reference left empty keeps the rest of the answer and names where it broke', async () => {
  const { url } = await gateway(false);
  const body = await ask(url, '{ getPayments { total records { id user { id isAdmin } } } }');
  expect(body.data).toEqual({ getPayments: { total: 1, records: [{ id: 'p1', user: null }] } });
  expect(body.errors).toEqual([
    {
      message: 'Cannot return null for non-nullable field User.isAdmin.',
      path: ['getPayments', 'records', 0, 'user', 'isAdmin'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    },
  ]);
});

test('in production it is masked like any unexpected failure: the path stays, the schema detail does not', async () => {
  const { url } = await gateway(true);
  const body = await ask(url, '{ getPayments { total records { id kitchen { id name } } } }');
  expect(body).toEqual({
    data: null,
    errors: [
      {
        message: 'Something went wrong',
        path: ['getPayments', 'records', 0, 'kitchen', 'name'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      },
    ],
  });
});

test('an answer without such entries is left as it was', async () => {
  const { url } = await gateway(false);
  const body = await ask(url, '{ getPayments { total records { id } } }');
  expect(body).toEqual({ data: { getPayments: { total: 1, records: [{ id: 'p1' }] } } });
});
