import { Types } from 'mongoose';
import { startHarness, type Harness } from './support';

let h: Harness;

beforeAll(async () => {
  h = await startHarness('kitchen_owners');
});

afterAll(async () => {
  await h.stop();
});

test('a registration opens its kitchen once, NOT_VERIFIED until the owner verifies their e-mail', async () => {
  const userId = new Types.ObjectId().toHexString();
  const registered = await h.deliver('UserCreated', {
    userId,
    kitchenId: null,
    roles: ['ADMIN'],
    status: 'NOT_VERIFIED',
    kitchenName: 'Bistro Bea',
  });
  await h.redeliver(registered);
  const kitchens = await h.kitchens.find({ ownerId: userId }).select('+_outbox').lean();
  expect(kitchens).toHaveLength(1);
  const kitchen = kitchens[0];
  expect(kitchen).toMatchObject({ name: 'Bistro Bea', status: 'NOT_VERIFIED' });
  expect(kitchen?._outbox?.[0]).toMatchObject({
    type: 'KitchenCreated',
    payload: { ownerId: userId, kitchenId: kitchen?._id.toHexString() },
  });

  const kitchenId = kitchen?._id.toHexString() as string;
  await h.deliver('UserUpdated', { userId, kitchenId, roles: ['ADMIN'], status: 'NOT_VERIFIED', changed: ['kitchenId'] });
  expect((await h.kitchens.findById(kitchenId).lean())?.status).toBe('NOT_VERIFIED');
  await h.deliver('UserUpdated', { userId, kitchenId, roles: ['ADMIN'], status: 'ACTIVE', changed: ['status'] });
  expect((await h.kitchens.findById(kitchenId).lean())?.status).toBe('ACTIVE');
});

test('a kitchen created with a first admin opens when identity has created that admin', async () => {
  const created = await h.call<{ CreateKitchen: { id: string } }>(
    `mutation { CreateKitchen(input: { name: "Harbour", admin: { fName: "H", lName: "H", email: "h@harbour.test" } }) { id } }`,
  );
  const kitchenId = created.data?.CreateKitchen.id as string;
  const adminId = new Types.ObjectId().toHexString();
  await h.deliver('UserCreated', { userId: adminId, kitchenId, roles: ['ADMIN'], status: 'NOT_VERIFIED' });
  const kitchen = await h.kitchens.findById(kitchenId).lean();
  expect(kitchen?.status).toBe('ACTIVE');
  expect(kitchen?.ownerId?.toHexString()).toBe(adminId);
});

test('the last admin leaving closes the kitchen; an admin leaving with others left does not', async () => {
  const kitchenId = new Types.ObjectId();
  await h.kitchens.create({ _id: kitchenId, name: 'Closing', accNumber: 'K-CLOSE', ownerId: new Types.ObjectId() });
  const admin = (lastAdminOfKitchen: boolean) => ({
    userId: new Types.ObjectId().toHexString(),
    kitchenId: kitchenId.toHexString(),
    roles: ['ADMIN'],
    status: 'ACTIVE',
    lastAdminOfKitchen,
  });
  await h.deliver('UserDeleted', admin(false));
  expect((await h.kitchens.findById(kitchenId).select('+_deleted').lean())?._deleted).toBeUndefined();
  await h.deliver('UserDeleted', admin(true));
  const closed = await h.kitchens.findById(kitchenId).select('+_deleted +_outbox').lean();
  expect(closed?._deleted).toBe(true);
  expect(closed?._outbox?.at(-1)).toMatchObject({ type: 'KitchenDeleted', payload: { kitchenId: kitchenId.toHexString() } });
  expect(await h.deletedKitchens.findById(kitchenId).lean()).toMatchObject({ name: 'Closing', accNumber: 'K-CLOSE' });
});
