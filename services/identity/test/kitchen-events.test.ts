import { newEvent } from '@brigade/events';
import { Types } from 'mongoose';
import pino from 'pino';
import { kitchenEventHandlers } from '../src/kitchens/kitchen-events';
import { createPushService } from '../src/push/push.service';
import { startHarness, type Harness } from './support';

let h: Harness;
let handlers: ReturnType<typeof kitchenEventHandlers>;

beforeAll(async () => {
  h = await startHarness('identity_kitchen_events');
  const push = await createPushService(h.identity.connection, { allowInsecureEndpoints: true, log: pino({ level: 'silent' }) });
  handlers = kitchenEventHandlers({ users: h.users, kitchens: h.kitchens, push });
});

afterAll(async () => {
  await h.stop();
});

const event = (type: string, payload: object) => newEvent(type, payload, { producer: 'kitchen', aggregateId: 'k' });

test('a kitchen opened for a registered person makes them its admin; replaying the event changes nothing', async () => {
  await h.call(
    `mutation { CreateUser(input: { fName: "Ola", lName: "Owner", email: "ola@new.test", password: "Opening-2026", kitchenName: "Ola's" }) { code } }`,
  );
  const ola = await h.users.findOne({ email: 'ola@new.test' }).lean();
  const kitchenId = new Types.ObjectId().toHexString();
  const created = event('KitchenCreated', { kitchenId, name: "Ola's", ownerId: ola?._id.toHexString() });
  await handlers.KitchenCreated(created);
  await handlers.KitchenCreated(created);
  const after = await h.users.findById(ola?._id).select('+_outbox').lean();
  expect(after?.kitchenId?.toHexString()).toBe(kitchenId);
  expect(after?.isAdmin).toBe(true);
  expect(after?._outbox?.filter((e) => e.type === 'UserUpdated')).toHaveLength(1);
  expect(await h.kitchens.exists(kitchenId)).toBe(true);
});

test("a deleted kitchen takes its people with it, and no one else's", async () => {
  const kitchenId = new Types.ObjectId();
  await h.kitchens.created(kitchenId.toHexString());
  await h.users.create([
    { email: 'a@gone.test', accNumber: 'G1', status: 'ACTIVE', isAdmin: true, kitchenId },
    { email: 'c@gone.test', accNumber: 'G2', status: 'ACTIVE', isCook: true, kitchenId },
  ]);
  const before = await h.users.countDocuments();
  await handlers.KitchenDeleted(event('KitchenDeleted', { kitchenId: kitchenId.toHexString() }));
  expect(await h.users.countDocuments({ kitchenId })).toBe(0);
  expect(await h.users.countDocuments()).toBe(before - 2);
  expect(await h.kitchens.exists(kitchenId.toHexString())).toBe(false);
});
