import { newEvent, type EventEnvelope } from '@brigade/events';
import { adminOf } from '@brigade/test-kit';
import { Types } from 'mongoose';
import { paymentModel } from '../src/payments/payment.model';
import { subscriptionModel } from '../src/subscriptions/subscription.model';
import { kitchenEventHandlers } from '../src/subscriptions/trials';
import { id, type Harness } from './support';

const DAY = 24 * 3600 * 1000;

/**
 * A kitchen billing started the 14-day trial for, and its admin as the gateway would sign them. By
 * default the trial is over (a purchase is charged at once); `trialDaysLeft` keeps that much of it.
 */
export async function trialKitchen(h: Harness, { trialDaysLeft = 0 } = {}) {
  const kitchenId = id();
  const event = {
    ...newEvent('KitchenCreated', { kitchenId, name: 'Bistro', ownerId: null }, { producer: 'kitchen', aggregateId: kitchenId }),
    occurredAt: new Date(Date.now() - (14 - trialDaysLeft) * DAY - 1000).toISOString(),
  };
  await kitchenEventHandlers(subscriptionModel(h.service.connection), h.plans).KitchenCreated(event);
  return { kitchenId, admin: adminOf(kitchenId), oid: new Types.ObjectId(kitchenId) };
}

export const books = (h: Harness) => ({
  subscriptions: subscriptionModel(h.service.connection),
  payments: paymentModel(h.service.connection),
});

export const outbox = async (h: Harness, kitchenId: string) =>
  ((await books(h).subscriptions.collection.findOne({ kitchenId: new Types.ObjectId(kitchenId) })) as { _outbox?: EventEnvelope[] } | null)
    ?._outbox ?? [];

/** The receipts billing wrote for a kitchen's payments (InvoicePaid, billing.invoice.v1), oldest first. */
export const receipts = async (h: Harness, kitchenId: string) =>
  (
    (await books(h)
      .payments.collection.find({ kitchenId: new Types.ObjectId(kitchenId) })
      .sort({ createdAt: 1 })
      .toArray()) as { _outbox?: EventEnvelope[] }[]
  ).flatMap((p) => p._outbox ?? []);

export const address = { line_1: 'Damrak 1', city: 'Amsterdam', state: 'Noord-Holland', country: 'NL', postal_code: '1012 LG' };

export const BUY = `mutation ($input: SubscriptionBuyInput!) { createSubscriptionBuy(input: $input) {
  publishable_key client_secret msg trialEndsAt subscription_id provider paymentUrl
  price { subtotal discount tax total totalCents taxPercent reverseCharge currency }
  payment { id orderId status amountCents } } }`;
export const CHANGE = `mutation ($id: ID!, $preview: Boolean, $at: String) { updateStripeSubscriptionPlan(subscriptionPlanId: $id, preview: $preview, prorationDate: $at) {
  msg status currentPlan { name amount periodStart periodEnd } newPlan { name amount periodStart periodEnd }
  invoice { prorationDate subtotal tax total amountDue lines { description amount } } payment { status amountCents } } }`;
export const CANCEL = `mutation { createSubscriptionCancel { code msg cancelAt } }`;
/** The kitchen's due-date summary as the consoles read it (billing's part of Kitchen). */
export const DUE = `query ($r: [_Any!]!) { _entities(representations: $r) { ... on Kitchen { getPaymentDueDate { dueDate isDue cancelAt } } } }`;
export const PAY = `mutation ($secret: String!, $card: String!) { payWithTestCard(clientSecret: $secret, cardNumber: $card) { id status paid amountCents paymentAt } }`;
export const NEW_PAYMENT = `mutation ($id: ID!) { CreateNewPayment(subscriptionPlanId: $id) { message paymentUrl payments { id status amountCents orderId } } }`;
export const CHECK = `mutation ($id: ID!) { CheckAndUpdatePayment(id: $id) { id status paid } }`;
