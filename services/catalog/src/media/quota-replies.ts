import type { Locale } from '@brigade/service-kit';
import { t } from '../i18n/messages';
import type { StorageUsage } from './quota';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** 1536 → '1.5 kB' in English, '1,5 kB' in Dutch (binary steps, as the plan's GB are). */
export function formatBytes(bytes: number, locale: Locale): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: UNITS[unit], unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

/** The upload route's JSON when a kitchen's storage is full (PLAN_LIMIT_REACHED, like the plan caps on /graphql). */
export const storageFullReply = ({ usedBytes, allowedBytes }: StorageUsage, locale: Locale) => ({
  error: t(locale, 'storageFull', { used: formatBytes(usedBytes, locale), allowed: formatBytes(allowedBytes, locale) }),
  code: 'PLAN_LIMIT_REACHED',
  used: usedBytes,
  allowed: allowedBytes,
});

/** The upload route's JSON past the per-user upload rate (TOO_MANY_REQUESTS, as on /graphql). */
export const tooManyUploadsReply = (retryAfterSeconds: number, locale: Locale) => ({
  error: t(locale, 'uploadRateLimited', { seconds: retryAfterSeconds }),
  code: 'TOO_MANY_REQUESTS',
  retryAfterSeconds,
});
