/**
 * @jest-environment node
 */
import { gql } from '@apollo/client';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HANDLES_FORBIDDEN } from '@brigade/ui';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { createApolloClient, surfaceSilentFailures, type ApiHandlers } from '../src/api/apollo';
import { lazyClient } from '../src/api/client';

// A real HTTP server answering as the gateway does, so the client's own fetch and links run.
let server: Server;
let url: string;
let answer: { status: number; body: unknown };
let seen: Record<string, string | string[] | undefined> = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    seen = req.headers;
    req.resume();
    req.on('end', () => {
      res.writeHead(answer.status, { 'content-type': 'application/graphql-response+json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const ME = gql`
  query Me {
    me {
      id
    }
  }
`;

function client(token: string | null) {
  const refused = jest.fn();
  const handlers: ApiHandlers = {
    onSessionRefused: refused,
    httpFailure: (status) => `HTTP ${status} from the server`,
    incompleteAnswer: () => 'Geen volledig antwoord',
  };
  // The session cookie, as the shell keeps it.
  Object.defineProperty(globalThis, 'document', { value: { cookie: token ? `NEXT_TOKEN=${token}` : '' }, configurable: true });
  return { apollo: createApolloClient(url, () => 'nl', handlers), refused };
}

afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
});

test('every call carries the token and the locale header', async () => {
  answer = { status: 200, body: { data: { me: { id: '1', __typename: 'User' } } } };
  const { apollo } = client('tok-1');
  await apollo.query({ query: ME });
  expect(seen.authorization).toBe('Bearer tok-1');
  expect(seen.locale).toBe('nl');
});

test('UNAUTHENTICATED for a call that sent a token ends the session; the caller gets the first message', async () => {
  answer = {
    status: 401,
    body: {
      errors: [
        { message: 'Your session is invalid or has expired; please sign in again', extensions: { code: 'UNAUTHENTICATED' } },
        { message: 'second', extensions: { code: 'UNAUTHENTICATED' } },
      ],
    },
  };
  const { apollo, refused } = client('stale');
  await expect(apollo.query({ query: ME })).rejects.toThrow(/^Your session is invalid or has expired; please sign in again$/);
  expect(refused).toHaveBeenCalled();
});

test('FORBIDDEN ends the session too, but a signed-out caller (wrong password) is left alone', async () => {
  answer = { status: 200, body: { data: null, errors: [{ message: 'Access Forbidden', extensions: { code: 'FORBIDDEN' } }] } };
  const signedIn = client('tok');
  await expect(signedIn.apollo.query({ query: ME })).rejects.toThrow('Access Forbidden');
  expect(signedIn.refused).toHaveBeenCalled();
  answer = {
    status: 200,
    body: { data: null, errors: [{ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } }] },
  };
  const visitor = client(null);
  await expect(visitor.apollo.query({ query: ME })).rejects.toThrow('Invalid email or password');
  expect(visitor.refused).not.toHaveBeenCalled();
});

test('FORBIDDEN for a query that shows it itself (one record refused) keeps the session; UNAUTHENTICATED still ends it', async () => {
  answer = { status: 200, body: { data: null, errors: [{ message: 'Access Forbidden', extensions: { code: 'FORBIDDEN' } }] } };
  const cook = client('tok');
  await expect(cook.apollo.query({ query: ME, context: HANDLES_FORBIDDEN })).rejects.toThrow('Access Forbidden');
  expect(cook.refused).not.toHaveBeenCalled();
  answer = { status: 200, body: { data: null, errors: [{ message: 'Session expired', extensions: { code: 'UNAUTHENTICATED' } }] } };
  const expired = client('tok');
  await expect(expired.apollo.query({ query: ME, context: HANDLES_FORBIDDEN })).rejects.toThrow('Session expired');
  expect(expired.refused).toHaveBeenCalled();
});

test('other errors reach the caller untouched, and an HTTP failure is worded with its status', async () => {
  answer = { status: 200, body: { data: null, errors: [{ message: 'Recipe limit reached', extensions: { code: 'PLAN_LIMIT_REACHED' } }] } };
  const first = client('tok');
  await expect(first.apollo.query({ query: ME })).rejects.toThrow('Recipe limit reached');
  expect(first.refused).not.toHaveBeenCalled();
  answer = { status: 502, body: 'Bad Gateway' };
  const second = client('tok');
  await expect(second.apollo.query({ query: ME })).rejects.toThrow('HTTP 502 from the server');
});

// Issue #24: @apollo/gateway answered a failure as data: null with the reason only in its extensions.
test("an answer with neither data nor errors is an error in the person's language, not an empty result", async () => {
  answer = { status: 200, body: { data: null } };
  const { apollo, refused } = client('tok');
  await expect(apollo.query({ query: ME })).rejects.toThrow(/^Geen volledig antwoord$/);
  expect(refused).not.toHaveBeenCalled();
  answer = { status: 200, body: {} };
  await expect(client('tok').apollo.query({ query: ME })).rejects.toThrow('Geen volledig antwoord');
});

test('what a gateway leaves only under extensions.valueCompletion is an error with its path', async () => {
  answer = {
    status: 200,
    body: {
      data: null,
      extensions: { valueCompletion: [{ message: 'Cannot return null for non-nullable field Kitchen.name.', path: ['me', 'id'] }] },
    },
  };
  const { apollo } = client('tok');
  const failure = await apollo.query({ query: ME }).then(
    () => null,
    (error: unknown) => error,
  );
  expect(CombinedGraphQLErrors.is(failure)).toBe(true);
  expect((failure as CombinedGraphQLErrors).message).toBe('Geen volledig antwoord');
  expect((failure as CombinedGraphQLErrors).errors).toEqual([
    { message: 'Geen volledig antwoord', path: ['me', 'id'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
  ]);
});

test('a whole answer passes untouched, and one with errors keeps its own', () => {
  const whole = { data: { me: { id: '1' } }, extensions: { cost: 3 } };
  expect(surfaceSilentFailures(whole, () => 'x')).toBe(whole);
  const refused = { data: null, errors: [{ message: 'Access Forbidden', extensions: { code: 'FORBIDDEN' } }] };
  expect(surfaceSilentFailures(refused, () => 'x')).toBe(refused);
});

test("the client the sign-in page asks for is created once, with Apollo's code, and calls the server as every page does", async () => {
  const handlers: ApiHandlers = { onSessionRefused: jest.fn(), httpFailure: (status) => `HTTP ${status}`, incompleteAnswer: () => 'x' };
  Object.defineProperty(globalThis, 'document', { value: { cookie: '' }, configurable: true });
  const loadClient = lazyClient(url, () => 'de', handlers);
  const [first, second] = await Promise.all([loadClient(), loadClient()]);
  // One client: a second would keep its own cache, and a page would read another's stale answers.
  expect(second).toBe(first);
  expect(await loadClient()).toBe(first);
  answer = { status: 200, body: { data: { me: { id: '7' } } } };
  expect((await first.query<{ me: { id: string } }>({ query: ME })).data?.me.id).toBe('7');
  expect(seen.locale).toBe('de');
});
