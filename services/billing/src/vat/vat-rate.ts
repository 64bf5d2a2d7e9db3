import { isEuCountry, toIsoCountry } from './vat-format';

/**
 * What VAT a customer pays on a plan (we sell an electronic service from `sellerCountry`, an EU
 * member state; SELLER_COUNTRY in the caller, NL by default):
 *
 * - DOMESTIC: a customer in the seller's country, person or business, pays the plan's tax
 *   percent, which is the seller country's VAT rate.
 * - REVERSE_CHARGE: a business in another EU country with a VAT number VIES confirmed (VALID, not
 *   UNCONFIRMED) pays 0 %; it accounts for the VAT itself, and the invoice says reverse charge.
 * - EU_CONSUMER: anyone else in another EU country (people, and businesses without a confirmed
 *   number) pays the plan's tax percent. The law asks for the customer's country's rate through
 *   OSS; those rates are out of scope here, so this is the seller's rate until they are added.
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

export function vatTreatment({ planTaxPercent, accountType, customerCountry, vatVerified, sellerCountry }: VatCustomer): VatTreatment {
  const customer = country(customerCountry, 'customerCountry');
  if (customer === country(sellerCountry, 'sellerCountry')) return { taxPercent: planTaxPercent, reverseCharge: false, reason: 'DOMESTIC' };
  if (!isEuCountry(customer)) return { taxPercent: 0, reverseCharge: false, reason: 'OUTSIDE_EU' };
  if (accountType === 'BUSSINESS' && vatVerified) return { taxPercent: 0, reverseCharge: true, reason: 'REVERSE_CHARGE' };
  return { taxPercent: planTaxPercent, reverseCharge: false, reason: 'EU_CONSUMER' };
}
