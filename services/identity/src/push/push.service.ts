import { badUserInput, parseObjectId } from '@brigade/service-kit';
import { Types, type Connection } from 'mongoose';
import type { Logger } from 'pino';
import { sendNotification } from 'web-push';
import { pushAgents } from './push-agent';
import { pushSubscriptionModel, type PushSubscriptionDoc } from './push-subscription.model';
import { validEndpoint, validSubscription, type PushSubscriptionInput } from './subscription-input';
import { loadVapidKeys, type VapidOptions } from './vapid-keys';

/** Who receives a message; whether the caller may address them is the resolver's decision. */
export type PushTarget = { all: true } | { kitchenId: string } | { userIds: string[] };
export type PushMessage = { title: string; body: string; url?: string };
export type PushResult = { sent: number; removed: number; failed: number };

export type PushServiceOptions = {
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT; without keys, one pair is kept in the database. */
  vapid?: VapidOptions;
  /** http:// and private-network endpoints, for dev and tests only. */
  allowInsecureEndpoints: boolean;
  log: Logger;
  ttlSeconds?: number;
};

export type PushService = {
  /** The VAPID key the browser passes to `pushManager.subscribe({ applicationServerKey })`. */
  publicKey: string;
  subscribe(user: { userId: string; kitchenId: string | null }, subscription: PushSubscriptionInput, userAgent?: string): Promise<void>;
  unsubscribe(userId: string, endpoint: string): Promise<boolean>;
  removeUser(userId: string): Promise<void>;
  removeKitchen(kitchenId: string): Promise<void>;
  send(target: PushTarget, message: PushMessage): Promise<PushResult>;
};

const CONCURRENCY = 10;
// A kitchen notice that could not be delivered within a day is no longer worth showing.
const DEFAULT_TTL_SECONDS = 24 * 3600;
const SOCKET_TIMEOUT_MS = 10_000;
// RFC 8291: a 4096-octet push body minus the aes128gcm header (86), tag (16) and padding delimiter (1).
const MAX_PAYLOAD_BYTES = 3993;

type Outcome = 'sent' | 'removed' | 'failed';

/** Web Push (RFC 8030/8291/8292) to the browsers users registered: the spec's `fcmToken`, without Firebase. */
export async function createPushService(connection: Connection, options: PushServiceOptions): Promise<PushService> {
  const subscriptions = pushSubscriptionModel(connection);
  await subscriptions.init();
  const vapid = await loadVapidKeys(connection, options.vapid);
  const agentFor = pushAgents(options.allowInsecureEndpoints);
  const ttl = options.ttlSeconds ?? DEFAULT_TTL_SECONDS;

  async function deliver(subscription: Pick<PushSubscriptionDoc, '_id' | 'endpoint' | 'keys'>, payload: string): Promise<Outcome> {
    try {
      await sendNotification({ endpoint: subscription.endpoint, keys: subscription.keys }, payload, {
        TTL: ttl,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
        vapidDetails: vapid,
        timeout: SOCKET_TIMEOUT_MS,
        agent: agentFor(subscription.endpoint),
      });
      return 'sent';
    } catch (error) {
      const { statusCode, body, message, code } = error as { statusCode?: number; body?: string; message?: string; code?: string };
      // 404/410 is the push service saying the browser unsubscribed or the registration expired.
      if (statusCode === 404 || statusCode === 410) return 'removed';
      // The endpoint path is a bearer capability for that device, so only its origin is logged.
      options.log.warn(
        {
          subscriptionId: String(subscription._id),
          origin: new URL(subscription.endpoint).origin,
          statusCode,
          code,
          body: body?.slice(0, 200),
        },
        `push delivery failed: ${message}`,
      );
      return 'failed';
    }
  }

  return {
    publicKey: vapid.publicKey,

    async subscribe(user, input, userAgent) {
      const { endpoint, keys } = validSubscription(input, options.allowInsecureEndpoints);
      const owner = {
        userId: objectId('userId', user.userId),
        kitchenId: user.kitchenId === null ? null : objectId('kitchenId', user.kitchenId),
      };
      const update = userAgent
        ? { $set: { ...owner, keys, userAgent: userAgent.slice(0, 512) } }
        : { $set: { ...owner, keys }, $unset: { userAgent: 1 } };
      await subscriptions.updateOne({ endpoint }, update, { upsert: true });
    },

    async unsubscribe(userId, endpoint) {
      let stored: string;
      try {
        stored = validEndpoint(endpoint, true);
      } catch {
        return false;
      }
      const { deletedCount } = await subscriptions.deleteOne({ userId: objectId('userId', userId), endpoint: stored });
      return deletedCount > 0;
    },

    async removeUser(userId) {
      await subscriptions.deleteMany({ userId: objectId('userId', userId) });
    },

    async removeKitchen(kitchenId) {
      await subscriptions.deleteMany({ kitchenId: objectId('kitchenId', kitchenId) });
    },

    async send(target, message) {
      const payload = JSON.stringify({ title: message.title, body: message.body, url: message.url });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw badUserInput('body', 'The message is too long for a push notification');
      const filter =
        'all' in target
          ? {}
          : 'kitchenId' in target
            ? { kitchenId: objectId('kitchenId', target.kitchenId) }
            : { userId: { $in: target.userIds.map((id) => objectId('userIds', id)) } };

      const outcomes: Record<Outcome, Types.ObjectId[]> = { sent: [], removed: [], failed: [] };
      const inFlight = new Set<Promise<void>>();
      for await (const subscription of subscriptions.find(filter, { endpoint: 1, keys: 1 }).lean().cursor()) {
        const delivery: Promise<void> = deliver(subscription, payload).then((outcome) => {
          outcomes[outcome].push(subscription._id);
          inFlight.delete(delivery);
        });
        inFlight.add(delivery);
        if (inFlight.size >= CONCURRENCY) await Promise.race(inFlight);
      }
      await Promise.all(inFlight);

      if (outcomes.sent.length) await subscriptions.updateMany({ _id: { $in: outcomes.sent } }, { lastSuccessAt: new Date() });
      if (outcomes.removed.length) await subscriptions.deleteMany({ _id: { $in: outcomes.removed } });
      return { sent: outcomes.sent.length, removed: outcomes.removed.length, failed: outcomes.failed.length };
    },
  };
}

/** Its callers are other services' code, not people: the refusal is in English. */
const objectId = (field: string, value: string): Types.ObjectId => parseObjectId(value, field, 'en', () => `${field} is not a valid id`);
