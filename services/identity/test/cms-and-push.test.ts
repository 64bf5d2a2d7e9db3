import type { Caller } from '@brigade/service-kit';
import { Types } from 'mongoose';
import { codes, firstError, startHarness, type Harness } from './support';

let h: Harness;
let superAdmin: Caller;
let admin: Caller;
let cook: Caller;

beforeAll(async () => {
  h = await startHarness('identity_cms');
  superAdmin = (await h.signIn('superadmin@brigade.local')).caller;
  admin = (await h.signIn('admin@demo.brigade.local')).caller;
  cook = (await h.signIn('cook@demo.brigade.local')).caller;
});

afterAll(async () => {
  await h.stop();
});

const CREATE_CMS = `mutation ($i: CmsInput!) { CreateCms(input: $i) { id privacyPolicy } }`;
const GET_CMS = `{ GetCms { privacyPolicy termsCondition } }`;

test('anyone reads the newest legal texts; only a super admin publishes them', async () => {
  // The seed's placeholders until the super admin publishes (README 'Legal texts').
  const seeded = (await h.call<{ GetCms: { privacyPolicy: string; termsCondition: string } }>(GET_CMS)).data?.GetCms;
  expect(seeded?.termsCondition).toMatch(/^# Placeholder terms — replace before going live/);
  expect(seeded?.privacyPolicy).toMatch(/^# Placeholder privacy policy — replace before going live/);
  expect(codes(await h.call(CREATE_CMS, { i: { privacyPolicy: 'p', termsCondition: 't' } }, admin))).toEqual(['FORBIDDEN']);
  expect(codes(await h.call(CREATE_CMS, { i: { privacyPolicy: 'p', termsCondition: 't' } }))).toEqual(['UNAUTHENTICATED']);
  expect(firstError(await h.call(CREATE_CMS, { i: { privacyPolicy: ' ', termsCondition: 't' } }, superAdmin))?.extensions).toMatchObject({
    field: 'privacyPolicy',
  });
  await h.call(CREATE_CMS, { i: { privacyPolicy: 'Privacy v1', termsCondition: 'Terms v1' } }, superAdmin);
  await h.call(CREATE_CMS, { i: { privacyPolicy: 'Privacy v2', termsCondition: 'Terms v2' } }, superAdmin);
  expect((await h.call(GET_CMS)).data).toEqual({ GetCms: { privacyPolicy: 'Privacy v2', termsCondition: 'Terms v2' } });
});

test('the contact form reaches the platform owner, with the sender to reply to', async () => {
  const reply = await h.call(
    `mutation { CreateContactForm(input: { name: "Sam <b>", email: "sam@guest.test", message: "Do you support allergens?" }) { message } }`,
  );
  expect(reply.data).toEqual({ CreateContactForm: { message: 'Thank you, we received your message' } });
  const mail = await h.mail.waitFor((m) => m.to.includes('owner@brigade.test'));
  expect(mail.text).toContain('Do you support allergens?');
  expect(mail.headers['reply-to']).toContain('sam@guest.test');
  expect(mail.html).toContain('Sam &#60;b&#62;');
});

const CONTACT = `mutation ($i: ContactFormInput!) { CreateContactForm(input: $i) { message } }`;
const contact = (i: Record<string, unknown>, meta: { clientIp?: string; locale?: string } = {}, caller?: Caller) =>
  h.call<{ CreateContactForm: { message: string } }>(CONTACT, { i }, caller, { clientIp: '198.51.100.40', ...meta });

test("a signed-in cook's message reaches the platform address too, under the subject they typed", async () => {
  const reply = await contact(
    { name: 'Cook', email: 'cook@demo.brigade.local', subject: 'Plating video', message: 'It does not play' },
    {},
    cook,
  );
  expect(reply.data).toEqual({ CreateContactForm: { message: 'Thank you, we received your message' } });
  const mail = await h.mail.waitFor((m) => m.to.includes('owner@brigade.test') && m.subject.includes('Plating video'));
  expect(mail.subject).toBe('Contact form: Plating video');
  expect(mail.text).toContain('It does not play');
  expect(mail.headers['reply-to']).toContain('cook@demo.brigade.local');
});

test('the contact form names the field it refuses, in the sender’s language', async () => {
  const valid = { name: 'Sam', email: 'sam@guest.test', message: 'Hello' };
  const refused = async (input: Record<string, unknown>, locale = 'en') =>
    firstError(await contact({ ...valid, ...input }, { locale }))?.extensions;
  expect(await refused({ message: '   ' }, 'nl')).toMatchObject({ code: 'BAD_USER_INPUT', field: 'message' });
  expect(firstError(await contact({ ...valid, message: ' ' }, { locale: 'nl' }))?.message).toBe('Dit veld is verplicht');
  expect(await refused({ name: '' })).toMatchObject({ field: 'name' });
  expect(await refused({ email: 'sam@' }, 'de')).toMatchObject({ field: 'email' });
  expect(firstError(await contact({ ...valid, email: 'sam@' }, { locale: 'de' }))?.message).toBe(
    'Bitte gib eine gültige E-Mail-Adresse ein',
  );
  expect(await refused({ message: 'x'.repeat(5001) })).toMatchObject({ field: 'message' });
  // The subject becomes the mail's Subject header: a line break there could add headers (a Bcc).
  expect(await refused({ subject: 'Hi\r\nBcc: victim@elsewhere.test' })).toMatchObject({ field: 'subject' });
});

test('one address may send the contact form 20 times an hour; the 21st waits', async () => {
  const replies = [];
  for (let i = 0; i < 21; i++)
    replies.push(await contact({ name: 'Flood', email: 'flood@guest.test', message: `Message ${i}` }, { clientIp: '203.0.113.99' }));
  expect(replies.slice(0, 20).every((r) => !r.errors)).toBe(true);
  expect(firstError(replies[20] ?? {})?.extensions).toMatchObject({
    code: 'TOO_MANY_REQUESTS',
    retryAfterSeconds: expect.any(Number) as number,
  });
  // Another address is not held up by it.
  expect(
    (await contact({ name: 'Sam', email: 'sam@guest.test', message: 'Still there?' }, { clientIp: '203.0.113.100' })).errors,
  ).toBeUndefined();
});

test('push: a cook cannot send; an admin reaches only their own cooks; a super admin may address any kitchen', async () => {
  const send = (input: Record<string, unknown>, caller: Caller) =>
    h.call(
      `mutation ($i: PushNotificationInput!) { SendPushNotification(input: $i) { message sent } }`,
      { i: { title: 'Service', body: 'Briefing at 4', ...input } },
      caller,
    );
  expect(codes(await send({ all: true }, cook))).toEqual(['FORBIDDEN']);
  expect(codes(await send({ all: true }, admin))).toEqual(['FORBIDDEN']);
  expect(codes(await send({ kitchenId: new Types.ObjectId().toHexString() }, admin))).toEqual(['FORBIDDEN']);
  expect(codes(await send({ userId: (superAdmin as { userId: string }).userId }, admin))).toEqual(['FORBIDDEN']);
  expect(firstError(await send({ all: true, kitchenId: new Types.ObjectId().toHexString() }, superAdmin))?.extensions).toMatchObject({
    field: 'target',
  });
  expect(firstError(await send({ all: true, url: 'https://evil.test/' }, superAdmin))?.extensions).toMatchObject({ field: 'url' });
  expect((await send({ kitchenId: (admin as { kitchenId: string }).kitchenId }, admin)).data).toEqual({
    SendPushNotification: { message: 'Notification sent to 0 devices', sent: 0 },
  });
});

test("push: a browser registers its subscription, which shows as the user's fcmToken", async () => {
  const { createECDH, randomBytes } = await import('node:crypto');
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const input = {
    endpoint: 'http://127.0.0.1:9/push/abc',
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  const reply = await h.call(
    `mutation ($i: PushSubscriptionInput!) { RegisterPushSubscription(input: $i) { message } }`,
    { i: input },
    cook,
  );
  expect(reply.data).toEqual({ RegisterPushSubscription: { message: 'Notifications are switched on for this device' } });
  expect((await h.call(`{ me { fcmToken } }`, {}, cook)).data).toEqual({ me: { fcmToken: 'http://127.0.0.1:9/push/abc' } });
  const bad = await h.call(
    `mutation ($i: PushSubscriptionInput!) { RegisterPushSubscription(input: $i) { message } }`,
    { i: { ...input, keys: { ...input.keys, auth: 'x' } } },
    cook,
  );
  expect(firstError(bad)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'keys.auth' });
  expect(((await h.call(`{ pushPublicKey }`)).data?.pushPublicKey as string).length).toBeGreaterThan(80);
});
