import { anonymous, objectId, startSubgraphHarness, user } from '@brigade/test-kit';
import { startBilling } from '../src/app';
import { planModel } from '../src/plans/plan.model';
import { seedBilling } from '../src/seed';

export { anonymous, objectId as id, superAdmin } from '@brigade/test-kit';
export const kitchenAdmin = user(['ADMIN'], objectId());
export const cook = user(['COOK'], objectId());

/** The billing subgraph as it runs, on a seeded MongoDB-protocol database, called as the gateway calls it. */
export async function startHarness(dbName: string, env: NodeJS.ProcessEnv = {}, kafkaBrokers: string[] = []) {
  const h = await startSubgraphHarness({
    name: 'billing',
    start: startBilling,
    dbName,
    seed: seedBilling,
    // The overdue sweep only when a test asks for it: it runs on its own clock.
    env: { ...process.env, OVERDUE_SWEEP_MS: '3600000', ...env },
    kafkaBrokers,
    caller: anonymous,
  });
  return { ...h, plans: planModel(h.service.connection), subscriptions: h.service.connection.collection('subscriptions') };
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;
export { errorCodes as codes, firstError } from '@brigade/service-kit';
