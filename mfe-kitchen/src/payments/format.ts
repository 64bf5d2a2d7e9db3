import { formatMoney } from '@brigade/money';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** Money and dates as billing sends them (euro amounts, ISO instants), in the person's locale. */
export function useBillingFormat() {
  const intl = useIntl();
  return useMemo(
    () => ({
      // Billing still answers euro floats; as text they format exactly (@brigade/money).
      money: (value: number, currency = 'EUR') => formatMoney(String(value), currency, intl.locale),
      day: (iso: string | null | undefined) => (iso ? intl.formatDate(iso, { dateStyle: 'medium' }) : ''),
      moment: (iso: string | null | undefined) => (iso ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }) : ''),
    }),
    [intl],
  );
}
