import { z } from 'zod';

const invalid = { error: 'monthsInvalid' };

/** `months` of a statistics query: 1–36, 12 when absent or null; the error is the message key `monthsInvalid` each service words. */
export const statsInput = z.object({
  months: z
    .number(invalid)
    .int(invalid)
    .min(1, invalid)
    .max(36, invalid)
    .nullish()
    .transform((v) => v ?? 12),
});

export type MonthWindow = {
  /** First instant of the oldest month (UTC), inclusive. */
  start: Date;
  /** First instant of the month after `now` (UTC), exclusive. */
  end: Date;
  /** 'YYYY-MM', oldest first, ending with the month of `now`. */
  months: string[];
};

/** The last `count` calendar months in UTC, this one included. */
export function monthWindow(now: Date, count: number): MonthWindow {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const first = (offset: number) => new Date(Date.UTC(year, month + offset, 1));
  return {
    start: first(1 - count),
    end: first(1),
    months: Array.from({ length: count }, (_, i) =>
      first(1 - count + i)
        .toISOString()
        .slice(0, 7),
    ),
  };
}

/** The month of a date field as 'YYYY-MM', for $group; without a timezone MongoDB reads dates in UTC. */
export const monthOf = (field: string) => ({ $dateToString: { format: '%Y-%m', date: field } });
