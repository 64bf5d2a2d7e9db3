import { isValid as isIsoCode } from 'i18n-iso-countries';
import { checkVAT, countries, type Country } from 'jsvat';

/**
 * Countries whose VAT numbers jsvat knows but that are outside the EU VAT area: VIES cannot
 * confirm them and no EU reverse charge applies. The UK left in 2020 (Northern Ireland's XI
 * numbers cover goods only, and we sell a service); Switzerland, Norway, Andorra, Serbia, Russia
 * and Brazil were never in. 'EU' is the prefix of non-EU sellers registered for OSS, not a country.
 */
const OUTSIDE_EU = new Set(['GB', 'CH', 'NO', 'AD', 'RS', 'RU', 'BR', 'EU']);

/** An ISO 3166-1 alpha-2 code, upper case (i18n-iso-countries also accepts alpha-3 and numeric codes). */
export const isIsoCountry = (code: string): boolean => /^[A-Z]{2}$/.test(code) && isIsoCode(code);

/** jsvat's EU member states by ISO-2 code, so the list follows jsvat rather than a copy of our own. */
const EU = new Map<string, Country>(
  countries.flatMap((country) => {
    const iso = country.codes[0] ?? '';
    return isIsoCountry(iso) && !OUTSIDE_EU.has(iso) ? [[iso, country] as const] : [];
  }),
);

export const isEuCountry = (iso2: string): boolean => EU.has(iso2.trim().toUpperCase());

/** Greece is GR as a country but EL in VAT numbers and in VIES. */
export const vatPrefix = (iso2: string): string => (iso2 === 'GR' ? 'EL' : iso2);

/** A country code as people send it ('nl', 'EL') as its ISO-2 code, or null when it is none. */
export function toIsoCountry(code: string): string | null {
  const upper = code.trim().toUpperCase();
  const iso = upper === 'EL' ? 'GR' : upper;
  return isIsoCountry(iso) ? iso : null;
}

/** Upper case, without the spaces, dots and dashes people copy from invoices. */
export const normaliseVat = (raw: string): string => raw.toUpperCase().replace(/[\s.-]+/g, '');

/** The member state a prefixed number belongs to; GR is accepted for Greece, as people write it. */
function countryOfPrefix(vat: string): string | null {
  const iso = toIsoCountry(vat.slice(0, 2));
  return iso && EU.has(iso) ? iso : null;
}

export type VatFormat = { valid: true; country: string; national: string } | { valid: false; country: string | null; national: string };

/**
 * The offline check: the number's shape and check digits for its member state (jsvat). A number
 * that fails it cannot exist, so VIES is never asked about it. With `countryCode`, the prefix is
 * optional but must be that country's; without it, the prefix says the country.
 */
export function checkVatFormat(raw: string, countryCode?: string | null): VatFormat {
  const vat = normaliseVat(raw);
  const country = countryCode ? toIsoCountry(countryCode) : countryOfPrefix(vat);
  const rules = country ? EU.get(country) : undefined;
  if (!country || !rules) return { valid: false, country, national: vat };
  const national = countryOfPrefix(vat) === country ? vat.slice(2) : vat;
  // Only this country's rules: given all of jsvat's, a bare number of digits would be read as Brazilian.
  if (!checkVAT(vatPrefix(country) + national, [rules]).isValid) return { valid: false, country, national };
  return { valid: true, country, national };
}
