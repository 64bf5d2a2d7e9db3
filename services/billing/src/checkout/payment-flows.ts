import { forbidden, toObjectId, type RequestContext } from '@brigade/service-kit';
import { t } from '../i18n/messages';
import type { PaymentDoc } from '../payments/payment.model';
import { paymentView } from '../payments/payment.view';
import { CardDeclined, NothingToPay, UnknownCard } from '../providers/embedded/embedded-provider';
import type { SubscriptionDoc } from '../subscriptions/subscription.model';
import { readsKitchenMoney } from '../access';
import { checkoutMessage, kitchenAdminOf, money, offeredPlan, refuse, type CheckoutDeps } from './checkout-deps';
import { startCheckout } from './start-checkout';

/**
 * CreateNewPayment (the /complete-payment page): a kitchen whose trial ended, that owes, or that
 * canceled pays for a plan again, with the account details of its last purchase. Returns the
 * payment and where to pay it.
 */
export async function createNewPayment(deps: CheckoutDeps, ctx: RequestContext, { subscriptionPlanId }: { subscriptionPlanId: string }) {
  const { kitchenId } = kitchenAdminOf(ctx);
  const plan = await offeredPlan(deps, ctx, subscriptionPlanId);
  const sub = await deps.subscriptions.findOne({ kitchenId }).lean<SubscriptionDoc>();
  const paidUp = sub?.status === 'ACTIVE' && sub.providerSubscriptionRef && sub.dueDate && sub.dueDate > new Date();
  if (paidUp) throw refuse(ctx, 'subscriptionPlanId', 'nothingDue');
  const { payment, trialEnd } = await startCheckout(deps, ctx, plan, sub?.account ?? null);
  return {
    payments: [paymentView(payment)],
    message: trialEnd
      ? checkoutMessage(ctx.locale, plan.name, payment.amountCents, trialEnd)
      : t(ctx.locale, 'paymentStarted', { amount: money(ctx.locale, payment.amountCents), plan: plan.name }),
    paymentUrl: payment.paymentUrl,
  };
}

async function visiblePayment(deps: CheckoutDeps, ctx: RequestContext, filter: Record<string, unknown>) {
  const payment = await deps.payments.findOne(filter).lean<PaymentDoc>();
  if (!payment || !readsKitchenMoney(ctx, payment.kitchenId.toHexString())) throw forbidden();
  return payment;
}

/** CheckAndUpdatePayment: asks the provider how the payment stands and applies what it says (a missed webhook). */
export async function checkAndUpdatePayment(deps: CheckoutDeps, ctx: RequestContext, { id }: { id: string }) {
  const _id = toObjectId(id);
  if (!_id) throw forbidden();
  const payment = await visiblePayment(deps, ctx, { _id });
  if (!payment.paymentId) throw refuse(ctx, 'id', 'paymentNotChecked');
  const event = await deps.provider.invoiceState(payment.paymentId).catch((error: unknown) => {
    deps.log?.warn({ err: error, paymentId: payment.paymentId }, 'the payment provider could not say how a payment stands');
    throw refuse(ctx, 'id', 'providerUnavailable');
  });
  if (event) await deps.applyEvent(event);
  return paymentView((await deps.payments.findById(payment._id).lean<PaymentDoc>())!);
}

/** The embedded provider's card form: pays an open checkout with a test card (README 'Embedded provider'). */
export async function payWithTestCard(deps: CheckoutDeps, ctx: RequestContext, args: { clientSecret: string; cardNumber: string }) {
  if (!deps.embedded) throw refuse(ctx, 'cardNumber', 'localPaymentsOnly');
  const { kitchenId } = kitchenAdminOf(ctx);
  const payment = await visiblePayment(deps, ctx, { clientSecret: args.clientSecret, kitchenId });
  try {
    await deps.embedded.pay(args.clientSecret, args.cardNumber);
  } catch (error) {
    if (error instanceof CardDeclined) throw refuse(ctx, 'cardNumber', 'cardDeclined');
    if (error instanceof UnknownCard) throw refuse(ctx, 'cardNumber', 'unknownTestCard');
    if (error instanceof NothingToPay) throw refuse(ctx, 'clientSecret', 'paymentSettled');
    throw error;
  }
  return paymentView((await deps.payments.findById(payment._id).lean<PaymentDoc>())!);
}
