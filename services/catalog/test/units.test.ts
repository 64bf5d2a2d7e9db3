import { start, type EmbeddedMongo } from '@brigade/embedded-mongo';
import { createContext, type Caller } from '@brigade/service-kit';
import mongoose, { type Connection } from 'mongoose';
import pino from 'pino';
import { seedCatalog, STANDARD_UNITS } from '../src/seed';
import { unitModel } from '../src/units/unit.model';
import { unitResolvers } from '../src/units/units.resolvers';

let mongo: EmbeddedMongo;
let connection: Connection;
const cook: Caller = { kind: 'user', userId: 'u', roles: ['COOK'], kitchenId: 'k', tokenVersion: 0 };
const ctx = (caller: Caller) => createContext(caller, 'r', pino({ level: 'silent' }));

beforeAll(async () => {
  mongo = await start({ port: 0 });
  expect(await seedCatalog(mongo.uri, 'catalog_test')).toBe(STANDARD_UNITS.length);
  expect(await seedCatalog(mongo.uri, 'catalog_test')).toBe(0);
  connection = await mongoose.createConnection(mongo.uri, { dbName: 'catalog_test' }).asPromise();
});

afterAll(async () => {
  await connection.close();
  await mongo.stop();
});

test('getUnits pages through the seeded units by name and reports the total', async () => {
  const { Query } = unitResolvers(unitModel(connection));
  const first = await Query.getUnits(undefined, { pageNo: 1, sizePerPage: 4 }, ctx(cook));
  const third = await Query.getUnits(undefined, { pageNo: 3, sizePerPage: 4 }, ctx(cook));
  const sorted = [...STANDARD_UNITS].sort();
  expect(first.total).toBe(STANDARD_UNITS.length);
  expect(first.records.map((u) => u.name)).toEqual(sorted.slice(0, 4));
  expect(third.records.map((u) => u.name)).toEqual(sorted.slice(8, 12));
});

test('getUnits asks anonymous callers to sign in and refuses a page size over 100', async () => {
  const { Query } = unitResolvers(unitModel(connection));
  await expect(Query.getUnits(undefined, {}, ctx({ kind: 'anonymous' }))).rejects.toMatchObject({
    extensions: { code: 'UNAUTHENTICATED' },
  });
  await expect(Query.getUnits(undefined, { sizePerPage: 500 }, ctx(cook))).rejects.toMatchObject({
    extensions: { code: 'BAD_USER_INPUT' },
  });
});
