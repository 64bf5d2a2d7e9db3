import { forbidden, type RequestContext } from '@brigade/service-kit';
import type { Types } from 'mongoose';
import { nextInvoiceNumber } from '../payments/invoice-number';
import type { PaymentDoc } from '../payments/payment.model';
import { priceBreakdown } from '../payments/price-breakdown';
import type { PlanDoc } from '../plans/plan.model';
import { invoiceDescription } from '../provider-events/invoice-description';
import type { Checkout } from '../providers/payment-provider';
import { periodEndAfter } from '../subscriptions/periods';
import type { PurchaseAccount, SubscriptionDoc } from '../subscriptions/subscription.model';
import { kitchenAdminOf, refuse, type CheckoutDeps } from './checkout-deps';
import { taxOf } from './tax';

/**
 * The kitchen's subscription. A kitchen billing never heard of (created before billing existed, or
 * its KitchenCreated still on the way) gets one here, holding nothing until its payment lands; a
 * late KitchenCreated then finds it and starts no trial.
 */
async function subscriptionOf(deps: CheckoutDeps, kitchenId: Types.ObjectId, plan: PlanDoc): Promise<SubscriptionDoc> {
  await deps.subscriptions.updateOne(
    { kitchenId },
    {
      $setOnInsert: {
        kitchenId,
        planId: plan._id,
        status: 'CANCELED',
        trialEndsAt: null,
        dueDate: null,
        cancelAtPeriodEnd: false,
        kitchenDeleted: false,
      },
    },
    { upsert: true },
  );
  return (await deps.subscriptions.findOne({ kitchenId }).lean<SubscriptionDoc>())!;
}

/**
 * The end of the free trial still running (README 'Buying during the trial'), in whole seconds as
 * Stripe keeps `trial_end`; null when the kitchen is not trialing or its trial is over.
 */
function trialLeft(sub: SubscriptionDoc, now: Date): Date | null {
  if (sub.status !== 'TRIALING' || !sub.trialEndsAt || sub.trialEndsAt.getTime() - now.getTime() < 60_000) return null;
  return new Date(Math.floor(sub.trialEndsAt.getTime() / 1000) * 1000);
}

/**
 * Opens the first payment of a plan for the caller's kitchen (README 'Buying'): a PENDING payment
 * with its invoice number, then the provider's subscription waiting for that payment. The plan
 * starts when the provider reports the invoice paid. A second click gets the checkout the first
 * opened; a checkout for another plan replaces it, and the replaced one can no longer be paid.
 */
export async function startCheckout(deps: CheckoutDeps, ctx: RequestContext, plan: PlanDoc, account: PurchaseAccount | null) {
  const { userId, kitchenId } = kitchenAdminOf(ctx);
  const sub = await subscriptionOf(deps, kitchenId, plan);
  if (sub.kitchenDeleted) throw forbidden();
  if (sub.status === 'ACTIVE' && sub.providerSubscriptionRef) throw refuse(ctx, 'subscriptionPlanId', 'alreadySubscribed');
  const tax = await taxOf(deps, plan, account);
  const amounts = priceBreakdown({ ...plan, tax: tax.taxPercent });

  const now = new Date();
  const trialEnd = trialLeft(sub, now);
  const open = await deps.payments.findOne({ kitchenId, status: 'PENDING', clientSecret: { $ne: null } }).lean<PaymentDoc>();
  const sameCheckout =
    open?.subscriptionPlanId.equals(plan._id) &&
    open.amountCents === amounts.amountCents &&
    open.paymentCycleDate.getTime() === (trialEnd ?? open.paymentCycleDate).getTime();
  if (open && sameCheckout && (open.paymentId || trialEnd))
    return { payment: open, subscriptionRef: sub.providerSubscriptionRef, trialEnd };

  // Bought during the trial, the first charge is at the trial's end and pays the period from then.
  const firstCharge = trialEnd ?? now;
  const period = { reason: 'create' as const, periodStart: firstCharge, periodEnd: periodEndAfter(firstCharge, plan.subscriptionPlan) };
  const payment = await deps.payments.create({
    kitchenId,
    userId,
    subscriptionPlanId: plan._id,
    subscriptionId: sub._id,
    ...amounts,
    currency: 'EUR',
    status: 'PENDING',
    orderId: await nextInvoiceNumber(deps.connection),
    description: invoiceDescription(plan.name, period),
    paymentCycleDate: firstCharge,
    dueOn: firstCharge,
    taxPercent: tax.taxPercent,
    reverseCharge: tax.reverseCharge,
  });

  let checkout: Checkout;
  try {
    checkout = await deps.provider.subscribe({
      key: `brigade-buy-${payment._id.toHexString()}`,
      paymentRef: payment._id.toHexString(),
      customerRef: sub.customerRef,
      customer: account ?? {
        kitchenId: kitchenId.toHexString(),
        name: `Kitchen ${kitchenId.toHexString()}`,
        accountType: 'PERSON',
        vatNumber: null,
        address: null,
      },
      plan,
      taxPercent: tax.taxPercent,
      at: now,
      trialEnd,
    });
  } catch (error) {
    // Nothing was charged; the invoice number stays in the books as a failed payment.
    deps.log?.error({ err: error, kitchenId: kitchenId.toHexString() }, 'the payment provider did not open a checkout');
    await deps.payments.updateOne({ _id: payment._id }, { $set: { status: 'FAILED' } });
    throw refuse(ctx, 'subscriptionPlanId', 'providerUnavailable');
  }

  const paymentUrl = checkout.paymentUrl ?? `${deps.appUrl}/complete-payment?payment=${payment._id.toHexString()}`;
  // During a trial the provider's first invoice is its €0 one; the payment waits for the charge at the trial's end.
  const opened = checkout.trialEnd
    ? { clientSecret: checkout.clientSecret, paymentUrl }
    : {
        paymentId: checkout.invoiceRef,
        clientSecret: checkout.clientSecret,
        paymentUrl,
        ...checkout.amounts,
        paymentCycleDate: checkout.periodStart,
      };
  await deps.payments.updateOne({ _id: payment._id, paymentId: null }, { $set: opened });
  await deps.subscriptions.updateOne(
    { _id: sub._id },
    {
      $set: {
        provider: deps.provider.name,
        customerRef: checkout.customerRef,
        providerSubscriptionRef: checkout.subscriptionRef,
        account,
        taxPercent: tax.taxPercent,
        reverseCharge: tax.reverseCharge,
      },
    },
  );
  if (open) await deps.payments.updateOne({ _id: open._id, status: 'PENDING' }, { $set: { status: 'FAILED' } });
  const replaced = sub.providerSubscriptionRef;
  if (replaced && replaced !== checkout.subscriptionRef)
    await deps.provider.abandon(`brigade-abandon-${replaced}`, replaced).catch((error: unknown) => {
      deps.log?.warn({ err: error, ref: replaced }, 'a replaced checkout could not be dropped at the provider');
    });
  return {
    payment: (await deps.payments.findById(payment._id).lean<PaymentDoc>())!,
    subscriptionRef: checkout.subscriptionRef,
    trialEnd: checkout.trialEnd,
  };
}
