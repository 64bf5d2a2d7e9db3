import { start, type EmbeddedMongo } from '@brigade/embedded-mongo';
import mongoose from 'mongoose';
import { passwordMatches } from '../src/auth/password';
import { seedIdentity } from '../src/seed';
import { userModel } from '../src/users/user.model';

let mongo: EmbeddedMongo;

beforeAll(async () => {
  mongo = await start({ port: 0 });
});

afterAll(async () => {
  await mongo.stop();
});

test('a production start refuses to seed the default password and writes nothing', async () => {
  await expect(seedIdentity(mongo.uri, 'identity_prod', { NODE_ENV: 'production' })).rejects.toThrow(/SEED_PASSWORD/);
  const connection = await mongoose.createConnection(mongo.uri, { dbName: 'identity_prod' }).asPromise();
  expect(await userModel(connection).countDocuments()).toBe(0);
  await connection.close();
});

test('seeds the three demo users once, and leaves a changed password alone afterwards', async () => {
  expect(await seedIdentity(mongo.uri, 'identity_seed', {})).toBe(3);
  const connection = await mongoose.createConnection(mongo.uri, { dbName: 'identity_seed' }).asPromise();
  const users = userModel(connection);
  const admin = await users.findOne({ email: 'admin@demo.brigade.local' }).lean();
  expect(admin).toMatchObject({ isAdmin: true, status: 'ACTIVE' });
  expect(await passwordMatches(admin?.passwordHash ?? null, 'Brigade!2026')).toBe(true);
  await users.updateOne({ email: 'admin@demo.brigade.local' }, { passwordHash: 'changed' });
  expect(await seedIdentity(mongo.uri, 'identity_seed', {})).toBe(0);
  expect((await users.findOne({ email: 'admin@demo.brigade.local' }).lean())?.passwordHash).toBe('changed');
  await connection.close();
});

test('a database from before account numbers gives its users numbers, and the seed then starts', async () => {
  const connection = await mongoose.createConnection(mongo.uri, { dbName: 'identity_old' }).asPromise();
  const old = connection.collection('users');
  await old.insertMany([
    { email: 'early@old.test', status: 'ACTIVE' },
    { email: 'earlier@old.test', status: 'ACTIVE', accNumber: null },
  ]);
  expect(await seedIdentity(mongo.uri, 'identity_old', {})).toBe(3);
  const numbers = (await old.find({ email: /old\.test$/ }).toArray()).map((u) => u.accNumber as string);
  expect(numbers).toHaveLength(2);
  expect(new Set(numbers).size).toBe(2);
  for (const n of numbers) expect(Number(n.slice(1))).toBeGreaterThan(3);
  await connection.close();
});
