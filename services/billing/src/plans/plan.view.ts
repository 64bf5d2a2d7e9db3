import { amount } from '../payments/payment.view';
import type { PlanDoc } from './plan.model';

/** The GraphQL shape: `price` as exact decimal text in `currency` for the screens, `priceCents` for arithmetic. */
export const planView = (plan: PlanDoc) => ({
  id: plan._id.toHexString(),
  name: plan.name,
  cooksCount: plan.cooksCount,
  recipeCount: plan.recipeCount,
  perCookViewRecipeCount: plan.perCookViewRecipeCount,
  dishesCount: plan.dishesCount,
  price: amount(plan.priceCents, plan.currency),
  priceCents: plan.priceCents,
  currency: plan.currency,
  tax: plan.tax,
  discount: plan.discount,
  subscriptionPlan: plan.subscriptionPlan,
  status: plan.status,
  freeDemoDays: plan.freeDemoDays,
  storageCapacity: plan.storageCapacity,
  showsAds: plan.showsAds,
  priceId: plan.stripePriceId,
  createdAt: plan.createdAt?.toISOString() ?? null,
  updatedAt: plan.updatedAt?.toISOString() ?? null,
  updatedBy: plan.updatedBy,
});
