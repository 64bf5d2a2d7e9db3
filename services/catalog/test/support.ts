import { start, type EmbeddedMongo } from '@brigade/embedded-mongo';
import { newEvent } from '@brigade/events';
import { type Caller, type GraphQLReply, type RequestMeta, type RunningSubgraph, subgraphClient } from '@brigade/service-kit';
import { Types } from 'mongoose';
import pino from 'pino';
import { startCatalog } from '../src/app';
import type { CatalogModels } from '../src/deps';
import { catalogModels } from '../src/models';
import { seedCatalog } from '../src/seed';

export const KEY = new TextEncoder().encode('c'.repeat(32));

export const KITCHEN_A = new Types.ObjectId().toHexString();
export const KITCHEN_B = new Types.ObjectId().toHexString();

const user = (roles: ('SUPER_ADMIN' | 'ADMIN' | 'COOK')[], kitchenId: string | null): Caller => ({
  kind: 'user',
  userId: new Types.ObjectId().toHexString(),
  roles,
  kitchenId,
  tokenVersion: 0,
});

/** The five callers every rule is tried with. */
export const as = {
  superAdmin: user(['SUPER_ADMIN'], null),
  adminA: user(['ADMIN'], KITCHEN_A),
  adminB: user(['ADMIN'], KITCHEN_B),
  cookA: user(['COOK'], KITCHEN_A),
  /** Registered, kitchen not opened yet. */
  adminWithoutKitchen: user(['ADMIN'], null),
  anonymous: { kind: 'anonymous' } as Caller,
};

export type Reply<T = Record<string, unknown>> = GraphQLReply<T>;

/**
 * The catalog as it runs, on a seeded MongoDB-protocol database, called the way the gateway calls
 * it: claims signed with the internal key, with the client's language.
 */
export async function startHarness(dbName: string) {
  const mongo: EmbeddedMongo = await start({ port: 0 });
  await seedCatalog(mongo.uri, dbName);
  const catalog: RunningSubgraph = await startCatalog(
    { port: 0, mongo: { uri: mongo.uri, dbName }, internalKey: KEY, kafkaBrokers: [], outboxIntervalMs: 200, production: false },
    pino({ level: 'silent' }),
  );
  const models: CatalogModels = await catalogModels(catalog.connection);

  const call = subgraphClient(catalog.url, KEY, 'catalog', { caller: as.anonymous });

  /** Calls and returns the data, failing the test with the errors if there were any. */
  async function ok<T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, caller: Caller, meta?: RequestMeta) {
    const reply = await call<T>(query, variables, caller, meta);
    if (reply.errors?.length || !reply.data) throw new Error(`unexpected errors: ${JSON.stringify(reply.errors)}`);
    return reply.data;
  }

  return {
    mongo,
    catalog,
    models,
    call,
    ok,
    stop: async () => {
      await catalog.stop();
      await mongo.stop();
    },
  };
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;

export { errorCodes as codes, firstError } from '@brigade/service-kit';

/** An event as another service would publish it. */
export const event = (type: string, payload: object, aggregateId = 'x') => newEvent(type, payload, { producer: 'test', aggregateId });

export const CREATE_CATEGORY = `mutation ($input: CategoryInput!) { CreateCategory(input: $input) { id name kitchenId order status canEdit isPermanent } }`;
export const UPDATE_CATEGORY = `mutation ($id: ID!, $input: UpdateCategoryInput!) { UpdateCategory(id: $id, input: $input) { id name status order image } }`;
export const DELETE_CATEGORY = `mutation ($id: ID!) { DeleteCategory(id: $id) { code message } }`;
export const CREATE_SUB = `mutation ($input: SubCategoryInput!) { CreateSubCategory(input: $input) { id name categoryId kitchenId order } }`;

export type CategoryRow = {
  id: string;
  name: string;
  kitchenId: string | null;
  order: number;
  status: string;
  canEdit: boolean;
  isPermanent: boolean;
};

export async function createCategory(h: Harness, caller: Caller, input: Record<string, unknown>): Promise<CategoryRow> {
  return (await h.ok<{ CreateCategory: CategoryRow }>(CREATE_CATEGORY, { input }, caller)).CreateCategory;
}

export async function createSub(h: Harness, caller: Caller, input: Record<string, unknown>) {
  return (await h.ok<{ CreateSubCategory: { id: string; kitchenId: string | null; categoryId: string } }>(CREATE_SUB, { input }, caller))
    .CreateSubCategory;
}

/** The id of the seeded platform category with this name. */
export async function platformCategoryId(h: Harness, name: string): Promise<string> {
  const doc = await h.models.categories.findOne({ kitchenId: null, name }).lean();
  if (!doc) throw new Error(`no platform category ${name}`);
  return doc._id.toHexString();
}
