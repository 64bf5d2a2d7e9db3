import type { AccountType } from './types';

/** The purchase modal's one form, kept whole across its steps so Back and a server error keep what was typed. */
export type PurchaseValues = {
  accountType: AccountType;
  company_name: string;
  vat_number?: string;
  /** Only for verifying the VAT number; the purchase itself has no such field. */
  vat_country?: string;
  line_1: string;
  line_2?: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
};

export type StepKey = 'account' | 'vat' | 'address' | 'payment';

export const STEP_FIELDS: Record<StepKey, (keyof PurchaseValues & string)[]> = {
  account: ['accountType'],
  vat: ['company_name', 'vat_number', 'vat_country'],
  address: ['line_1', 'line_2', 'city', 'state', 'postal_code', 'country'],
  payment: [],
};

const FORM_FIELDS: string[] = Object.values(STEP_FIELDS).flat();

/** The form's field for a path billing names in a BAD_USER_INPUT: `input.billingAddress.city` is `city`. */
export function purchaseField(path: string): keyof PurchaseValues | null {
  const name = path.replace(/^input\./, '').replace(/^billingAddress\./, '');
  return FORM_FIELDS.includes(name) ? (name as keyof PurchaseValues) : null;
}

/** A person skips the VAT details: only a business has a company and a VAT number. Until chosen, every step shows. */
export const stepsFor = (accountType: AccountType | undefined): StepKey[] =>
  accountType === 'PERSON' ? ['account', 'address', 'payment'] : ['account', 'vat', 'address', 'payment'];

export const stepOf = (field: string): StepKey =>
  (Object.keys(STEP_FIELDS) as StepKey[]).find((key) => STEP_FIELDS[key].includes(field as keyof PurchaseValues)) ?? 'account';

const orNull = (text: string | undefined) => text?.trim() || null;

/** SubscriptionBuyInput: the company only for a business; blank optional fields as null. */
export function purchaseInput(subscriptionPlanId: string, v: PurchaseValues) {
  const business = v.accountType === 'BUSSINESS' ? { company_name: v.company_name, vat_number: orNull(v.vat_number) } : {};
  return {
    subscriptionPlanId,
    accountType: v.accountType,
    ...business,
    billingAddress: {
      line_1: v.line_1,
      line_2: orNull(v.line_2),
      city: v.city,
      state: v.state,
      postal_code: v.postal_code,
      country: v.country,
    },
  };
}
