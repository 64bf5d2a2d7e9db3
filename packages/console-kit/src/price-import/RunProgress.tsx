import { Flex, Progress, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { importMessages } from './messages';
import type { Progress as Counts } from './runChunks';

/** A run's progress bar and its count in words ('1,500 of 2,000 rows'), announced politely to screen readers. */
export function RunProgress({ title, progress }: { title: string; progress: Counts }) {
  const intl = useIntl();
  const percent = progress.total ? Math.floor((progress.done / progress.total) * 100) : 0;
  const text = intl.formatMessage(importMessages.progress, { done: progress.done, total: progress.total });
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{title}</Typography.Text>
      <Progress percent={percent} aria-label={title} />
      <Typography.Text type="secondary" aria-live="polite">
        {text}
      </Typography.Text>
    </Flex>
  );
}
