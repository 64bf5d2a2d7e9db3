import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmbeddedKafka, type EmbeddedKafka } from '@brigade/embedded-kafka';
import { newEvent, Topics, type RecipeEvents } from '@brigade/events';
import type { RunningSubgraph } from '@brigade/service-kit';
import { startSubgraphHarness, until, type SubgraphHarness } from '@brigade/test-kit';
import { Kafka, logLevel } from 'kafkajs';
import { Types } from 'mongoose';
import pino from 'pino';
import { startIdentity } from '../src/app';
import { kitchenStates } from '../src/kitchens/kitchen-states';
import { createPushService, type PushService } from '../src/push/push.service';
import { userModel, type UserStatus } from '../src/users/user.model';

// http_ece ships no types; it is the reference implementation of RFC 8188, so it decrypts as a browser would.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ece = require('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: Buffer }): Buffer;
};

/** Recipe notices through the real wire: the recipe service's events on Kafka, identity's group, a stand-in push service. */
let kafka: EmbeddedKafka;
let h: SubgraphHarness;
let identity: RunningSubgraph;
let devices: PushService;
let pushServer: Server;
let base: string;
const received = new Map<string, Buffer[]>();

beforeAll(async () => {
  kafka = await startEmbeddedKafka();
  pushServer = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const id = req.url?.replace(/^\/push\//, '') ?? '';
      received.set(id, [...(received.get(id) ?? []), Buffer.concat(chunks)]);
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => pushServer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(pushServer.address() as AddressInfo).port}`;
  h = await startSubgraphHarness({
    name: 'identity',
    start: startIdentity,
    dbName: 'identity_recipe_notices',
    kafkaBrokers: [kafka.brokers],
    env: { APP_URL: 'https://app.brigade.test', KAFKA_MAX_WAIT_MS: '100', PUSH_ALLOW_INSECURE: 'true' },
  });
  identity = h.service;
  // The same subscriptions collection identity sends from: what RegisterPushSubscription writes.
  devices = await createPushService(identity.connection, { allowInsecureEndpoints: true, log: pino({ level: 'silent' }) });
}, 60_000);

afterAll(async () => {
  await h.stop();
  await new Promise((resolve) => pushServer.close(resolve));
  await kafka.stop();
});

type Notification = { title: string; body: string; url?: string };

/** A person of `kitchenId` with a subscribed phone, whose notifications the test reads decrypted. */
async function personWithPhone(name: string, kitchenId: Types.ObjectId, fields: { lang?: string; status?: UserStatus } = {}) {
  const user = await userModel(identity.connection).create({
    email: `${name}@notices.test`,
    fName: name,
    accNumber: `N-${name}`,
    status: fields.status ?? 'ACTIVE',
    isCook: true,
    kitchenId,
    ...(fields.lang ? { lang: fields.lang } : {}),
  });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const subscription = {
    endpoint: `${base}/push/${name}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
  };
  await devices.subscribe({ userId: user._id.toHexString(), kitchenId: kitchenId.toHexString() }, subscription);
  return {
    id: user._id.toHexString(),
    notifications: (): Notification[] =>
      (received.get(name) ?? []).map((body) =>
        JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret }).toString('utf8')),
      ),
  };
}

const kafkaClient = () => new Kafka({ clientId: 'recipe-test', brokers: [kafka.brokers], logLevel: logLevel.NOTHING });

/** Events of one recipe, keyed by it as the recipe service's relay does: one partition, applied in order. */
async function publish(recipeId: string, events: ReturnType<typeof newEvent>[]): Promise<void> {
  const producer = kafkaClient().producer();
  await producer.connect();
  await producer.send({ topic: Topics.recipe, messages: events.map((event) => ({ key: recipeId, value: JSON.stringify(event) })) });
  await producer.disconnect();
}

const recipeEvent = <T extends keyof RecipeEvents>(type: T, payload: RecipeEvents[T]) =>
  newEvent(type, payload, { producer: 'recipe', aggregateId: payload.recipeId, kitchenId: payload.kitchenId });

const released = (kitchenId: Types.ObjectId, recipeId: string, fields: Partial<RecipeEvents['RecipeVersionReleased']>) =>
  recipeEvent('RecipeVersionReleased', {
    recipeId,
    kitchenId: kitchenId.toHexString(),
    type: 'RECIPE',
    title: 'Béarnaise',
    version: 2,
    previousVersion: 1,
    note: null,
    releasedBy: null,
    notifyUserIds: [],
    changes: { allergens: 0, lines: 0, steps: 0, fields: 0 },
    ...fields,
  });

const ONE_LINE = { allergens: 0, lines: 1, steps: 0, fields: 0 };
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000).toISOString();

const nudged = (kitchenId: Types.ObjectId, recipeId: string, userIds: string[], version = 2) =>
  recipeEvent('RecipeReadNudged', { recipeId, kitchenId: kitchenId.toHexString(), type: 'RECIPE', title: 'Béarnaise', version, userIds });

