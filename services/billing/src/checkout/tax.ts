import type { PlanDoc } from '../plans/plan.model';
import type { PurchaseAccount } from '../subscriptions/subscription.model';
import { vatTreatment } from '../vat/vat-rate';
import { verifyVat } from '../vat/verify-vat';
import type { CheckoutDeps } from './checkout-deps';

/** Whether a business's VAT number is confirmed by VIES (never when VIES could not be reached). */
export async function vatVerified(deps: CheckoutDeps, accountType: string, vatNumber: string | null, country: string) {
  if (accountType !== 'BUSSINESS' || !vatNumber) return false;
  const result = await verifyVat({ vat_number: vatNumber, country_code: country }, deps.vat);
  return result.status === 'VALID';
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
