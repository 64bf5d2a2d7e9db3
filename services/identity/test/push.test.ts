import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { start, type EmbeddedMongo } from '@brigade/embedded-mongo';
import { importJWK, jwtVerify } from 'jose';
import mongoose, { Types, type Connection } from 'mongoose';
import pino from 'pino';
import { generateVAPIDKeys } from 'web-push';
import { createPushService, type PushService } from '../src/push/push.service';

// http_ece ships no types; it is the reference implementation of RFC 8188, so it decrypts as a browser would.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ece = require('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer }): Buffer;
};

type Delivery = { headers: IncomingHttpHeaders; body: Buffer };

let mongo: EmbeddedMongo;
let connection: Connection;
let pushServer: Server;
let base: string;
let push: PushService;
/** A stand-in push service: what each /push/<id> received, and the status it answers with (201 unless set). */
const received = new Map<string, Delivery[]>();
const answers = new Map<string, number>();
let connections = 0;
/** Requests open at once, for the endpoints under /push/many- (which hold their answers, below). */
const concurrency = { now: 0, max: 0 };
const held: (() => void)[] = [];
let quiet: NodeJS.Timeout | undefined;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  mongo = await start({ port: 0 });
  connection = await mongoose.createConnection(mongo.uri, { dbName: 'identity_push' }).asPromise();
  pushServer = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const id = req.url?.replace(/^\/push\//, '') ?? '';
      received.set(id, [...(received.get(id) ?? []), { headers: req.headers, body: Buffer.concat(chunks) }]);
      if (!id.startsWith('many-')) return void res.writeHead(answers.get(id) ?? 201).end();
      concurrency.max = Math.max(concurrency.max, ++concurrency.now);
      // Held until no other request has come for 300 ms, then answered together: every request the
      // service may open at once is open by then, however slow a busy machine is to open them, so
      // the most seen open is the cap (a higher cap shows more, a lower one less).
      held.push(() => {
        concurrency.now--;
        res.writeHead(201).end();
      });
      clearTimeout(quiet);
      quiet = setTimeout(() => held.splice(0).forEach((answer) => answer()), 300);
    });
  });
  pushServer.on('connection', () => connections++);
  await new Promise<void>((resolve) => pushServer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(pushServer.address() as AddressInfo).port}`;
  push = await createPushService(connection, { allowInsecureEndpoints: true, log, ttlSeconds: 600 });
});

afterAll(async () => {
  await new Promise((resolve) => pushServer.close(resolve));
  await connection.close();
  await mongo.stop();
});

const newId = () => new Types.ObjectId().toHexString();

/** What a browser's `pushManager.subscribe()` produces: its own P-256 key pair and a 16-byte auth secret. */
function browser(id: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const endpoint = `${base}/push/${id}`;
  return {
    id,
    ecdh,
    authSecret,
    subscription: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') } },
    /** The notifications this browser received, decrypted with its private key. */
    notifications: () =>
      (received.get(id) ?? []).map((d) =>
        JSON.parse(ece.decrypt(d.body, { version: 'aes128gcm', privateKey: ecdh, authSecret }).toString('utf8')),
      ),
  };
}

async function vapidClaims(authorization: string | undefined, endpoint: string, publicKey: string) {
  const match = /^vapid t=([^,]+), k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  expect(match?.[2]).toBe(publicKey);
  const raw = Buffer.from(publicKey, 'base64url');
  const key = await importJWK(
    { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    'ES256',
  );
  const { payload } = await jwtVerify(match?.[1] ?? '', key, { audience: new URL(endpoint).origin, algorithms: ['ES256'] });
  return payload;
}

test('a subscribed browser receives the notification, VAPID-signed and encrypted to its own keys', async () => {
  const userId = newId();
  const phone = browser('one-phone');
  await push.subscribe({ userId, kitchenId: newId() }, phone.subscription, 'Mozilla/5.0 (iPhone)');

  const message = { title: 'Menu published', body: 'Autumn menu is live', url: '/menus/autumn' };
  await expect(push.send({ userIds: [userId] }, message)).resolves.toEqual({ sent: 1, removed: 0, failed: 0 });

  const [delivery] = received.get(phone.id) ?? [];
  expect(delivery?.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '600', urgency: 'normal' });
  const claims = await vapidClaims(delivery?.headers.authorization, phone.subscription.endpoint, push.publicKey);
  expect(claims.sub).toBe('mailto:ops@brigade.local');
  expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  expect(delivery?.body.includes('Autumn')).toBe(false);
  expect(phone.notifications()).toEqual([message]);
});

test('a device the push service reports gone (410) is removed; a failing one is counted and kept', async () => {
  const userId = newId();
  const [laptop, oldTablet, flakyPhone] = [browser('gone-laptop'), browser('gone-tablet'), browser('gone-flaky')];
  answers.set(oldTablet.id, 410);
  answers.set(flakyPhone.id, 500);
  for (const device of [laptop, oldTablet, flakyPhone]) await push.subscribe({ userId, kitchenId: null }, device.subscription);

  const message = { title: 'Shift swap', body: 'Sam took your Friday' };
  await expect(push.send({ userIds: [userId] }, message)).resolves.toEqual({ sent: 1, removed: 1, failed: 1 });
  await expect(push.send({ userIds: [userId] }, message)).resolves.toEqual({ sent: 1, removed: 0, failed: 1 });

  expect(laptop.notifications()).toEqual([message, message]);
  expect(received.get(oldTablet.id)).toHaveLength(1);
  expect(received.get(flakyPhone.id)).toHaveLength(2);
});

test('a kitchen-wide message reaches every device in that kitchen and none in another', async () => {
  const [kitchen, otherKitchen] = [newId(), newId()];
  const [chef, cook, rival] = [browser('k-chef'), browser('k-cook'), browser('k-rival')];
  const cookId = newId();
  await push.subscribe({ userId: newId(), kitchenId: kitchen }, chef.subscription);
  await push.subscribe({ userId: cookId, kitchenId: kitchen }, cook.subscription);
  await push.subscribe({ userId: newId(), kitchenId: otherKitchen }, rival.subscription);

  const message = { title: 'Walk-in fridge', body: 'Temperature alarm', url: '/alerts' };
  await expect(push.send({ kitchenId: kitchen }, message)).resolves.toEqual({ sent: 2, removed: 0, failed: 0 });
  expect(chef.notifications()).toEqual([message]);
  expect(cook.notifications()).toEqual([message]);
  expect(received.get(rival.id)).toBeUndefined();

  await push.removeUser(cookId);
  await expect(push.send({ kitchenId: kitchen }, message)).resolves.toEqual({ sent: 1, removed: 0, failed: 0 });
  expect(cook.notifications()).toEqual([message]);
  await push.removeKitchen(kitchen);
  await expect(push.send({ kitchenId: kitchen }, message)).resolves.toEqual({ sent: 0, removed: 0, failed: 0 });
});

test('a browser re-subscribed by another user gets only that user’s messages; unsubscribe stops them', async () => {
  const [first, second] = [newId(), newId()];
  const shared = browser('shared-ipad');
  await push.subscribe({ userId: first, kitchenId: null }, shared.subscription);
  await push.subscribe({ userId: second, kitchenId: null }, shared.subscription);

  await expect(push.send({ userIds: [first] }, { title: 'For first', body: '-' })).resolves.toEqual({ sent: 0, removed: 0, failed: 0 });
  await push.send({ userIds: [second] }, { title: 'For second', body: '-' });
  expect(shared.notifications()).toEqual([{ title: 'For second', body: '-' }]);

  await expect(push.unsubscribe(first, shared.subscription.endpoint)).resolves.toBe(false);
  await expect(push.unsubscribe(second, shared.subscription.endpoint)).resolves.toBe(true);
  await expect(push.send({ userIds: [second] }, { title: 'After', body: '-' })).resolves.toEqual({ sent: 0, removed: 0, failed: 0 });
});

test('a message to everyone reaches every device, at most 10 requests at a time', async () => {
  const everyone = await createPushService(connection.useDb('identity_push_all'), { allowInsecureEndpoints: true, log });
  const devices = Array.from({ length: 25 }, (_, i) => browser(`many-${i}`));
  for (const device of devices) await everyone.subscribe({ userId: newId(), kitchenId: newId() }, device.subscription);

  const message = { title: 'Maintenance', body: 'Brigade is down for 5 minutes tonight' };
  await expect(everyone.send({ all: true }, message)).resolves.toEqual({ sent: 25, removed: 0, failed: 0 });
  for (const device of devices) expect(device.notifications()).toEqual([message]);
  expect(concurrency.max).toBe(10);
});

test('production refuses http, private-network and malformed subscriptions, naming the field', async () => {
  const production = await createPushService(connection, { allowInsecureEndpoints: false, log });
  const user = { userId: newId(), kitchenId: null };
  const { subscription } = browser('prod');
  const rejection = (field: string) => expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field }) });

  await expect(production.subscribe(user, subscription)).rejects.toEqual(rejection('endpoint'));
  await expect(production.subscribe(user, { ...subscription, endpoint: 'https://127.0.0.1/push/x' })).rejects.toEqual(
    rejection('endpoint'),
  );
  await expect(production.subscribe(user, { ...subscription, endpoint: 'https://[::ffff:10.0.0.1]/x' })).rejects.toEqual(
    rejection('endpoint'),
  );
  await expect(production.subscribe(user, { ...subscription, endpoint: 'not a url' })).rejects.toEqual(rejection('endpoint'));
  const https = { ...subscription, endpoint: 'https://push.example.com/send/abc' };
  await expect(production.subscribe(user, { ...https, keys: { ...https.keys, p256dh: 'AAAA' } })).rejects.toEqual(rejection('keys.p256dh'));
  await expect(
    production.subscribe(user, { ...https, keys: { ...https.keys, auth: randomBytes(8).toString('base64url') } }),
  ).rejects.toEqual(rejection('keys.auth'));
  await expect(production.subscribe(user, https)).resolves.toBeUndefined();
});

test('production never connects to a stored endpoint whose name resolves to a private address', async () => {
  const production = await createPushService(connection, { allowInsecureEndpoints: false, log });
  const userId = newId();
  const { subscription } = browser('rebound');
  // As if the name had resolved publicly at subscribe time and was later pointed inside (DNS rebinding).
  const endpoint = subscription.endpoint.replace('http://127.0.0.1', 'https://localhost');
  await connection
    .collection('pushsubscriptions')
    .insertOne({ userId: new Types.ObjectId(userId), kitchenId: null, endpoint, keys: subscription.keys });

  const before = connections;
  await expect(production.send({ userIds: [userId] }, { title: 'x', body: 'y' })).resolves.toEqual({ sent: 0, removed: 0, failed: 1 });
  expect(connections).toBe(before);
});

test('every start and replica uses the same VAPID key, so existing subscriptions keep working', async () => {
  const fresh = connection.useDb('identity_push_keys');
  const first = await createPushService(fresh, { allowInsecureEndpoints: true, log });
  const second = await createPushService(fresh, { allowInsecureEndpoints: true, log });
  expect(second.publicKey).toBe(first.publicKey);
  expect(first.publicKey).not.toBe(push.publicKey);

  const userId = newId();
  const phone = browser('restart-phone');
  await first.subscribe({ userId, kitchenId: null }, phone.subscription);
  await second.send({ userIds: [userId] }, { title: 'After restart', body: '-' });
  const [delivery] = received.get(phone.id) ?? [];
  await expect(vapidClaims(delivery?.headers.authorization, phone.subscription.endpoint, first.publicKey)).resolves.toBeTruthy();

  const configured = generateVAPIDKeys();
  const fromEnv = await createPushService(fresh, {
    vapid: { ...configured, subject: 'https://brigade.example' },
    allowInsecureEndpoints: true,
    log,
  });
  expect(fromEnv.publicKey).toBe(configured.publicKey);
});
