import { Card, Flex, Statistic, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { pushMessages } from './messages';
import type { PushResult } from './queries';

/** What identity reported for the last send: its message, and devices reached and not reached. */
export function PushResultView({ result }: { result: PushResult }) {
  const intl = useIntl();
  return (
    <Card
      size="small"
      title={intl.formatMessage(pushMessages.result)}
      role="region"
      aria-label={intl.formatMessage(pushMessages.result)}
      style={{ marginTop: 24, maxWidth: 720 }}
    >
      <Typography.Paragraph>{result.message}</Typography.Paragraph>
      <Flex gap={48}>
        <Statistic title={intl.formatMessage(pushMessages.delivered)} value={result.sent} />
        <Statistic title={intl.formatMessage(pushMessages.failed)} value={result.failed} />
      </Flex>
    </Card>
  );
}
