import type Stripe from 'stripe';
import { Schema, type Connection, type Model } from 'mongoose';
import type { PlanDoc } from '../../plans/plan.model';

type StripeRef = { _id: string; stripeId: string };
const schema = new Schema<StripeRef>({ _id: String, stripeId: { type: String, required: true } }, { collection: 'stripe_refs' });

/**
 * The Stripe objects a subscription is made of (a price per plan and amount, a tax rate per VAT
 * percent, a coupon per discount percent), created once and remembered here. Stripe's prices
 * cannot change amount, so a plan whose price changes gets a new one; its kitchens move to it at
 * their next plan change, as Stripe intends.
 */
export function stripeRefs(stripe: Stripe, connection: Connection, plans: Model<PlanDoc>) {
  const refs = (connection.models.StripeRef as Model<StripeRef> | undefined) ?? connection.model<StripeRef>('StripeRef', schema);

  async function remembered(key: string, create: () => Promise<{ id: string }>): Promise<string> {
    const known = await refs.findById(key).lean<StripeRef>();
    if (known) return known.stripeId;
    const made = await create();
    await refs.updateOne({ _id: key }, { $setOnInsert: { stripeId: made.id } }, { upsert: true });
    return (await refs.findById(key).lean<StripeRef>())!.stripeId;
  }

  return {
    async price(plan: PlanDoc): Promise<string> {
      const key = `price-${plan._id.toHexString()}-${plan.priceCents}-${plan.subscriptionPlan}`;
      const id = await remembered(key, () =>
        stripe.prices.create(
          {
            currency: plan.currency.toLowerCase(),
            unit_amount: plan.priceCents,
            recurring: { interval: plan.subscriptionPlan === 'ANNUAL' ? 'year' : 'month' },
            product_data: { name: `Brigade ${plan.name}` },
            metadata: { planId: plan._id.toHexString() },
          },
          { idempotencyKey: `brigade-${key}` },
        ),
      );
      if (plan.stripePriceId !== id) await plans.updateOne({ _id: plan._id }, { $set: { stripePriceId: id } });
      return id;
    },
    /** No tax rate for 0 % (reverse charge, outside the EU): the invoice then carries no tax line. */
    async taxRates(percent: number): Promise<string[]> {
      if (percent <= 0) return [];
      const key = `taxrate-${percent}`;
      return [
        await remembered(key, () =>
          stripe.taxRates.create({ display_name: 'VAT', percentage: percent, inclusive: false }, { idempotencyKey: `brigade-${key}` }),
        ),
      ];
    },
    async discounts(percent: number): Promise<{ coupon: string }[]> {
      if (percent <= 0) return [];
      const key = `coupon-${percent}`;
      const coupon = await remembered(key, () =>
        stripe.coupons.create({ percent_off: percent, duration: 'forever' }, { idempotencyKey: `brigade-${key}` }),
      );
      return [{ coupon }];
    },
  };
}
