import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A phone number's E.164 form, or null when it is not a real number: read exactly as the server
 * reads it (service-kit's toE164), so the form refuses what the server would. Without a country
 * code it is read in `country` (ISO alpha-2) when one is known, else refused.
 */
export function phoneE164(value: string, country?: string | null): string | null {
  const code = country?.toUpperCase();
  const parsed = parsePhoneNumberFromString(value.trim(), {
    ...(code && isSupportedCountry(code) ? { defaultCountry: code } : {}),
    extract: false,
  });
  return parsed?.isValid() ? parsed.number : null;
}
