import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK, type KeyLike } from 'jose';
import type { Connection } from 'mongoose';

export const TOKEN_ALG = 'RS256';
/** A key signs new tokens for this long, then stays published until its tokens have expired. */
const ROTATE_AFTER_MS = 30 * 24 * 3600 * 1000;

type StoredKey = { _id: string; privateJwk: JWK; publicJwk: JWK; createdAt: Date };

export type SigningKeys = {
  current: { kid: string; key: KeyLike };
  /** Every key whose tokens may still be alive: what /.well-known/jwks.json publishes. */
  jwks: { keys: JWK[] };
};

/**
 * RS256 keys kept in identity's own database so every replica and restart signs with the same
 * key; a new one is made when the newest is older than the rotation age, and older public keys
 * stay in the JWKS (clients pick by `kid`). Production should wrap the private key with a KMS.
 */
export async function loadSigningKeys(connection: Connection, now = new Date()): Promise<SigningKeys> {
  const keys = connection.collection<StoredKey>('signing_keys');
  let newest = await keys.find().sort({ createdAt: -1 }).limit(1).next();
  if (!newest || now.getTime() - newest.createdAt.getTime() > ROTATE_AFTER_MS) {
    const { privateKey, publicKey } = await generateKeyPair(TOKEN_ALG, { extractable: true });
    const kid = randomUUID();
    newest = {
      _id: kid,
      privateJwk: { ...(await exportJWK(privateKey)), kid, alg: TOKEN_ALG },
      publicJwk: { ...(await exportJWK(publicKey)), kid, alg: TOKEN_ALG, use: 'sig' },
      createdAt: now,
    };
    await keys.insertOne(newest);
  }
  const published = await keys.find({ createdAt: { $gt: new Date(now.getTime() - 2 * ROTATE_AFTER_MS) } }).toArray();
  return {
    current: { kid: newest._id, key: (await importJWK(newest.privateJwk, TOKEN_ALG)) as KeyLike },
    jwks: { keys: published.map((k) => k.publicJwk) },
  };
}
