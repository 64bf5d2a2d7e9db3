import { Types } from 'mongoose';
import { SEED_PLANS, seedBilling } from '../src/seed';
import { anonymous, codes, cook, firstError, kitchenAdmin, startHarness, superAdmin, type Harness } from './support';

let h: Harness;

beforeAll(async () => {
  h = await startHarness('billing_plans');
});

afterAll(async () => {
  await h.stop();
});

const FIELDS = `id name price priceCents currency tax discount subscriptionPlan status cooksCount recipeCount
  perCookViewRecipeCount dishesCount freeDemoDays storageCapacity showsAds priceId`;
const CREATE = `mutation ($i: SubscriptionPlanInput!) { CreateSubscriptionPlan(input: $i) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $i: SubscriptionPlanInput!) { UpdateSubscriptionPlan(id: $id, input: $i) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { DeleteSubscriptionPlan(id: $id) { code message } }`;
const BY_ID = `query ($id: ID!) { getSubscriptionPlanById(id: $id) { name status } }`;
const LIST = `query ($f: SubscriptionPlanFilters) { getSubscriptionPlan(pageNo: 1, sizePerPage: 50, filters: $f) { total records { name subscriptionPlan } } }`;
const ACTIVE = `{ getActiveSubscriptionPlan { name subscriptionPlan price } }`;

const chef = {
  name: 'Chef',
  cooksCount: 8,
  recipeCount: 300,
  perCookViewRecipeCount: 150,
  dishesCount: 120,
  price: '49.99',
  tax: 21,
  discount: 10,
  subscriptionPlan: 'MONTHLY',
  freeDemoDays: 30,
  storageCapacity: 5,
};

test('seeds Starter, Pro and Group, monthly and annual, once; prices held in cents', async () => {
  expect(await seedBilling(h.mongo.uri, 'billing_plans')).toBe(0);
  expect(SEED_PLANS).toHaveLength(6);
  expect(SEED_PLANS.every((p) => p.freeDemoDays === 14 && Number.isInteger(p.priceCents))).toBe(true);
  const offered = await h.call<{ getActiveSubscriptionPlan: { name: string; subscriptionPlan: string; price: string }[] }>(
    ACTIVE,
    {},
    anonymous,
  );
  expect(offered.data?.getActiveSubscriptionPlan.slice(0, 3)).toEqual([
    { name: 'Starter', subscriptionPlan: 'MONTHLY', price: '29.00' },
    { name: 'Pro', subscriptionPlan: 'MONTHLY', price: '79.00' },
    { name: 'Group', subscriptionPlan: 'MONTHLY', price: '199.00' },
  ]);
});

test('a super admin creates a plan with every field; €49.99 is 4999 cents', async () => {
  const reply = await h.call<{ CreateSubscriptionPlan: Record<string, unknown> }>(CREATE, { i: chef }, superAdmin);
  expect(reply.errors).toBeUndefined();
  expect(reply.data?.CreateSubscriptionPlan).toMatchObject({
    ...chef,
    priceCents: 4999,
    currency: 'EUR',
    status: 'ACTIVE',
    showsAds: false,
    priceId: null,
  });
  expect(await h.plans.findOne({ name: 'Chef' }).lean()).toMatchObject({ priceCents: 4999 });
});

describe('each field is checked on the server and named in the error, in the caller’s language', () => {
  test.each([
    ['name', { ...chef, name: ' ' }, 'This field is required'],
    ['cooksCount', { ...chef, cooksCount: -1 }, 'Please enter a whole number of 0 or more'],
    ['recipeCount', { ...chef, recipeCount: 2_000_000 }, 'Please enter a whole number of 0 or more'],
    ['price', { ...chef, price: '9.999' }, 'Please enter a price of 0 or more, with at most 2 decimals'],
    ['price', { ...chef, price: '-1' }, 'Please enter a price of 0 or more, with at most 2 decimals'],
    ['price', { ...chef, price: 'twelve' }, 'Please enter a price of 0 or more, with at most 2 decimals'],
    ['price', { ...chef, price: '1000000.01' }, 'Please enter a price of 0 or more, with at most 2 decimals'],
    ['tax', { ...chef, tax: 101 }, 'Please enter a percentage from 0 to 100'],
    ['discount', { ...chef, discount: -5 }, 'Please enter a percentage from 0 to 100'],
    ['subscriptionPlan', { ...chef, subscriptionPlan: null }, 'Please choose one of the offered values'],
  ])('%s', async (field, input, message) => {
    const before = await h.plans.countDocuments();
    const reply = await h.call(CREATE, { i: { ...input, name: input.name === ' ' ? ' ' : `Plan ${field} ${Math.random()}` } }, superAdmin);
    expect(firstError(reply)).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field } });
    expect(firstError(reply)?.message).toBe(message);
    expect(await h.plans.countDocuments()).toBe(before);
  });

  test('in Dutch', async () => {
    const reply = await h.call(CREATE, { i: { ...chef, name: 'Dutch', tax: 200 } }, superAdmin, { locale: 'nl' });
    expect(firstError(reply)?.message).toBe('Vul een percentage van 0 tot 100 in');
  });

  test('a name is unique per billing cycle, whatever its case', async () => {
    const reply = await h.call(CREATE, { i: { ...chef, name: 'CHEF' } }, superAdmin);
    expect(firstError(reply)).toMatchObject({
      message: 'A plan with this name and billing cycle already exists',
      extensions: { field: 'name' },
    });
    const annual = await h.call(CREATE, { i: { ...chef, name: 'Chef', subscriptionPlan: 'ANNUAL', price: '499' } }, superAdmin);
    expect(annual.errors).toBeUndefined();
  });
});

