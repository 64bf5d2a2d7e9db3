import type { InvoiceFacts } from '../providers/payment-provider';

const day = (date: Date) => date.toISOString().slice(0, 10);
const WHY = { create: 'subscription', cycle: 'renewal', update: 'plan change' } as const;

/** How an invoice reads in the payment history: "Pro — renewal, 2026-12-22 to 2027-01-22". */
export const invoiceDescription = (planName: string, invoice: Pick<InvoiceFacts, 'reason' | 'periodStart' | 'periodEnd'>) =>
  `${planName} — ${WHY[invoice.reason]}, ${day(invoice.periodStart)} to ${day(invoice.periodEnd)}`;
