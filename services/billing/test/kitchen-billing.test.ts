import { newEvent, type EventEnvelope } from '@brigade/events';
import type { Caller } from '@brigade/service-kit';
import { Types } from 'mongoose';
import { dueDateOf } from '../src/kitchens/kitchen-billing';
import { subscriptionModel, type SubscriptionDoc } from '../src/subscriptions/subscription.model';
import { kitchenEventHandlers } from '../src/subscriptions/trials';
import { startHarness, superAdmin, type Harness } from './support';

/** The Kitchen fields billing adds through federation, asked the way the gateway asks (`_entities`). */
let h: Harness;
const kitchenId = new Types.ObjectId().toHexString();
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  h = await startHarness('billing_kitchens');
  const handlers = kitchenEventHandlers(subscriptionModel(h.service.connection), h.plans);
  const created: EventEnvelope = newEvent(
    'KitchenCreated',
    { kitchenId, name: 'Bistro', ownerId: null },
    { producer: 'kitchen', aggregateId: kitchenId },
  );
  await handlers.KitchenCreated(created);
});

afterAll(async () => {
  await h.stop();
});

const ENTITIES = `query ($r: [_Any!]!) { _entities(representations: $r) { ... on Kitchen {
  activeSubscriptionPlan { name subscriptionPlan } subscriptionPlan { name } getAllPlans { id name priceId }
  getPaymentDueDate { dueInDays isDue isFreeTrial shouldShowAds } } } }`;
const member = (roles: ('ADMIN' | 'COOK')[], kitchen: string): Caller => ({
  kind: 'user',
  userId: new Types.ObjectId().toHexString(),
  roles,
  kitchenId: kitchen,
  tokenVersion: 0,
});
const kitchen = async (caller: Caller) =>
  (await h.call<{ _entities: Record<string, unknown>[] }>(ENTITIES, { r: [{ __typename: 'Kitchen', id: kitchenId }] }, caller)).data
    ?._entities[0];

test("the kitchen's own admin and cooks, and super admins, see its trial: plan, due in 14 days, ads on", async () => {
  for (const caller of [member(['ADMIN'], kitchenId), member(['COOK'], kitchenId), superAdmin]) {
    const seen = await kitchen(caller);
    expect(seen).toMatchObject({
      activeSubscriptionPlan: { name: 'Starter', subscriptionPlan: 'MONTHLY' },
      subscriptionPlan: { name: 'Starter' },
      getPaymentDueDate: { dueInDays: 14, isDue: false, isFreeTrial: true, shouldShowAds: true },
    });
    expect((seen?.getAllPlans as unknown[]).length).toBe(6);
  }
});

test("another kitchen's admin sees nothing of it", async () => {
  expect(await kitchen(member(['ADMIN'], new Types.ObjectId().toHexString()))).toEqual({
    activeSubscriptionPlan: null,
    subscriptionPlan: null,
    getAllPlans: [],
    getPaymentDueDate: null,
  });
});

test('due-date arithmetic: days round up, a passed date is due, a past-due subscription is due', () => {
  const now = new Date('2026-11-22T12:00:00.000Z');
  const sub = (status: SubscriptionDoc['status'], dueDate: Date | null) => ({ status, dueDate }) as SubscriptionDoc;
  expect(dueDateOf(sub('ACTIVE', new Date(now.getTime() + 2.5 * DAY)), null, now)).toMatchObject({ dueInDays: 3, isDue: false });
  expect(dueDateOf(sub('ACTIVE', new Date(now.getTime() - DAY)), null, now)).toMatchObject({ dueInDays: -1, isDue: true });
  expect(dueDateOf(sub('PAST_DUE', new Date(now.getTime() + DAY)), null, now)).toMatchObject({ isDue: true, isFreeTrial: false });
  expect(dueDateOf(sub('ACTIVE', null), null, now)).toMatchObject({ dueDate: null, dueInDays: null, isDue: false, shouldShowAds: false });
});
