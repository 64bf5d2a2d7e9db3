import { start, type EmbeddedMongo } from '@brigade/embedded-mongo';
import { type Caller, type Role, type RunningSubgraph, subgraphClient } from '@brigade/service-kit';
import { Types } from 'mongoose';
import pino from 'pino';
import { startBilling } from '../src/app';
import { planModel } from '../src/plans/plan.model';
import { seedBilling } from '../src/seed';

export const KEY = new TextEncoder().encode('b'.repeat(32));
export const id = () => new Types.ObjectId().toHexString();

const user = (roles: Role[], kitchenId: string | null): Caller => ({ kind: 'user', userId: id(), roles, kitchenId, tokenVersion: 0 });
export const superAdmin = user(['SUPER_ADMIN'], null);
export const kitchenAdmin = user(['ADMIN'], id());
export const cook = user(['COOK'], id());
export const anonymous: Caller = { kind: 'anonymous' };

/** The billing subgraph as it runs, on a seeded MongoDB-protocol database, called as the gateway calls it. */
export async function startHarness(dbName: string, env: NodeJS.ProcessEnv = {}, kafkaBrokers: string[] = []) {
  const mongo: EmbeddedMongo = await start({ port: 0 });
  await seedBilling(mongo.uri, dbName);
  const service: RunningSubgraph = await startBilling(
    { port: 0, mongo: { uri: mongo.uri, dbName }, internalKey: KEY, kafkaBrokers, outboxIntervalMs: 200, production: false },
    pino({ level: 'silent' }),
    { ...process.env, OVERDUE_SWEEP_MS: '3600000', ...env },
  );
  return {
    mongo,
    service,
    plans: planModel(service.connection),
    subscriptions: service.connection.collection('subscriptions'),
    call: subgraphClient(service.url, KEY, 'billing', { caller: anonymous }),
    stop: async () => {
      await service.stop();
      await mongo.stop();
    },
  };
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;
export { errorCodes as codes, firstError } from '@brigade/service-kit';
