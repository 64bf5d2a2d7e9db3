import { checkVatFormat, vatPrefix } from './vat-format';
import type { VatChecker } from './vies-client';

export type VatStatus = 'VALID' | 'INVALID_FORMAT' | 'NOT_FOUND' | 'UNCONFIRMED';

export type VatCompany = { country_code: string; company_name: string | null; company_address: string | null; vat_number: string };

/** `consultation`: VIES's consultation number for a VALID answer, when the seller's number was given (SELLER_VAT_NUMBER). */
export type VatVerification = { status: VatStatus; company: VatCompany | null; consultation: string | null };

/**
 * A VAT number checked offline first (a malformed one never reaches VIES), then with VIES. Only a
 * number VIES confirms is VALID: when VIES cannot answer it is UNCONFIRMED, never valid, because
 * a wrongly accepted number means an invoice without VAT that the seller owes.
 */
export async function verifyVat(
  input: { vat_number: string; country_code?: string | null },
  checker: VatChecker,
): Promise<VatVerification> {
  const format = checkVatFormat(input.vat_number, input.country_code);
  if (!format.valid) return { status: 'INVALID_FORMAT', company: null, consultation: null };
  // An adapter that throws is as unreachable as a VIES that does not answer.
  const answer = await checker.check(format.country, format.national).catch(() => ({ kind: 'unavailable' as const }));
  if (answer.kind === 'unavailable') return { status: 'UNCONFIRMED', company: null, consultation: null };
  if (!answer.valid) return { status: 'NOT_FOUND', company: null, consultation: null };
  return {
    status: 'VALID',
    company: {
      country_code: format.country,
      company_name: answer.name,
      company_address: answer.address,
      vat_number: vatPrefix(format.country) + format.national,
    },
    consultation: answer.consultation,
  };
}
