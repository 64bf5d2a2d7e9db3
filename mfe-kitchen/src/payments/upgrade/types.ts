/** The answers of upgrade/mutations.ts, as this folder reads them. */

export type AccountType = 'PERSON' | 'BUSSINESS';

export type PriceBreakdown = {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  taxPercent: number;
  reverseCharge: boolean;
  currency: string;
};

export type BuyResult = {
  msg: string;
  /** Bought during the free trial: nothing is charged before this moment (ISO), when the first payment is taken. */
  trialEndsAt: string | null;
  provider: string;
  publishable_key: string | null;
  client_secret: string | null;
  price: PriceBreakdown;
  payment: { id: string; orderId: string };
};

export type VatCheck = {
  msg: string;
  data: { valid: boolean; status: 'VALID' | 'INVALID_FORMAT' | 'NOT_FOUND' | 'UNCONFIRMED' };
  company: { country_code: string; company_name: string | null; company_address: string | null; vat_number: string } | null;
};

export type PlanPeriod = { id: string; name: string; amount: number; periodStart: string | null; periodEnd: string | null };

export type PlanChange = {
  msg: string;
  status: 'preview' | 'active' | 'pending' | 'declined';
  currentPlan: PlanPeriod;
  newPlan: PlanPeriod;
  invoice: {
    prorationDate: string;
    subtotal: number;
    tax: number;
    total: number;
    amountDue: number;
    currency: string;
    lines: { description: string; amount: number; periodStart: string; periodEnd: string }[];
  };
  payment: { id: string; orderId: string; total: number; currency: string; status: string; clientSecret: string | null } | null;
};
