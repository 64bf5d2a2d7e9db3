import { newEvent } from '@brigade/events';
import { Types } from 'mongoose';
import pino from 'pino';
import { oneTimeTokens } from '../src/auth/one-time-tokens';
import { kitchenEventHandlers } from '../src/kitchens/kitchen-events';
import { mailQueue } from '../src/mail/mail-queue';
import { identitySettings } from '../src/settings';
import { createPushService } from '../src/push/push.service';
import { AUTHENTICATE, codes, startHarness, type Harness } from './support';

let h: Harness;
let handlers: ReturnType<typeof kitchenEventHandlers>;

beforeAll(async () => {
  h = await startHarness('identity_kitchen_events');
  const push = await createPushService(h.identity.connection, { allowInsecureEndpoints: true, log: pino({ level: 'silent' }) });
  const log = pino({ level: 'silent' });
  const settings = identitySettings({ SMTP_URL: h.mail.smtpUrl, APP_URL: 'https://app.brigade.test' }, false);
  const mail = mailQueue(h.identity.connection, { smtpUrl: settings.smtpUrl, from: settings.mailFrom, log });
  const links = await oneTimeTokens(h.identity.connection);
  handlers = kitchenEventHandlers({ users: h.users, kitchens: h.kitchens, push, links, mail, settings }, log);
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

test("a deleted kitchen takes its people with it, each announced (so their tokens are revoked), and no one else's", async () => {
  const kitchenId = new Types.ObjectId();
  await h.kitchens.created(kitchenId.toHexString());
  await h.users.create([
    { email: 'a@gone.test', accNumber: 'G1', status: 'ACTIVE', isAdmin: true, kitchenId },
    { email: 'c@gone.test', accNumber: 'G2', status: 'ACTIVE', isCook: true, kitchenId },
  ]);
  const alive = { _deleted: { $ne: true } };
  const before = await h.users.countDocuments(alive);
  const deleted = event('KitchenDeleted', { kitchenId: kitchenId.toHexString() });
  await handlers.KitchenDeleted(deleted);
  await handlers.KitchenDeleted(deleted);
  expect(await h.users.countDocuments({ ...alive, kitchenId })).toBe(0);
  expect(await h.users.countDocuments(alive)).toBe(before - 2);
  // The relay publishes each UserDeleted, then removes the row (no relay runs in this harness).
  const gone = await h.users.find({ kitchenId }).select('+_outbox').lean();
  expect(gone.map((u) => u._outbox?.filter((e) => e.type === 'UserDeleted').length)).toEqual([1, 1]);
  expect(await h.kitchens.exists(kitchenId.toHexString())).toBe(false);
});

test('a paused kitchen ends its people’s sessions and refuses their sign-in until it is active again', async () => {
  const kitchenId = new Types.ObjectId();
  await h.kitchens.created(kitchenId.toHexString());
  await h.call(
    `mutation { CreateUser(input: { fName: "Pia", lName: "Paused", email: "pia@paused.test", password: "Paused-2026", kitchenName: "Pia's" }) { code } }`,
  );
  await h.users.updateOne({ email: 'pia@paused.test' }, { $set: { kitchenId, status: 'ACTIVE' } });
  const { caller } = await h.signIn('pia@paused.test', 'Paused-2026');
  const me = () => h.call('{ me { id } }', {}, caller);
  expect((await me()).errors).toBeUndefined();

  await handlers.KitchenStatusChanged(event('KitchenStatusChanged', { kitchenId: kitchenId.toHexString(), status: 'PAUSED' }));
  const pia = await h.users.findOne({ email: 'pia@paused.test' }).select('+_outbox').lean();
  expect(pia?._outbox?.filter((e) => e.type === 'UserTokensRevoked')).toEqual([
    expect.objectContaining({ payload: expect.objectContaining({ tokenVersion: 1 }) }),
  ]);
  expect(codes(await me())).toEqual(['UNAUTHENTICATED']);
  const refused = await h.call(AUTHENTICATE, { input: { email: 'pia@paused.test', password: 'Paused-2026' } }, undefined, {
    locale: 'nl',
    clientIp: '198.51.100.9',
  });
  expect(refused.errors?.[0]).toMatchObject({ message: expect.stringMatching(/gepauzeerd/), extensions: { code: 'FORBIDDEN' } });

  await handlers.KitchenStatusChanged(event('KitchenStatusChanged', { kitchenId: kitchenId.toHexString(), status: 'ACTIVE' }));
  await expect(h.signIn('pia@paused.test', 'Paused-2026')).resolves.toBeDefined();
});

test('a kitchen created with a first admin invites that person as its admin, once', async () => {
  const kitchenId = new Types.ObjectId().toHexString();
  const created = event('KitchenCreated', {
    kitchenId,
    name: 'Harbour',
    ownerId: null,
    firstAdmin: { fName: 'Hanna', lName: 'Harbour', email: 'Hanna@Harbour.test', lang: 'de' },
  });
  await handlers.KitchenCreated(created);
  await handlers.KitchenCreated(created);
  const admins = await h.users.find({ email: 'hanna@harbour.test' }).lean();
  expect(admins).toHaveLength(1);
  expect(admins[0]).toMatchObject({ isAdmin: true, status: 'NOT_VERIFIED', lang: 'de' });
  expect(admins[0]?.kitchenId?.toHexString()).toBe(kitchenId);
  const { message } = await h.mailTo('hanna@harbour.test', 'createToken');
  expect(message.subject).toBe('Du wurdest zu Brigade eingeladen');
});

test('a first admin who already works in another kitchen is not moved', async () => {
  const kitchenId = new Types.ObjectId().toHexString();
  await handlers.KitchenCreated(
    event('KitchenCreated', {
      kitchenId,
      name: 'Poach',
      ownerId: null,
      firstAdmin: { fName: 'D', lName: 'A', email: 'admin@demo.brigade.local' },
    }),
  );
  expect((await h.users.findOne({ email: 'admin@demo.brigade.local' }).lean())?.kitchenId?.toHexString()).toBe('64b000000000000000000001');
});
