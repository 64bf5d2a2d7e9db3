import { start, type EmbeddedMongo } from '@brigade/embedded-mongo';
import mongoose from 'mongoose';
import { passwordMatches } from '../src/auth/password';
import { cmsModel } from '../src/cms/cms.model';
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

test('a fresh platform gets placeholder legal texts, marked as such; a second seed keeps what the super admin published', async () => {
  await seedIdentity(mongo.uri, 'identity_legal', {});
  const connection = await mongoose.createConnection(mongo.uri, { dbName: 'identity_legal' }).asPromise();
  const cms = cmsModel(connection);
  const newest = () => cms.findOne().sort({ createdAt: -1, _id: -1 }).lean();
  const placeholder = await newest();
  expect(placeholder?.termsCondition).toMatch(/^# Placeholder terms — replace before going live\n/);
  expect(placeholder?.privacyPolicy).toMatch(/^# Placeholder privacy policy — replace before going live\n/);
  const superAdmin = await userModel(connection).findOne({ email: 'superadmin@brigade.local' }).lean();
  expect(placeholder?.updatedBy.equals(superAdmin?._id)).toBe(true);

  // Seeding again adds nothing, and leaves the super admin's own version the one shown.
  await seedIdentity(mongo.uri, 'identity_legal', {});
  expect(await cms.countDocuments()).toBe(1);
  await cms.create({ termsCondition: 'Our real terms', privacyPolicy: 'Our real policy', updatedBy: superAdmin?._id });
  await seedIdentity(mongo.uri, 'identity_legal', {});
  expect(await cms.countDocuments()).toBe(2);
  expect(await newest()).toMatchObject({ termsCondition: 'Our real terms', privacyPolicy: 'Our real policy' });
  await connection.close();
});

test('a platform that already published its legal texts gets no placeholder', async () => {
  const connection = await mongoose.createConnection(mongo.uri, { dbName: 'identity_published' }).asPromise();
  const cms = cmsModel(connection);
  await cms.create({ termsCondition: 'Published terms', privacyPolicy: 'Published policy', updatedBy: new mongoose.Types.ObjectId() });
  await seedIdentity(mongo.uri, 'identity_published', {});
  expect(await cms.find().lean()).toEqual([expect.objectContaining({ termsCondition: 'Published terms' })]);
  await connection.close();
});
