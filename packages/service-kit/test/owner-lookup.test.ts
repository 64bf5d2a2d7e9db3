import { start, type EmbeddedMongo } from '@brigade/embedded-mongo';
import gql from 'graphql-tag';
import pino from 'pino';
import { createContext, ownerLookup, requireUser, startSubgraph, type Caller, type RequestContext, type RunningSubgraph } from '../src';

/**
 * An owner of entities (catalog's role) whose reference resolver shows a caller only its own
 * kitchen's, as every Brigade subgraph's does; ownerLookup asks it the way recipe does (#43).
 */
const KEY = new TextEncoder().encode('o'.repeat(32));
const admin = (kitchenId: string): Caller => ({ kind: 'user', userId: `admin-${kitchenId}`, roles: ['ADMIN'], kitchenId, tokenVersion: 1 });
const SHELVES = [
  { id: 'miso', kitchenId: 'k-1', name: 'White miso' },
  { id: 'koji', kitchenId: 'k-2', name: 'Koji' },
];

let mongo: EmbeddedMongo;
let owner: RunningSubgraph;
let delayMs = 0;
let languages: string[] = [];

const typeDefs = gql`
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key"])
  type Query {
    ping: String
  }
  type Ingredient @key(fields: "id") {
    id: ID!
    name: String!
  }
`;

beforeAll(async () => {
  mongo = await start({ port: 0 });
  owner = await startSubgraph({
    name: 'catalog',
    typeDefs,
    setup: () => ({
      resolvers: {
        Query: { ping: () => 'pong' },
        Ingredient: {
          __resolveReference: async (ref: { id: string }, ctx: RequestContext) => {
            languages.push(ctx.locale);
            await new Promise((r) => setTimeout(r, delayMs));
            const caller = requireUser(ctx.caller);
            return SHELVES.find((s) => s.id === ref.id && s.kitchenId === caller.kitchenId) ?? null;
          },
        },
      },
    }),
    port: 0,
    mongo: { uri: mongo.uri, dbName: 'catalog' },
    internalKey: KEY,
    log: pino({ level: 'silent' }),
  });
}, 60_000);

afterAll(async () => {
  await owner?.stop();
  await mongo?.stop();
});

beforeEach(() => {
  delayMs = 0;
  languages = [];
});

const request = (caller: Caller) => createContext(caller, 'req-1', pino({ level: 'silent' }), { locale: 'fr' });

test("answers what the owner shows the request's own caller, in their language, and leaves the rest out", async () => {
  const ask = ownerLookup('catalog', owner.url, KEY);
  const found = await ask<{ id: string; name: string }>(request(admin('k-1')), 'Ingredient', ['miso', 'koji', 'nowhere'], 'name');
  expect(found).toEqual([{ id: 'miso', name: 'White miso' }]);
  expect(languages).toEqual(['fr', 'fr', 'fr']);
  // The other kitchen asks for the same ids and is shown only its own.
  expect(await ask(request(admin('k-2')), 'Ingredient', ['miso', 'koji'], 'name')).toEqual([{ id: 'koji', name: 'Koji' }]);
});

test('asks nothing for an anonymous caller or no ids', async () => {
  const ask = ownerLookup('catalog', owner.url, KEY);
  expect(await ask(request({ kind: 'anonymous' }), 'Ingredient', ['miso'], 'name')).toEqual([]);
  expect(await ask(request(admin('k-1')), 'Ingredient', [], 'name')).toEqual([]);
  expect(languages).toEqual([]);
});

test('an owner that is down, refuses the key or is too slow answers nothing instead of failing the request', async () => {
  const down = ownerLookup('catalog', 'http://127.0.0.1:9/graphql', KEY);
  expect(await down(request(admin('k-1')), 'Ingredient', ['miso'], 'name')).toEqual([]);
  const wrongKey = ownerLookup('catalog', owner.url, new TextEncoder().encode('x'.repeat(32)));
  expect(await wrongKey(request(admin('k-1')), 'Ingredient', ['miso'], 'name')).toEqual([]);
  delayMs = 400;
  const slow = ownerLookup('catalog', owner.url, KEY, 100);
  expect(await slow(request(admin('k-1')), 'Ingredient', ['miso'], 'name')).toEqual([]);
});

test('asks for each id once, and for at most 500', async () => {
  const ask = ownerLookup('catalog', owner.url, KEY);
  const ids = Array.from({ length: 700 }, (_, i) => `id-${i}`);
  await ask(request(admin('k-1')), 'Ingredient', [...ids, ...ids], 'name');
  expect(languages).toHaveLength(500);
});
