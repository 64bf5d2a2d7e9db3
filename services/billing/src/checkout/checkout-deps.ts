import { formatMoney, fromMinor } from '@brigade/money';
import { badUserInput, forbidden, isObjectId, requireRole, toObjectId, type Locale, type RequestContext } from '@brigade/service-kit';
import type { Connection, Model } from 'mongoose';
import type { Logger } from 'pino';
import { t, type MessageKey } from '../i18n/messages';
import type { PaymentDoc } from '../payments/payment.model';
import { amount } from '../payments/payment.view';
import type { PlanDoc } from '../plans/plan.model';
import type { ApplyProviderEvent } from '../provider-events/apply-provider-event';
import type { EmbeddedProvider } from '../providers/embedded/embedded-provider';
import type { PaymentProvider } from '../providers/payment-provider';
import type { SubscriptionDoc } from '../subscriptions/subscription.model';
import type { VatChecker } from '../vat/vies-client';

/** What the purchase flows work with. */
export type CheckoutDeps = {
  connection: Connection;
  payments: Model<PaymentDoc>;
  subscriptions: Model<SubscriptionDoc>;
  plans: Model<PlanDoc>;
  provider: PaymentProvider;
  /** Set when the embedded provider is the one in use: payments are completed in the app. */
  embedded: EmbeddedProvider | null;
  applyEvent: ApplyProviderEvent;
  vat: VatChecker;
  /** The seller's country (README 'VAT'). */
  sellerCountry: string;
  /** The shell's address, for payment links. */
  appUrl: string;
  log?: Logger;
};

/** Buying is for the kitchen's admins; super admins have no kitchen to pay for. */
export function kitchenAdminOf(ctx: RequestContext) {
  const user = requireRole(ctx.caller, 'ADMIN');
  const kitchenId = toObjectId(user.kitchenId);
  if (!kitchenId) throw forbidden();
  return { userId: toObjectId(user.userId), kitchenId };
}

export const refuse = (ctx: RequestContext, field: string, key: MessageKey, values?: Record<string, string | number>) =>
  badUserInput(field, t(ctx.locale, key, values));

/** A plan on offer, or BAD_USER_INPUT on the field. */
export async function offeredPlan(deps: CheckoutDeps, ctx: RequestContext, id: string, field = 'subscriptionPlanId') {
  const plan = isObjectId(id) ? await deps.plans.findOne({ _id: id, status: 'ACTIVE' }).lean<PlanDoc>() : null;
  if (!plan) throw refuse(ctx, field, 'planNotOffered');
  return plan;
}

export const money = (locale: Locale, cents: number) => formatMoney(fromMinor(cents, 'EUR'), 'EUR', locale);

export const longDate = (locale: Locale, date: Date) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** What the purchase says before the card is asked for: pay now, or (during the trial) when the first charge is taken. */
export const checkoutMessage = (locale: Locale, plan: string, amountCents: number, trialEnd: Date | null) =>
  trialEnd
    ? t(locale, 'trialCheckout', { date: longDate(locale, trialEnd), amount: money(locale, amountCents), plan })
    : t(locale, 'checkoutStarted', { plan });

/** The price breakdown the purchase modal shows, as decimal text in euro and in cents. */
export const priceView = (
  p: { subtotalCents: number; discountCents: number; taxCents: number; amountCents: number },
  taxPercent: number,
  reverseCharge: boolean,
) => ({
  subtotal: amount(p.subtotalCents),
  discount: amount(p.discountCents),
  tax: amount(p.taxCents),
  total: amount(p.amountCents),
  totalCents: p.amountCents,
  taxPercent,
  reverseCharge,
  currency: 'EUR',
});
