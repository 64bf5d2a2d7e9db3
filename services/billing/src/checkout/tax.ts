import type { PlanDoc } from '../plans/plan.model';
import type { PurchaseAccount } from '../subscriptions/subscription.model';
import { vatTreatment } from '../vat/vat-rate';
import { verifyVat } from '../vat/verify-vat';
import type { CheckoutDeps } from './checkout-deps';

export type VatCheckRecord = Pick<PurchaseAccount, 'vatVerified' | 'vatConsultation' | 'vatCheckedAt'>;

/**
 * Whether a business's VAT number is confirmed by VIES (never when VIES could not be reached),
 * with VIES's consultation number and the moment, kept as the evidence for a reverse charge.
 */
export async function vatCheck(
  deps: CheckoutDeps,
  accountType: string,
  vatNumber: string | null,
  country: string,
): Promise<VatCheckRecord> {
  if (accountType !== 'BUSSINESS' || !vatNumber) return { vatVerified: false, vatConsultation: null, vatCheckedAt: null };
  const result = await verifyVat({ vat_number: vatNumber, country_code: country }, deps.vat);
  return { vatVerified: result.status === 'VALID', vatConsultation: result.consultation, vatCheckedAt: new Date() };
}

/** The VAT rate a plan is charged at for this account (README 'VAT'). */
export async function taxOf(deps: CheckoutDeps, plan: PlanDoc, account: PurchaseAccount | null) {
  return await vatTreatment({
    planTaxPercent: plan.tax,
    accountType: account?.accountType ?? 'PERSON',
    customerCountry: account?.address?.country ?? deps.sellerCountry,
    vatVerified: account?.vatVerified ?? false,
    sellerCountry: deps.sellerCountry,
  });
}
