import { Money, toMinor } from '@brigade/money';
import { runSeed, withDatabase } from '@brigade/service-kit';
import { planModel, type PlanDoc } from './plans/plan.model';

type Tier = Pick<PlanDoc, 'name' | 'cooksCount' | 'recipeCount' | 'perCookViewRecipeCount' | 'dishesCount' | 'storageCapacity'> & {
  /** Euro per month. */
  monthly: number;
};

/** Starter/Pro/Group, monthly and annual (two months free), 14-day trial, 21% VAT (NL). See README. */
const TIERS: Tier[] = [
  { name: 'Starter', cooksCount: 5, recipeCount: 100, perCookViewRecipeCount: 100, dishesCount: 50, storageCapacity: 1, monthly: 29 },
  { name: 'Pro', cooksCount: 20, recipeCount: 1000, perCookViewRecipeCount: 1000, dishesCount: 300, storageCapacity: 10, monthly: 79 },
  {
    name: 'Group',
    cooksCount: 100,
    recipeCount: 10000,
    perCookViewRecipeCount: 10000,
    dishesCount: 2000,
    storageCapacity: 100,
    monthly: 199,
  },
];

export const SEED_PLANS: Omit<PlanDoc, '_id' | 'createdAt' | 'updatedAt'>[] = TIERS.flatMap(({ monthly, ...tier }) =>
  (['MONTHLY', 'ANNUAL'] as const).map((cycle) => ({
    ...tier,
    subscriptionPlan: cycle,
    priceCents: (cycle === 'MONTHLY' ? monthly : monthly * 10) * 100,
    currency: 'EUR' as const,
    showsAds: false,
    stripePriceId: null,
    updatedBy: null,
    tax: 21,
    discount: 0,
    status: 'ACTIVE' as const,
    freeDemoDays: 14,
  })),
);

export function seedBilling(uri: string, dbName: string): Promise<number> {
  return withDatabase(uri, dbName, async (connection) => {
    const plans = planModel(connection);
    await plans.init();
    let created = 0;
    // Plans written before money was held in cents carry `price` as a euro float: its shortest text, to the cent.
    for (const old of await plans.collection.find({ priceCents: { $exists: false } }).toArray()) {
      const priceCents = toMinor(new Money(Number(old.price)).toDecimalPlaces(2), 'EUR');
      await plans.collection.updateOne({ _id: old._id }, { $set: { priceCents, currency: 'EUR' } });
    }
    for (const plan of SEED_PLANS) {
      const filter = { name: plan.name, subscriptionPlan: plan.subscriptionPlan };
      created += (await plans.updateOne(filter, { $setOnInsert: plan }, { upsert: true })).upsertedCount;
    }
    return created;
  });
}

if (require.main === module) runSeed('billing', seedBilling, 'plan(s)');
