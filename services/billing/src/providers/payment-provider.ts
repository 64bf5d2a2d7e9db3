import type { PlanDoc } from '../plans/plan.model';
import type { Breakdown } from '../payments/price-breakdown';

/**
 * The billing port: what billing asks of a payment provider. Two adapters follow it, Stripe and
 * the embedded provider (no keys, no network). Every state change a provider makes reaches
 * billing as a ProviderEvent, from Stripe's webhooks or from the embedded provider itself, and
 * goes through the one applier in src/provider-events.
 */
export type ProviderName = 'stripe' | 'embedded';

/** What the customer told us in the purchase modal; the provider keeps it on its customer. */
export type Customer = {
  kitchenId: string;
  name: string;
  accountType: 'PERSON' | 'BUSSINESS';
  vatNumber: string | null;
  address: null | { line_1: string; line_2?: string | null; city: string; state: string; country: string; postal_code: string };
};

/** The facts of one provider invoice, in whole cents. */
export type InvoiceFacts = Breakdown & {
  invoiceRef: string;
  subscriptionRef: string;
  /** The period the invoice pays for (for a plan change, from the change to the period's end). */
  periodStart: Date;
  periodEnd: Date;
  at: Date;
  /** Why it was raised: the first payment, a renewal, or a plan change. */
  reason: 'create' | 'cycle' | 'update';
  /**
   * Billing's payment raised with it (first payments, plan changes, and the first charge after a
   * trial bought during it): the event may come before the call returns.
   */
  paymentRef: string | null;
  /** The provider's PDF of the invoice, when it makes one (Stripe). */
  pdfUrl: string | null;
};

export type ProviderEvent =
  | { id: string; type: 'invoice.paid' | 'invoice.payment_failed'; invoice: InvoiceFacts }
  | { id: string; type: 'subscription.canceled'; subscriptionRef: string; at: Date }
  | { id: string; type: 'subscription.updated'; subscriptionRef: string; cancelAtPeriodEnd: boolean };

export type Checkout = {
  customerRef: string;
  /** Set for a purchase during a trial: nothing is charged before then; the secret saves the card. */
  trialEnd: Date | null;
  subscriptionRef: string;
  invoiceRef: string;
  /** For Stripe Elements (or the embedded payment form) to confirm the first payment. */
  clientSecret: string;
  /** Where a person can pay the invoice outside the app's modal, when the provider has such a page. */
  paymentUrl: string | null;
  amounts: Breakdown;
  periodStart: Date;
  periodEnd: Date;
};

export type InvoiceLine = { description: string; amountCents: number; periodStart: Date; periodEnd: Date };

/** What changing plan costs now: the proration lines, and what the next invoice will be. */
export type ChangePreview = {
  prorationDate: Date;
  lines: InvoiceLine[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  /** What is charged now: the total less any credit; a negative total becomes credit. */
  amountDueCents: number;
  periodStart: Date;
  periodEnd: Date;
};

export type PlanChange = {
  subscriptionRef: string;
  /** Billing's payment for the proration invoice. */
  paymentRef: string;
  from: PlanDoc;
  to: PlanDoc;
  taxPercent: number;
  /** The proration moment: the preview's, so the charge matches what the person saw. */
  at: Date;
  periodStart: Date;
  periodEnd: Date;
};

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Handed to the browser (Stripe's publishable key); null for the embedded provider. */
  readonly publishableKey: string | null;
  /**
   * Opens a subscription whose first invoice waits for the customer's payment. With `trialEnd` (a
   * purchase during the free trial, as Stripe's `trial_end`) the subscription trials until then and
   * its first charge is taken at that moment on the card saved now. `key` makes a retry safe.
   */
  subscribe(req: {
    key: string;
    paymentRef: string;
    customerRef: string | null;
    customer: Customer;
    plan: PlanDoc;
    taxPercent: number;
    at: Date;
    trialEnd: Date | null;
  }): Promise<Checkout>;
  previewChange(change: PlanChange): Promise<ChangePreview>;
  /** Switches plan with proration and invoices the difference at once; the invoice's events follow. */
  changePlan(key: string, change: PlanChange): Promise<ChangePreview & { invoiceRef: string }>;
  cancelAtPeriodEnd(key: string, subscriptionRef: string): Promise<void>;
  /** Drops a first checkout that was never paid (a new one replaces it). */
  abandon(key: string, subscriptionRef: string): Promise<void>;
  /** The invoice's state now, as the event that would have reported it (null while it is open). */
  invoiceState(invoiceRef: string): Promise<ProviderEvent | null>;
}
