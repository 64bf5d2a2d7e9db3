import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formMessages } from './messages';

/**
 * The rule of an optional phone field: empty passes, anything else must be a real number.
 * `countryField` names the form's field holding the country a number without its code is read in.
 * libphonenumber-js (about 35 kB gzipped) is fetched with the first number typed, not with the page.
 */
export function usePhoneRule(countryField?: string): FormRule {
  const intl = useIntl();
  return useMemo<FormRule>(
    () =>
      ({ getFieldValue }) => ({
        validator: async (_rule, value: unknown) => {
          if (typeof value !== 'string' || !value.trim()) return;
          const country = countryField ? (getFieldValue(countryField) as string | null | undefined) : null;
          const { phoneE164 } = await import('./phone-number.js');
          if (!phoneE164(value, country)) throw new Error(intl.formatMessage(formMessages.phoneInvalid));
        },
      }),
    [intl, countryField],
  );
}
