import type { RequestContext } from '@brigade/service-kit';
import type { MutationPayWithTestCardArgs, MutationUpdateStripeSubscriptionPlanArgs } from '../__generated__/resolvers';
import { parseInput } from '../i18n/messages';
import { paymentView } from '../payments/payment.view';
import { cancelSubscription } from './cancel';
import { changePlan } from './change-plan';
import { checkoutMessage, kitchenAdminOf, offeredPlan, priceView, type CheckoutDeps } from './checkout-deps';
import { checkAndUpdatePayment, createNewPayment, payWithTestCard } from './payment-flows';
import { purchaseInput } from './purchase-input';
import { startCheckout } from './start-checkout';
import { vatCheck } from './tax';

/** The purchase, plan change, cancellation and payment mutations (README 'Buying' and after). */
export function checkoutResolvers(deps: CheckoutDeps) {
  return {
    Mutation: {
      createSubscriptionBuy: async (_: unknown, { input }: { input: unknown }, ctx: RequestContext) => {
        const { kitchenId } = kitchenAdminOf(ctx);
        const parsed = parseInput(purchaseInput, input, ctx.locale, 'input');
        const plan = await offeredPlan(deps, ctx, parsed.subscriptionPlanId, 'input.subscriptionPlanId');
        const address = { ...parsed.billingAddress, line_2: parsed.billingAddress.line_2 ?? null };
        const vatNumber = parsed.vat_number ?? null;
        const account = {
          kitchenId: kitchenId.toHexString(),
          name: parsed.company_name ?? `Kitchen ${kitchenId.toHexString()}`,
          accountType: parsed.accountType,
          companyName: parsed.company_name ?? null,
          vatNumber,
          ...(await vatCheck(deps, parsed.accountType, vatNumber, address.country)),
          address,
        };
        const { payment, subscriptionRef, trialEnd } = await startCheckout(deps, ctx, plan, account);
        return {
          publishable_key: deps.provider.publishableKey,
          client_secret: payment.clientSecret,
          msg: checkoutMessage(ctx.locale, plan.name, payment.amountCents, trialEnd),
          trialEndsAt: trialEnd?.toISOString() ?? null,
          subscription_id: subscriptionRef,
          provider: deps.provider.name,
          price: priceView(payment, payment.taxPercent, payment.reverseCharge),
          payment: paymentView(payment),
          paymentUrl: payment.paymentUrl,
        };
      },
      updateStripeSubscriptionPlan: (_: unknown, args: MutationUpdateStripeSubscriptionPlanArgs, ctx: RequestContext) =>
        changePlan(deps, ctx, args).then((r) => ({ ...r, payment: r.payment ? paymentView(r.payment) : null })),
      createSubscriptionCancel: (_: unknown, __: unknown, ctx: RequestContext) => cancelSubscription(deps, ctx),
      CreateNewPayment: (_: unknown, args: { subscriptionPlanId: string }, ctx: RequestContext) => createNewPayment(deps, ctx, args),
      CheckAndUpdatePayment: (_: unknown, args: { id: string }, ctx: RequestContext) => checkAndUpdatePayment(deps, ctx, args),
      payWithTestCard: (_: unknown, args: MutationPayWithTestCardArgs, ctx: RequestContext) => payWithTestCard(deps, ctx, args),
    },
  };
}