test('only a super admin writes plans; everyone else is FORBIDDEN or UNAUTHENTICATED', async () => {
  for (const caller of [kitchenAdmin, cook])
    expect(codes(await h.call(CREATE, { i: { ...chef, name: 'Sneaky' } }, caller))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(CREATE, { i: { ...chef, name: 'Sneaky' } }, anonymous))).toEqual(['UNAUTHENTICATED']);
  const starter = (await h.plans.findOne({ name: 'Starter', subscriptionPlan: 'MONTHLY' }).lean())?._id.toHexString();
  expect(codes(await h.call(UPDATE, { id: starter, i: { price: '1' } }, kitchenAdmin))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(DELETE, { id: starter }, kitchenAdmin))).toEqual(['FORBIDDEN']);
  expect(await h.plans.findById(starter).lean()).toMatchObject({ priceCents: 2900 });
});

test('an update changes only what it names; deactivating takes a plan off the offer but not from the super admin', async () => {
  const plan = await h.plans.findOne({ name: 'Chef', subscriptionPlan: 'MONTHLY' }).lean();
  const id = plan?._id.toHexString();
  const updated = await h.call<{ UpdateSubscriptionPlan: Record<string, unknown> }>(
    UPDATE,
    { id, i: { price: '59', showsAds: true } },
    superAdmin,
  );
  expect(updated.data?.UpdateSubscriptionPlan).toMatchObject({ name: 'Chef', price: '59.00', priceCents: 5900, tax: 21, showsAds: true });

  await h.call(UPDATE, { id, i: { status: 'PAUSED' } }, superAdmin);
  const offered = await h.call<{ getActiveSubscriptionPlan: { name: string; subscriptionPlan: string }[] }>(ACTIVE, {}, anonymous);
  expect(offered.data?.getActiveSubscriptionPlan.map((p) => `${p.name} ${p.subscriptionPlan}`)).not.toContain('Chef MONTHLY');
  expect(offered.data?.getActiveSubscriptionPlan.map((p) => `${p.name} ${p.subscriptionPlan}`)).toContain('Chef ANNUAL');
  expect((await h.call(BY_ID, { id }, kitchenAdmin)).data).toEqual({ getSubscriptionPlanById: null });
  expect((await h.call(BY_ID, { id }, superAdmin)).data).toEqual({ getSubscriptionPlanById: { name: 'Chef', status: 'PAUSED' } });
  const mine = await h.call<{ getSubscriptionPlan: { records: { name: string }[] } }>(LIST, { f: { status: 'PAUSED' } }, superAdmin);
  expect(mine.data?.getSubscriptionPlan.records).toEqual([{ name: 'Chef', subscriptionPlan: 'MONTHLY' }]);
  const theirs = await h.call<{ getSubscriptionPlan: { total: number } }>(LIST, { f: { search: 'chef' } }, kitchenAdmin);
  expect(theirs.data?.getSubscriptionPlan.total).toBe(1); // the annual one, still on offer
});

test('a plan kitchens hold cannot be deleted, only deactivated; one nobody holds can', async () => {
  const pro = await h.plans.findOne({ name: 'Pro', subscriptionPlan: 'MONTHLY' }).lean();
  await h.subscriptions.insertMany([
    { planId: pro?._id, kitchenId: new Types.ObjectId(), status: 'ACTIVE' },
    { planId: pro?._id, kitchenId: new Types.ObjectId(), status: 'TRIALING' },
    { planId: pro?._id, kitchenId: new Types.ObjectId(), status: 'CANCELED' },
  ]);
  const refused = await h.call(DELETE, { id: pro?._id.toHexString() }, superAdmin);
  expect(firstError(refused)).toMatchObject({
    message: '2 kitchens are subscribed to this plan: deactivate it instead',
    extensions: { code: 'BAD_USER_INPUT', field: 'id', usedBy: { kitchens: 2 } },
  });
  expect(await h.plans.exists({ _id: pro?._id })).toBeTruthy();

  const annual = await h.plans.findOne({ name: 'Chef', subscriptionPlan: 'ANNUAL' }).lean();
  const deleted = await h.call(DELETE, { id: annual?._id.toHexString() }, superAdmin);
  expect(deleted.data).toEqual({ DeleteSubscriptionPlan: { code: 200, message: 'The plan was deleted' } });
  expect(codes(await h.call(DELETE, { id: annual?._id.toHexString() }, superAdmin))).toEqual(['NOT_FOUND']);
});
