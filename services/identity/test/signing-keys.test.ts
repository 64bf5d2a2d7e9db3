import { start, type EmbeddedMongo } from '@brigade/embedded-mongo';
import mongoose, { type Connection } from 'mongoose';
import { loadSigningKeys } from '../src/auth/signing-keys';

let mongo: EmbeddedMongo;
let connection: Connection;

beforeAll(async () => {
  mongo = await start({ port: 0 });
  connection = await mongoose.createConnection(mongo.uri, { dbName: 'identity_keys' }).asPromise();
});

afterAll(async () => {
  await connection.close();
  await mongo.stop();
});

test('every start and replica signs with the same stored key', async () => {
  const first = await loadSigningKeys(connection);
  const second = await loadSigningKeys(connection);
  expect(second.current.kid).toBe(first.current.kid);
  expect(second.jwks.keys.map((k) => k.kid)).toEqual([first.current.kid]);
  expect(second.jwks.keys[0]).not.toHaveProperty('d');
});

test('after 30 days a new key signs, and the old one stays published for its tokens', async () => {
  const before = await loadSigningKeys(connection);
  const later = await loadSigningKeys(connection, new Date(Date.now() + 31 * 24 * 3600 * 1000));
  expect(later.current.kid).not.toBe(before.current.kid);
  expect(later.jwks.keys.map((k) => k.kid).sort()).toEqual([before.current.kid, later.current.kid].sort());
});
