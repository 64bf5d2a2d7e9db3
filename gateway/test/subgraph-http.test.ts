import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { subgraphHttp } from '../src/subgraph-http';

/** A real HTTP server standing in for a subgraph; `answer` decides each reply. */
let server: Server;
let url: string;
let answer: (req: IncomingMessage, body: string, res: ServerResponse) => void;
const sockets = new Set<unknown>();
const agent = new Agent();

beforeAll(async () => {
  server = createServer((req, res) => {
    sockets.add(req.socket);
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => answer(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterAll(async () => {
  await agent.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test('posts the operation with its headers and hands back status, content type and the parsed body', async () => {
  answer = (req, body, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ data: { seen: JSON.parse(body), claims: req.headers['x-brigade-claims'] } }));
  };
  const send = subgraphHttp(2000, agent);
  const response = await send(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-brigade-claims': 'ey.signed' },
    body: '{"query":"{ a }"}',
  });
  expect({ ok: response.ok, status: response.status, type: response.headers.get('Content-Type') }).toEqual({
    ok: true,
    status: 200,
    type: 'application/json; charset=utf-8',
  });
  expect(await response.json()).toEqual({ data: { seen: { query: '{ a }' }, claims: 'ey.signed' } });
});

test('a refusal keeps its status and text, for the data source to turn into an error', async () => {
  answer = (_req, _body, res) => {
    res.writeHead(503, { 'content-type': 'text/plain' });
    res.end('overloaded');
  };
  const response = await subgraphHttp(2000, agent)(url, { method: 'POST', body: '{}' });
  expect({ ok: response.ok, status: response.status, statusText: response.statusText, text: await response.text() }).toEqual({
    ok: false,
    status: 503,
    statusText: 'Service Unavailable',
    text: 'overloaded',
  });
});

test('consecutive calls reuse kept-alive connections instead of opening one per call', async () => {
  sockets.clear();
  answer = (_req, _body, res) => res.end('{}');
  const send = subgraphHttp(2000, agent);
  for (let i = 0; i < 10; i++) await send(url, { method: 'POST', body: '{}' });
  // A call can start before the last one's socket is back in the pool: one or two, never ten.
  expect(sockets.size).toBeLessThanOrEqual(2);
});

test('a subgraph that answers its headers but never finishes the body fails at the time limit', async () => {
  answer = (_req, _body, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"data":');
  };
  const started = Date.now();
  await expect(subgraphHttp(300, agent)(url, { method: 'POST', body: '{}' })).rejects.toMatchObject({ name: 'TimeoutError' });
  expect(Date.now() - started).toBeLessThan(3000);
});
