import type { IntlShape } from 'react-intl';

/* Days as the catalog writes them (YYYY-MM-DD): prices' dates, an import's default day, a costing's 'as on'. */

/** A catalog date (YYYY-MM-DD) in the person's language, as that calendar day wherever they are. */
export function formatDay(intl: IntlShape, day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return intl.formatDate(Date.UTC(year, month - 1, date), { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });
}

/** Today in the person's calendar, as the catalog writes dates. */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
