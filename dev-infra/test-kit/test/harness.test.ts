import { join } from 'node:path';
import { configuredSubgraph, errorCodes, subgraphClient, type RequestContext } from '@brigade/service-kit';
import { MongoClient } from 'mongodb';
import { adminOf, anonymous, cookOf, objectId, startSubgraphHarness, superAdmin, type SubgraphHarness, type SubgraphStart } from '../src';

/**
 * A subgraph of the kit's own (test/fixtures/probe.graphql) that answers who called it, what the
 * seed wrote and the settings it was started with: what every service's harness relies on.
 */
const startProbe: SubgraphStart = (config, log, env = {}) =>
  configuredSubgraph('probe', join(__dirname, 'fixtures', 'probe.graphql'), (connection) => ({
    resolvers: {
      Query: {
        whoAmI: (_: unknown, __: unknown, { caller }: RequestContext) =>
          caller.kind === 'user' ? caller : { kind: caller.kind, userId: null, roles: [], kitchenId: null },
        seeded: async () => (await connection.collection<{ name: string }>('seeded').find().toArray()).map((d) => d.name),
        setting: (_: unknown, { name }: { name: string }) => env[name] ?? null,
      },
    },
  }))(config, log);

const WHO = 'query { whoAmI { kind userId roles kitchenId } }';
type Who = { whoAmI: { kind: string; userId: string | null; roles: string[]; kitchenId: string | null } };

let h: SubgraphHarness<true>;

beforeAll(async () => {
  h = await startSubgraphHarness({
    name: 'probe',
    start: startProbe,
    dbName: 'probe_harness',
    seed: async (uri, dbName) => {
      const client = await MongoClient.connect(uri);
      await client.db(dbName).collection('seeded').insertOne({ name: 'the demo kitchen' });
      await client.close();
    },
    mail: true,
    env: { APP_URL: 'https://app.brigade.test' },
  });
});

afterAll(() => h.stop());

test('answers a GraphQL call as the caller it is signed for', async () => {
  const [kitchen, userId] = [objectId(), objectId()];
  expect((await h.call<Who>(WHO, {}, adminOf(kitchen, userId))).data?.whoAmI).toEqual({
    kind: 'user',
    userId,
    roles: ['ADMIN'],
    kitchenId: kitchen,
  });
  expect((await h.clientFor(cookOf(kitchen))<Who>(WHO)).data?.whoAmI).toMatchObject({ roles: ['COOK'], kitchenId: kitchen });
  expect((await h.call<Who>(WHO, {}, superAdmin)).data?.whoAmI).toMatchObject({ roles: ['SUPER_ADMIN'], kitchenId: null });
  // Without a caller, the harness's default: anonymous unless the options name another.
  expect((await h.call<Who>(WHO)).data?.whoAmI).toMatchObject({ kind: anonymous.kind, userId: null });
});

test('a call signed with another key is refused: the harness signs as the gateway does', async () => {
  const forged = subgraphClient(h.service.url, new TextEncoder().encode('x'.repeat(32)), 'probe', { caller: superAdmin });
  expect(errorCodes(await forged<Who>(WHO))).toEqual(['UNAUTHENTICATED']);
});

test('the seed ran on the database the subgraph uses, and its settings include the mailbox it started', async () => {
  expect((await h.call<{ seeded: string[] }>('query { seeded }')).data?.seeded).toEqual(['the demo kitchen']);
  const setting = async (name: string) =>
    (await h.call<{ setting: string | null }>('query ($n: String!) { setting(name: $n) }', { n: name })).data?.setting;
  expect(await setting('APP_URL')).toBe('https://app.brigade.test');
  expect(await setting('SMTP_URL')).toBe(h.mail.smtpUrl);
  expect(h.mailbox).toBeDefined();
});

test('a replica on the same database answers too', async () => {
  const replica = await h.startReplica();
  try {
    expect(replica.url).not.toBe(h.service.url);
    const userId = objectId();
    const admin = adminOf(objectId(), userId);
    expect((await h.clientFor(admin, replica)<Who>(WHO)).data?.whoAmI.userId).toBe(userId);
    expect((await h.clientFor(admin, replica)<{ seeded: string[] }>('query { seeded }')).data?.seeded).toEqual(['the demo kitchen']);
  } finally {
    await replica.stop();
  }
});
