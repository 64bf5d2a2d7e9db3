import type { FormRule } from 'antd';
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formMessages } from './messages';

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

/**
 * The rule of an optional phone field: empty passes, anything else must be a real number.
 * `countryField` names the form's field holding the country a number without its code is read in.
 */
export function usePhoneRule(countryField?: string): FormRule {
  const intl = useIntl();
  return useMemo<FormRule>(
    () =>
      ({ getFieldValue }) => ({
        validator: async (_rule, value: unknown) => {
          if (typeof value !== 'string' || !value.trim()) return;
          const country = countryField ? (getFieldValue(countryField) as string | null | undefined) : null;
          if (!phoneE164(value, country)) throw new Error(intl.formatMessage(formMessages.phoneInvalid));
        },
      }),
    [intl, countryField],
  );
}
