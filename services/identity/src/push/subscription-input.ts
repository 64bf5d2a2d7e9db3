import { ECDH } from 'node:crypto';
import { badUserInput } from '@brigade/service-kit';
import { isPrivateHost } from './push-agent';

/** What `PushSubscription.toJSON()` gives in the browser (expirationTime is not used). */
export type PushSubscriptionInput = { endpoint: string; keys: { p256dh: string; auth: string } };

// Real push service URLs are a few hundred characters; the cap keeps junk out of the database.
const MAX_ENDPOINT_LENGTH = 2048;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Rejects what could never receive a push, so a bad device fails at subscribe rather than on every send. */
export function validSubscription(input: PushSubscriptionInput, allowInsecureEndpoints: boolean): PushSubscriptionInput {
  return {
    endpoint: validEndpoint(input?.endpoint, allowInsecureEndpoints),
    keys: { p256dh: validKey('keys.p256dh', input?.keys?.p256dh, 65), auth: validKey('keys.auth', input?.keys?.auth, 16) },
  };
}

/** The endpoint as stored: WHATWG-normalised, so the URL checked here is the URL connected to later. */
export function validEndpoint(value: unknown, allowInsecureEndpoints: boolean): string {
  let url: URL;
  try {
    if (typeof value !== 'string' || value.length > MAX_ENDPOINT_LENGTH) throw new TypeError();
    url = new URL(value);
  } catch {
    throw badUserInput('endpoint', 'The push endpoint is not a valid URL');
  }
  if (url.protocol !== 'https:' && !(allowInsecureEndpoints && url.protocol === 'http:')) {
    throw badUserInput('endpoint', 'The push endpoint must be an https:// URL');
  }
  if (url.username || url.password) throw badUserInput('endpoint', 'The push endpoint must not contain credentials');
  if (!allowInsecureEndpoints && isPrivateHost(url.hostname)) {
    throw badUserInput('endpoint', 'The push endpoint must be on a public address');
  }
  return url.href;
}

function validKey(field: string, value: unknown, bytes: number): string {
  if (typeof value !== 'string' || !BASE64URL.test(value)) throw badUserInput(field, `${field} must be base64url`);
  const decoded = Buffer.from(value, 'base64url');
  if (decoded.length !== bytes) throw badUserInput(field, `${field} must be ${bytes} bytes`);
  if (bytes === 65) {
    try {
      ECDH.convertKey(decoded, 'prime256v1');
    } catch {
      throw badUserInput(field, `${field} is not a P-256 public key`);
    }
  }
  return decoded.toString('base64url');
}
