import type { RequestContext } from '@brigade/service-kit';
import type { MutationUpdateStripeSubscriptionPlanArgs } from '../__generated__/resolvers';
import type { PaymentDoc } from '../payments/payment.model';
import { nextInvoiceNumber } from '../payments/invoice-number';
import { amount, iso } from '../payments/payment.view';
import { priceBreakdown } from '../payments/price-breakdown';
import type { PlanDoc } from '../plans/plan.model';
import { invoiceDescription } from '../provider-events/invoice-description';
import type { ChangePreview, PlanChange } from '../providers/payment-provider';
import type { SubscriptionDoc } from '../subscriptions/subscription.model';
import { t } from '../i18n/messages';
import { kitchenAdminOf, money, offeredPlan, refuse, type CheckoutDeps } from './checkout-deps';
import { taxOf } from './tax';

/** How long a previewed price holds: the charge is prorated to the preview's moment, within this. */
const PREVIEW_HOLDS_MS = 60 * 60 * 1000;

function planPeriod(plan: PlanDoc, taxPercent: number, start: Date | null, end: Date | null) {
  const cycle = priceBreakdown({ ...plan, tax: taxPercent });
  return {
    id: plan._id.toHexString(),
    name: plan.name,
    subscriptionPlan: plan.subscriptionPlan,
    amount: amount(cycle.amountCents),
    amountCents: cycle.amountCents,
    periodStart: iso(start),
    periodEnd: iso(end),
  };
}

const invoiceView = (p: ChangePreview) => ({
  prorationDate: p.prorationDate.toISOString(),
  subtotal: amount(p.subtotalCents),
  tax: amount(p.taxCents),
  total: amount(p.totalCents),
  amountDue: amount(p.amountDueCents),
  currency: 'EUR',
  periodStart: p.periodStart.toISOString(),
  periodEnd: p.periodEnd.toISOString(),
  lines: p.lines.map((l) => ({
    description: l.description,
    amount: amount(l.amountCents),
    periodStart: l.periodStart.toISOString(),
    periodEnd: l.periodEnd.toISOString(),
  })),
});

/** Stripe prorates to the second: a moment in whole seconds is charged exactly as it was previewed. */
const wholeSeconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);

/** The proration moment: now, or the preview's when it is recent and inside the paid period. */
function prorationMoment(ctx: RequestContext, sub: SubscriptionDoc, given: string | null | undefined): Date {
  const now = wholeSeconds(Date.now());
  if (!given) return now;
  const at = wholeSeconds(Date.parse(given));
  const fresh = !Number.isNaN(at.getTime()) && at <= now && now.getTime() - at.getTime() <= PREVIEW_HOLDS_MS;
  if (!fresh || (sub.currentPeriodStart && at < sub.currentPeriodStart)) throw refuse(ctx, 'prorationDate', 'prorationDateInvalid');
  return at;
}

/**
 * updateStripeSubscriptionPlan (README 'Changing plan'): a kitchen paying for a plan moves to
 * another with proration. `preview` shows the invoice without changing anything; the change
 * itself invoices the difference at once and the plan switches when that invoice is paid.
 */
export async function changePlan(deps: CheckoutDeps, ctx: RequestContext, args: MutationUpdateStripeSubscriptionPlanArgs) {
  const { userId, kitchenId } = kitchenAdminOf(ctx);
  const sub = await deps.subscriptions.findOne({ kitchenId }).lean<SubscriptionDoc>();
  if (!sub || sub.status !== 'ACTIVE' || !sub.providerSubscriptionRef || !sub.dueDate)
    throw refuse(ctx, 'subscriptionPlanId', 'notSubscribed');
  const to = await offeredPlan(deps, ctx, args.subscriptionPlanId);
  if (to._id.equals(sub.planId)) throw refuse(ctx, 'subscriptionPlanId', 'samePlan');
  const from = (await deps.plans.findById(sub.planId).lean<PlanDoc>())!;
  const tax = await taxOf(deps, to, sub.account);
  const change: PlanChange = {
    subscriptionRef: sub.providerSubscriptionRef,
    paymentRef: '',
    from,
    to,
    taxPercent: tax.taxPercent,
    at: prorationMoment(ctx, sub, args.prorationDate),
    periodStart: sub.currentPeriodStart ?? sub.createdAt,
    periodEnd: sub.dueDate,
  };
  const reply = (preview: ChangePreview, status: string, msg: string, payment: PaymentDoc | null) => ({
    msg,
    status,
    currentPlan: planPeriod(from, sub.taxPercent ?? from.tax, change.periodStart, change.periodEnd),
    newPlan: planPeriod(to, tax.taxPercent, preview.periodStart, preview.periodEnd),
    invoice: invoiceView(preview),
    payment,
  });

  const preview = await deps.provider.previewChange(change).catch(() => {
    throw refuse(ctx, 'subscriptionPlanId', 'providerUnavailable');
  });
  if (args.preview)
    return reply(
      preview,
      'preview',
      t(ctx.locale, 'planChangePreview', { plan: to.name, amount: money(ctx.locale, preview.amountDueCents) }),
      null,
    );

  const payment = await deps.payments.create({
    kitchenId,
    userId,
    subscriptionPlanId: to._id,
    subscriptionId: sub._id,
    subtotalCents: Math.max(preview.subtotalCents, 0),
    discountCents: 0,
    taxCents: Math.max(preview.taxCents, 0),
    amountCents: preview.amountDueCents,
    currency: 'EUR',
    status: 'PENDING',
    orderId: await nextInvoiceNumber(deps.connection),
    description: invoiceDescription(to.name, { reason: 'update', periodStart: change.at, periodEnd: preview.periodEnd }),
    paymentCycleDate: change.at,
    dueOn: change.at,
    taxPercent: tax.taxPercent,
    reverseCharge: tax.reverseCharge,
  });
  try {
    const done = await deps.provider.changePlan(`brigade-change-${payment._id.toHexString()}`, {
      ...change,
      paymentRef: payment._id.toHexString(),
    });
    await deps.payments.updateOne({ _id: payment._id, paymentId: null }, { $set: { paymentId: done.invoiceRef } });
  } catch (error) {
    deps.log?.error({ err: error, kitchenId: kitchenId.toHexString() }, 'the payment provider did not change the plan');
    await deps.payments.updateOne({ _id: payment._id, status: 'PENDING' }, { $set: { status: 'FAILED' } });
    throw refuse(ctx, 'subscriptionPlanId', 'providerUnavailable');
  }
  const now = (await deps.payments.findById(payment._id).lean<PaymentDoc>())!;
  if (now.status === 'PAID') return reply(preview, 'active', t(ctx.locale, 'planChanged', { plan: to.name }), now);
  if (now.status === 'FAILED') return reply(preview, 'declined', t(ctx.locale, 'planChangeDeclined', { plan: from.name }), now);
  return reply(preview, 'pending', t(ctx.locale, 'planChangePending', { plan: to.name }), now);
}
