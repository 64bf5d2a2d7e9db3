import { start, type EmbeddedMongo } from '@brigade/embedded-mongo';
import { createContext, type Caller } from '@brigade/service-kit';
import mongoose, { Types, type Connection } from 'mongoose';
import pino from 'pino';
import { kitchenModel } from '../src/kitchens/kitchen.model';
import { kitchenResolvers } from '../src/kitchens/kitchens.resolvers';
import { DEMO_KITCHEN_ID, seedKitchen } from '../src/seed';

let mongo: EmbeddedMongo;
let connection: Connection;
const ours = new Types.ObjectId();
const theirs = new Types.ObjectId();

beforeAll(async () => {
  mongo = await start({ port: 0 });
  connection = await mongoose.createConnection(mongo.uri, { dbName: 'kitchen_test' }).asPromise();
  await kitchenModel(connection).create([
    { _id: ours, name: 'Ours', ownerId: null },
    { _id: theirs, name: 'Theirs', ownerId: null },
  ]);
});

afterAll(async () => {
  await connection.close();
  await mongo.stop();
});

const ctx = (caller: Caller) => createContext(caller, 'req-1', pino({ level: 'silent' }));
const admin = (kitchenId: string): Caller => ({ kind: 'user', userId: 'u', roles: ['ADMIN'], kitchenId, tokenVersion: 0 });

describe('the tenant boundary in getKitchenById', () => {
  const resolvers = () => kitchenResolvers(kitchenModel(connection));

  test('an admin reads their own kitchen', async () => {
    const kitchen = await resolvers().Query.getKitchenById(undefined, { id: ours.toHexString() }, ctx(admin(ours.toHexString())));
    expect(kitchen?.name).toBe('Ours');
  });

  test("another kitchen's id reads as not there", async () => {
    const kitchen = await resolvers().Query.getKitchenById(undefined, { id: theirs.toHexString() }, ctx(admin(ours.toHexString())));
    expect(kitchen).toBeNull();
  });

  test("resolving another kitchen's reference (federation) also reads as not there", async () => {
    const resolved = await resolvers().Kitchen.__resolveReference({ id: theirs.toHexString() }, ctx(admin(ours.toHexString())));
    expect(resolved).toBeNull();
  });

  test('an anonymous caller is asked to sign in', async () => {
    await expect(resolvers().Query.getKitchenById(undefined, { id: ours.toHexString() }, ctx({ kind: 'anonymous' }))).rejects.toMatchObject(
      {
        extensions: { code: 'UNAUTHENTICATED' },
      },
    );
  });
});

test('the demo kitchen is seeded once', async () => {
  expect(await seedKitchen(mongo.uri, 'kitchen_seed')).toBe(1);
  expect(await seedKitchen(mongo.uri, 'kitchen_seed')).toBe(0);
  const c = await mongoose.createConnection(mongo.uri, { dbName: 'kitchen_seed' }).asPromise();
  expect((await kitchenModel(c).findById(DEMO_KITCHEN_ID).lean())?.name).toBe('Demo Kitchen');
  await c.close();
});
