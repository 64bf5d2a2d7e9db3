import { newEvent } from '@brigade/events';
import type { Caller, GraphQLReply, RequestMeta } from '@brigade/service-kit';
import { adminOf, anonymous, cookOf, objectId, startSubgraphHarness, superAdmin } from '@brigade/test-kit';
import { startCatalog } from '../src/app';
import type { CatalogModels } from '../src/deps';
import { catalogModels } from '../src/models';
import { seedCatalog } from '../src/seed';

export { TEST_KEY as KEY } from '@brigade/test-kit';

export const KITCHEN_A = objectId();
export const KITCHEN_B = objectId();

/** The five callers every rule is tried with. */
export const as = {
  superAdmin,
  adminA: adminOf(KITCHEN_A),
  adminB: adminOf(KITCHEN_B),
  cookA: cookOf(KITCHEN_A),
  /** Registered, kitchen not opened yet. */
  adminWithoutKitchen: adminOf(null),
  anonymous,
};

export type Reply<T = Record<string, unknown>> = GraphQLReply<T>;

/**
 * The catalog as it runs, on a seeded MongoDB-protocol database, called the way the gateway calls
 * it: claims signed with the internal key, with the client's language.
 */
export async function startHarness(dbName: string) {
  const h = await startSubgraphHarness({ name: 'catalog', start: startCatalog, dbName, seed: seedCatalog });
  const models: CatalogModels = await catalogModels(h.service.connection);

  /** Calls and returns the data, failing the test with the errors if there were any. */
  async function ok<T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, caller: Caller, meta?: RequestMeta) {
    const reply = await h.call<T>(query, variables, caller, meta);
    if (reply.errors?.length || !reply.data) throw new Error(`unexpected errors: ${JSON.stringify(reply.errors)}`);
    return reply.data;
  }

  return { ...h, catalog: h.service, models, ok };
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
