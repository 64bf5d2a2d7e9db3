import { useQuery } from '@apollo/client/react';
import { Card, Progress, Statistic, Typography } from 'antd';
import { useIntl, type IntlShape } from 'react-intl';
import { kitchenDashboardMessages } from './messages';
import { STORAGE_USAGE } from './queries';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** 125829120 → '120 MB': binary steps, as the plan's GB are counted. */
function formatBytes(intl: IntlShape, bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return intl.formatNumber(value, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: 1,
  });
}

/** 'Storage: 120 MB of 1 GB': the kitchen's uploads against its plan (uploads past it are refused). */
export function StorageCard() {
  const intl = useIntl();
  const { data } = useQuery(STORAGE_USAGE, { fetchPolicy: 'cache-and-network' });
  const usage = data?.getStorageUsage;
  // A side panel: without an answer the rest of the dashboard stands on its own.
  if (!usage) return null;
  const title = intl.formatMessage(kitchenDashboardMessages.storage);
  const full = usage.usedBytes >= usage.allowedBytes;
  const used = intl.formatMessage(kitchenDashboardMessages.storageUsed, {
    used: formatBytes(intl, usage.usedBytes),
    allowed: formatBytes(intl, usage.allowedBytes),
  });
  return (
    <Card aria-label={title}>
      <Statistic title={title} value={used} />
      <Progress
        // A bar needs a name of its own (axe): the same words as above it.
        aria-label={`${title}: ${used}`}
        percent={Math.min(100, Math.round((usage.usedBytes / Math.max(1, usage.allowedBytes)) * 100))}
        status={full ? 'exception' : 'normal'}
        showInfo={false}
      />
      {full && <Typography.Text type="danger">{intl.formatMessage(kitchenDashboardMessages.storageFull)}</Typography.Text>}
    </Card>
  );
}
