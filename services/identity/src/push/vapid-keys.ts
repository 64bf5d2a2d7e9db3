import type { Connection } from 'mongoose';
import { generateVAPIDKeys } from 'web-push';

export const DEFAULT_VAPID_SUBJECT = 'mailto:ops@brigade.local';

/** What the caller reads from VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT (any may be unset). */
export type VapidOptions = { publicKey?: string; privateKey?: string; subject?: string };
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

type StoredVapidKeys = { _id: string; publicKey: string; privateKey: string; createdAt: Date };

/**
 * Browsers bind each subscription to the public key it was made with, so a key that changed on a
 * restart or differed between replicas would silently break every existing subscription. Without
 * configured keys, one pair is generated once and kept in identity's database (see signing-keys.ts).
 */
export async function loadVapidKeys(connection: Connection, options: VapidOptions = {}): Promise<VapidKeys> {
  const subject = options.subject || DEFAULT_VAPID_SUBJECT;
  checkSubject(subject);
  if (options.publicKey || options.privateKey) {
    if (!options.publicKey || !options.privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
    checkKey('VAPID_PUBLIC_KEY', options.publicKey, 65);
    checkKey('VAPID_PRIVATE_KEY', options.privateKey, 32);
    return { publicKey: options.publicKey, privateKey: options.privateKey, subject };
  }
  const collection = connection.collection<StoredVapidKeys>('vapid_keys');
  let stored = await collection.findOne({ _id: 'current' });
  if (!stored) {
    // $setOnInsert: when replicas start together, the first write wins and the others read it back.
    await collection
      .updateOne({ _id: 'current' }, { $setOnInsert: { ...generateVAPIDKeys(), createdAt: new Date() } }, { upsert: true })
      .catch((error: { code?: number }) => {
        if (error.code !== 11000) throw error;
      });
    stored = await collection.findOne({ _id: 'current' });
  }
  if (!stored) throw new Error('VAPID keys could not be stored');
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}

function checkKey(name: string, value: string, bytes: number): void {
  if (!/^[A-Za-z0-9_-]+$/.test(value) || Buffer.from(value, 'base64url').length !== bytes) {
    throw new Error(`${name} must be ${bytes} bytes, base64url without padding (as web-push generate-vapid-keys prints)`);
  }
}

// Push services reject a JWT whose `sub` is neither, so fail at start rather than on every send.
function checkSubject(subject: string): void {
  if (!/^(mailto:|https:\/\/)\S+$/.test(subject)) throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL, got "${subject}"`);
}
