import { Money } from '@brigade/money';
import type { PlanDoc } from '../plans/plan.model';
import { percentOf, priceBreakdown } from '../payments/price-breakdown';
import { periodEndAfter } from '../subscriptions/periods';
import type { ChangePreview, InvoiceLine, PlanChange } from './payment-provider';

/** A plan's price for one cycle after its discount, before tax. */
const netOf = (plan: PlanDoc) => {
  const b = priceBreakdown(plan);
  return b.subtotalCents - b.discountCents;
};

/**
 * Proration as Stripe does it (README 'Changing plan'): the unused part of the current period
 * is credited at the old plan's price and charged at the new one's, by the second. Moving to
 * another billing cycle (monthly ↔ annual) starts a new period now at the new plan's full price,
 * less the credit. Tax is charged on the net difference; a negative total is credit for the next
 * invoice, so nothing is charged now.
 */
export function prorate(change: PlanChange): ChangePreview {
  const { from, to, at, periodStart, periodEnd } = change;
  const span = periodEnd.getTime() - periodStart.getTime();
  const left = Math.min(Math.max(periodEnd.getTime() - at.getTime(), 0), span);
  // The share of whole cents in decimals, rounded to the cent halves up, as Stripe rounds proration.
  const share = (cents: number) => (span > 0 ? new Money(cents).times(left).div(span).toDecimalPlaces(0).toNumber() : 0);
  const sameCycle = from.subscriptionPlan === to.subscriptionPlan;
  const newEnd = sameCycle ? periodEnd : periodEndAfter(at, to.subscriptionPlan);
  const lines: InvoiceLine[] = [
    { description: `Unused time on ${from.name}`, amountCents: -share(netOf(from)), periodStart: at, periodEnd },
    {
      description: sameCycle ? `Remaining time on ${to.name}` : `${to.name}`,
      amountCents: sameCycle ? share(netOf(to)) : netOf(to),
      periodStart: at,
      periodEnd: newEnd,
    },
  ];
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const taxCents = Math.sign(subtotalCents) * percentOf(Math.abs(subtotalCents), change.taxPercent);
  const totalCents = subtotalCents + taxCents;
  return {
    prorationDate: at,
    lines,
    subtotalCents,
    taxCents,
    totalCents,
    amountDueCents: Math.max(totalCents, 0),
    periodStart: sameCycle ? periodStart : at,
    periodEnd: newEnd,
  };
}
