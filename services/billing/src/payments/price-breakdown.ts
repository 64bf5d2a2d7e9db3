import { Money } from '@brigade/money';
import type { PlanDoc } from '../plans/plan.model';

export type Breakdown = { subtotalCents: number; discountCents: number; taxCents: number; amountCents: number };

/**
 * A percentage (to hundredths, as VAT rates are stated) of whole cents, rounded to the nearest cent,
 * halves up; in decimals, since a float misses some halves.
 */
export const percentOf = (cents: number, percent: number) =>
  new Money(cents).times(new Money(percent).toDecimalPlaces(2)).div(100).toDecimalPlaces(0).toNumber();

/**
 * What one cycle of a plan costs: the discount comes off the price, tax is charged on what
 * remains. Every step is whole cents, so subtotal − discount + tax is exactly the total charged.
 */
export function priceBreakdown(plan: Pick<PlanDoc, 'priceCents' | 'discount' | 'tax'>): Breakdown {
  const subtotalCents = plan.priceCents;
  const discountCents = percentOf(subtotalCents, plan.discount);
  const taxCents = percentOf(subtotalCents - discountCents, plan.tax);
  return { subtotalCents, discountCents, taxCents, amountCents: subtotalCents - discountCents + taxCents };
}
