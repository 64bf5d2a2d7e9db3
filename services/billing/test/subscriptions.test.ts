import { newEvent, type EventEnvelope } from '@brigade/events';
import { Types } from 'mongoose';
import { sweepOverdue } from '../src/subscriptions/overdue-sweep';
import { subscriptionChanged } from '../src/subscriptions/subscription-events';
import { subscriptionModel } from '../src/subscriptions/subscription.model';
import { kitchenEventHandlers } from '../src/subscriptions/trials';
import { outbox } from './checkout-support';
import { startHarness, type Harness } from './support';

/** Trials, overdue and the state billing announces (no Kafka here: events stay in the outbox). */
let h: Harness;
let handlers: ReturnType<typeof kitchenEventHandlers>;
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  h = await startHarness('billing_subscriptions');
  handlers = kitchenEventHandlers(subscriptionModel(h.service.connection), h.plans);
});

afterAll(async () => {
  await h.stop();
});

const subscriptions = () => subscriptionModel(h.service.connection);
const kitchenCreated = (kitchenId: string, occurredAt: string): EventEnvelope => {
  const event = newEvent('KitchenCreated', { kitchenId, name: 'Bistro', ownerId: null }, { producer: 'kitchen', aggregateId: kitchenId });
  event.occurredAt = occurredAt;
  return event;
};
const outboxOf = (kitchenId: string) => outbox(h, kitchenId);

test('a new kitchen starts the cheapest monthly plan’s 14-day trial, announced with its limits, once', async () => {
  const kitchenId = new Types.ObjectId().toHexString();
  const event = kitchenCreated(kitchenId, '2026-11-01T10:00:00.000Z');
  await handlers.KitchenCreated(event);
  await handlers.KitchenCreated(event);
  const starter = await h.plans.findOne({ name: 'Starter', subscriptionPlan: 'MONTHLY' }).lean();
  expect(await subscriptions().findOne({ kitchenId }).lean()).toMatchObject({
    planId: starter?._id,
    status: 'TRIALING',
    trialEndsAt: new Date('2026-11-15T10:00:00.000Z'),
    dueDate: new Date('2026-11-15T10:00:00.000Z'),
  });
  const events = await outboxOf(kitchenId);
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({
    type: 'SubscriptionChanged',
    kitchenId,
    payload: {
      kitchenId,
      planId: starter?._id.toHexString(),
      status: 'TRIALING',
      limits: { cooksCount: 5, recipeCount: 100, dishesCount: 50, perCookViewRecipeCount: 100, storageCapacity: 1 },
      overdue: false,
      isFreeTrial: true,
      shouldShowAds: true,
      dueDate: '2026-11-15T10:00:00.000Z',
    },
  });
});

test('a trial that ends unpaid makes the kitchen overdue, announced once; before its end nothing happens', async () => {
  const kitchenId = new Types.ObjectId().toHexString();
  const created = new Date('2026-10-01T08:00:00.000Z');
  await handlers.KitchenCreated(kitchenCreated(kitchenId, created.toISOString()));
  const trialEnd = created.getTime() + 14 * DAY;

  await sweepOverdue(subscriptions(), h.plans, new Date(trialEnd - 60_000));
  expect(await subscriptions().findOne({ kitchenId }).lean()).toMatchObject({ status: 'TRIALING' });

  expect(await sweepOverdue(subscriptions(), h.plans, new Date(trialEnd + 60_000))).toBeGreaterThanOrEqual(1);
  expect(await subscriptions().findOne({ kitchenId }).lean()).toMatchObject({ status: 'PAST_DUE' });
  const last = (await outboxOf(kitchenId)).at(-1);
  expect(last?.payload).toMatchObject({ status: 'PAST_DUE', overdue: true, isFreeTrial: false, shouldShowAds: false });

  await sweepOverdue(subscriptions(), h.plans, new Date(trialEnd + 120_000));
  expect(await outboxOf(kitchenId)).toHaveLength(2);
});

test('a deleted kitchen’s subscription is canceled and kept, and never made overdue', async () => {
  const kitchenId = new Types.ObjectId().toHexString();
  await handlers.KitchenCreated(kitchenCreated(kitchenId, '2026-09-01T00:00:00.000Z'));
  await handlers.KitchenDeleted(newEvent('KitchenDeleted', { kitchenId }, { producer: 'kitchen', aggregateId: kitchenId }));
  await sweepOverdue(subscriptions(), h.plans, new Date('2027-01-01T00:00:00.000Z'));
  expect(await subscriptions().findOne({ kitchenId }).lean()).toMatchObject({ status: 'CANCELED', kitchenDeleted: true });
});

test('ads show during a free trial and on plans marked for ads, never on a paid plan without them', async () => {
  const plan = await h.plans.findOne({ name: 'Pro', subscriptionPlan: 'MONTHLY' }).lean();
  if (!plan) throw new Error('seeded plan missing');
  const sub = { kitchenId: new Types.ObjectId(), planId: plan._id, dueDate: null };
  const ads = (status: 'TRIALING' | 'ACTIVE', showsAds: boolean) =>
    subscriptionChanged({ ...sub, status }, { ...plan, showsAds }).payload as { shouldShowAds: boolean };
  expect([ads('TRIALING', false), ads('ACTIVE', true), ads('ACTIVE', false)].map((p) => p.shouldShowAds)).toEqual([true, true, false]);
});

test('a change of a plan’s limits reaches every kitchen holding it at once; a price change does not announce anything', async () => {
  const kitchenId = new Types.ObjectId().toHexString();
  await handlers.KitchenCreated(kitchenCreated(kitchenId, new Date().toISOString()));
  const starter = (await h.plans.findOne({ name: 'Starter', subscriptionPlan: 'MONTHLY' }).lean())?._id.toHexString();
  const admin = {
    kind: 'user' as const,
    userId: new Types.ObjectId().toHexString(),
    roles: ['SUPER_ADMIN' as const],
    kitchenId: null,
    tokenVersion: 0,
  };
  const update = `mutation ($id: ID!, $i: SubscriptionPlanInput!) { UpdateSubscriptionPlan(id: $id, input: $i) { id } }`;

  await h.call(update, { id: starter, i: { price: '31' } }, admin);
  expect(await outboxOf(kitchenId)).toHaveLength(1);

  await h.call(update, { id: starter, i: { dishesCount: 60 } }, admin);
  const events = await outboxOf(kitchenId);
  expect(events).toHaveLength(2);
  expect(events[1]?.payload).toMatchObject({ status: 'TRIALING', limits: { dishesCount: 60, recipeCount: 100 } });
  await h.call(update, { id: starter, i: { dishesCount: 50 } }, admin);
  // Catalog holds each kitchen's stored media to it.
  await h.call(update, { id: starter, i: { storageCapacity: 2 } }, admin);
  expect((await outboxOf(kitchenId)).at(-1)?.payload).toMatchObject({ limits: { storageCapacity: 2 } });
  await h.call(update, { id: starter, i: { storageCapacity: 1 } }, admin);
});

test('a plan a kitchen is trying cannot be deleted', async () => {
  const starter = await h.plans.findOne({ name: 'Starter', subscriptionPlan: 'MONTHLY' }).lean();
  const reply = await h.call(
    `mutation ($id: ID!) { DeleteSubscriptionPlan(id: $id) { code } }`,
    { id: starter?._id.toHexString() },
    {
      kind: 'user',
      userId: new Types.ObjectId().toHexString(),
      roles: ['SUPER_ADMIN'],
      kitchenId: null,
      tokenVersion: 0,
    },
  );
  expect(reply.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id', usedBy: { kitchens: 3 } });
});
