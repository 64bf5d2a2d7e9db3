import salesTax from 'sales-tax';
import { checkVatFormat, isEuCountry, toIsoCountry } from './vat-format';
import type { ViesRequester } from './vies-client';

/**
 * What VAT a customer pays on a plan (we sell an electronic service from `sellerCountry`, an EU
 * member state; SELLER_COUNTRY in the caller, NL by default):
 *
 * - DOMESTIC: a customer in the seller's country, person or business, pays the plan's tax
 *   percent, which is the seller country's VAT rate.
 * - REVERSE_CHARGE: a business in another EU country with a VAT number VIES confirmed (VALID, not
 *   UNCONFIRMED) pays 0 %; it accounts for the VAT itself, and the invoice says reverse charge.
 * - EU_CONSUMER: anyone else in another EU country (people, and businesses without a confirmed
 *   number) pays that country's standard VAT rate, declared through the One-Stop Shop (OSS).
 *   Brigade's cross-border sales are far above the €10,000 a year under which a seller may
 *   charge its own rate instead. The rates, with their dated changes, come from `sales-tax`.
 * - OUTSIDE_EU: customers outside the EU pay 0 % (export of services).
 */
export type VatReason = 'DOMESTIC' | 'EU_CONSUMER' | 'REVERSE_CHARGE' | 'OUTSIDE_EU';

export type VatTreatment = { taxPercent: number; reverseCharge: boolean; reason: VatReason };

export type VatCustomer = {
  planTaxPercent: number;
  /** Spelled as the spec and identity spell it. */
  accountType: 'PERSON' | 'BUSSINESS';
  customerCountry: string;
  /** VIES confirmed the customer's VAT number for `customerCountry`. */
  vatVerified: boolean;
  sellerCountry: string;
};

/** An unknown country would silently read as 'outside the EU' and 0 %: it is a caller's mistake instead. */
function country(code: string, what: string): string {
  const iso = toIsoCountry(code);
  if (!iso) throw new RangeError(`${what} must be an ISO 3166-1 alpha-2 code, got '${code}'`);
  return iso;
}

/** SELLER_COUNTRY (default NL), checked once at start-up: these rules only hold for a seller in the EU. */
export function sellerCountryFrom(env: NodeJS.ProcessEnv = process.env): string {
  const seller = country(env.SELLER_COUNTRY || 'NL', 'SELLER_COUNTRY');
  if (!isEuCountry(seller)) throw new RangeError(`SELLER_COUNTRY must be an EU member state, got '${seller}'`);
  return seller;
}

/**
 * SELLER_VAT_NUMBER, optional and checked once at start-up like SELLER_COUNTRY: a number of the
 * seller's own country, well formed; with it VIES hands out consultation numbers.
 */
export function sellerVatFrom(env: NodeJS.ProcessEnv, sellerCountry: string): ViesRequester | null {
  const raw = env.SELLER_VAT_NUMBER?.trim();
  if (!raw) return null;
  const format = checkVatFormat(raw, sellerCountry);
  if (!format.valid) throw new RangeError(`SELLER_VAT_NUMBER must be a well-formed VAT number of ${sellerCountry}, got '${raw}'`);
  return { countryCode: sellerCountry, vatNumber: format.national };
}

/** A member state's standard VAT rate today, as a percent (25.5 for Finland). */
export async function standardVatPercent(euCountry: string): Promise<number> {
  const tax = await salesTax.getSalesTax(euCountry);
  // Money stays exact: percentOf takes hundredths of a percent, and no EU rate has more.
  if (tax.type !== 'vat' || !(tax.rate > 0)) throw new RangeError(`no VAT rate is known for ${euCountry}`);
  return Math.round(tax.rate * 10_000) / 100;
}

export async function vatTreatment({
  planTaxPercent,
  accountType,
  customerCountry,
  vatVerified,
  sellerCountry,
}: VatCustomer): Promise<VatTreatment> {
  const customer = country(customerCountry, 'customerCountry');
  if (customer === country(sellerCountry, 'sellerCountry')) return { taxPercent: planTaxPercent, reverseCharge: false, reason: 'DOMESTIC' };
  if (!isEuCountry(customer)) return { taxPercent: 0, reverseCharge: false, reason: 'OUTSIDE_EU' };
  if (accountType === 'BUSSINESS' && vatVerified) return { taxPercent: 0, reverseCharge: true, reason: 'REVERSE_CHARGE' };
  return { taxPercent: await standardVatPercent(customer), reverseCharge: false, reason: 'EU_CONSUMER' };
}