test('a released version reaches the named cooks of its kitchen once, each in their language, and nobody else', async () => {
  const [kitchen, otherKitchen] = [new Types.ObjectId(), new Types.ObjectId()];
  const anna = await personWithPhone('anna', kitchen, { lang: 'en' });
  const joost = await personWithPhone('joost', kitchen, { lang: 'nl' });
  const unnamed = await personWithPhone('unnamed', kitchen);
  const paused = await personWithPhone('paused', kitchen, { status: 'PAUSED' });
  const rival = await personWithPhone('rival', otherKitchen);
  const recipeId = new Types.ObjectId().toHexString();
  const summary = {
    recipeId,
    kitchenId: kitchen.toHexString(),
    type: 'RECIPE' as const,
    status: 'ACTIVE',
    categoryId: null,
    subCategoryId: null,
  };
  const release = released(kitchen, recipeId, {
    note: 'More tarragon',
    notifyUserIds: [anna.id, joost.id, paused.id, rival.id],
    changes: { allergens: 1, lines: 2, steps: 1, fields: 0 },
  });

  // The recipe topic's other events are no concern of identity's; a redelivered release is the same
  // event again, and the same version announced twice (a new event id) is still one notice.
  await publish(recipeId, [
    recipeEvent('RecipeCreated', { ...summary, ingredientIds: [], allergenIds: [], cookIds: [anna.id] }),
    release,
    release,
    { ...release, id: randomUUID() },
    // Applied after everything above (same key, one partition): once it arrived, the rest was handled.
    nudged(kitchen, recipeId, [unnamed.id], 1),
  ]);
  await until(() => unnamed.notifications().length > 0, Boolean, {
    timeoutMs: 45_000,
    what: 'the nudge to the cook the release did not name',
  });

  const url = `/recipe/${recipeId}`;
  expect(anna.notifications()).toEqual([
    { title: 'Béarnaise changed', body: 'More tarragon\nAllergens changed · 2 lines · 1 step — tap to read', url },
  ]);
  expect(joost.notifications()).toEqual([
    { title: 'Béarnaise gewijzigd', body: 'More tarragon\nAllergenen gewijzigd · 2 regels · 1 stap — tik om te lezen', url },
  ]);
  expect(unnamed.notifications().map((n) => n.title)).toEqual(['Please read: Béarnaise']);
  expect(paused.notifications()).toEqual([]);
  expect(rival.notifications()).toEqual([]);
}, 60_000);

test('a release without a change for cooks pushes nothing; a nudge asks the named cooks to read, in their language', async () => {
  const kitchen = new Types.ObjectId();
  const lotte = await personWithPhone('lotte', kitchen, { lang: 'nl' });
  const sam = await personWithPhone('sam', kitchen);
  const recipeId = new Types.ObjectId().toHexString();

  await publish(recipeId, [
    released(kitchen, recipeId, { version: 3, notifyUserIds: [lotte.id, sam.id] }),
    released(kitchen, recipeId, { version: 4, notifyUserIds: [], changes: { allergens: 1, lines: 0, steps: 0, fields: 0 } }),
    // Two days late (a consumer that was down): the push service would have dropped it by now anyway.
    { ...released(kitchen, recipeId, { version: 4, notifyUserIds: [lotte.id], changes: ONE_LINE }), occurredAt: daysAgo(2) },
    nudged(kitchen, recipeId, [lotte.id, sam.id], 4),
  ]);
  await until(() => lotte.notifications().length > 0 && sam.notifications().length > 0, Boolean, {
    timeoutMs: 45_000,
    what: 'a notification to both cooks',
  });

  const url = `/recipe/${recipeId}`;
  expect(lotte.notifications()).toEqual([{ title: 'Graag lezen: Béarnaise', body: "Versie 4 wacht op je 'Gelezen'.", url }]);
  expect(sam.notifications()).toEqual([{ title: 'Please read: Béarnaise', body: "Version 4 is waiting for your 'Read'.", url }]);
}, 60_000);

test("a paused kitchen's cooks get no recipe notices: they cannot sign in to read them", async () => {
  const [pausedKitchen, openKitchen] = [new Types.ObjectId(), new Types.ObjectId()];
  const mia = await personWithPhone('mia', pausedKitchen);
  const ole = await personWithPhone('ole', openKitchen);
  await kitchenStates(identity.connection, { trialCookLimit: 3 }).then((states) =>
    states.statusChanged(pausedKitchen.toHexString(), new Date().toISOString(), 'PAUSED'),
  );
  const recipeId = new Types.ObjectId().toHexString();

  await publish(recipeId, [
    released(pausedKitchen, recipeId, { notifyUserIds: [mia.id], changes: ONE_LINE }),
    nudged(pausedKitchen, recipeId, [mia.id]),
    nudged(openKitchen, recipeId, [ole.id]),
  ]);
  await until(() => ole.notifications().length > 0, Boolean, { timeoutMs: 45_000, what: 'a notification to ole' });
  expect(mia.notifications()).toEqual([]);
}, 60_000);
