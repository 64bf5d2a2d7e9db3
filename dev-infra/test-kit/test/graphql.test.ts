import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gqlData } from '../src';

/** A GraphQL endpoint over real HTTP that answers by the query it is sent, and echoes the token. */
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const { query, variables } = JSON.parse(body) as { query: string; variables?: { n?: number } };
      res.setHeader('content-type', 'application/json');
      if (query.includes('refused'))
        res.end(JSON.stringify({ data: null, errors: [{ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } }] }));
      else res.end(JSON.stringify({ data: { echo: { token: req.headers.authorization ?? null, n: variables?.n ?? null } } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('gqlData returns the data, sending the token and the variables', async () => {
  expect(await gqlData(url, '{ echo { token n } }', 'abc', { n: 3 })).toEqual({ echo: { token: 'Bearer abc', n: 3 } });
});

test('gqlData throws with what the server said when the call is refused', async () => {
  await expect(gqlData(url, '{ refused }')).rejects.toThrow(/GraphQL failed \(200\): .*Not allowed.*FORBIDDEN/);
});
