import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** Money and dates as billing sends them (euro amounts, ISO instants), in the person's locale. */
export function useBillingFormat() {
  const intl = useIntl();
  return useMemo(
    () => ({
      money: (value: number, currency = 'EUR') => intl.formatNumber(value, { style: 'currency', currency }),
      day: (iso: string | null | undefined) => (iso ? intl.formatDate(iso, { dateStyle: 'medium' }) : ''),
      moment: (iso: string | null | undefined) => (iso ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }) : ''),
    }),
    [intl],
  );
}
