import { Button } from '@brigade/ui';
import { Alert, Card, Col, Flex, Row, Statistic, Table, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { importMessages } from './messages';
import { countStatuses, notImported, reasonOf, STATUSES, type RowOutcome } from './outcomes';
import type { Progress } from './runChunks';
import { RunProgress } from './RunProgress';

export type ImportRun = {
  progress: Progress;
  running: boolean;
  /** Every row's outcome once the run ended. */
  rows: RowOutcome[] | null;
  saved: number;
  /** The chunks not sent after their retry, each with why. */
  failed: { chunk: number; count: number; message: string }[];
};

/** Rows not sent, counted per reason (a refusal of the whole input stops every chunk after it alike). */
function notSentBy(failed: ImportRun['failed']): Map<string, number> {
  const counts = new Map<string, number>();
  for (const failure of failed) counts.set(failure.message, (counts.get(failure.message) ?? 0) + failure.count);
  return counts;
}

type Props = {
  supplier: string;
  run: ImportRun;
  onDownload: (rows: RowOutcome[]) => void;
  onSendAgain: () => void;
  onList: () => void;
  onAnother: () => void;
};

/**
 * Step 4: ImportPrices chunk by chunk with a progress bar, then what happened: prices saved,
 * unchanged rows skipped, and the rows not imported with their reasons (downloadable as CSV to fix
 * and import again); chunks that could not be sent can be sent again, the saved ones stay saved.
 */
export function ImportStep({ supplier, run, onDownload, onSendAgain, onList, onAnother }: Props) {
  const intl = useIntl();
  if (!run.rows || run.running) {
    return (
      <Flex vertical gap={16}>
        <RunProgress title={intl.formatMessage(importMessages.importing)} progress={run.progress} />
      </Flex>
    );
  }
  const counts = countStatuses(run.rows);
  const left = notImported(run.rows);
  const reasons = STATUSES.filter((status) => ['UNMATCHED', 'DUPLICATE', 'INVALID', 'NOT_SENT'].includes(status) && counts[status] > 0);
  return (
    <Flex vertical gap={16}>
      <RunProgress title={intl.formatMessage(importMessages.importing)} progress={run.progress} />
      <Typography.Title level={4} style={{ margin: 0 }}>
        {intl.formatMessage(importMessages.doneTitle, { count: run.saved, supplier })}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={8}>
          <Card size="small">
            <Statistic title={intl.formatMessage(importMessages.saved)} value={intl.formatNumber(run.saved)} />
          </Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card size="small">
            <Statistic title={intl.formatMessage(importMessages.skipped)} value={intl.formatNumber(counts.UNCHANGED)} />
          </Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card size="small">
            <Statistic title={intl.formatMessage(importMessages.notImported)} value={intl.formatNumber(left.length)} />
          </Card>
        </Col>
      </Row>
      {[...notSentBy(run.failed)].map(([message, count]) => (
        <Alert key={message} type="error" showIcon role="alert" title={intl.formatMessage(importMessages.notSent, { count, message })} />
      ))}
      {left.length > 0 && (
        <section aria-label={intl.formatMessage(importMessages.notImported)}>
          <Typography.Title level={5}>{intl.formatMessage(importMessages.notImported)}</Typography.Title>
          <ul style={{ marginTop: 0 }}>
            {reasons.map((status) => (
              <li key={status}>
                {intl.formatMessage(importMessages.reasonCount, {
                  reason: intl.formatMessage(importMessages[status]),
                  count: counts[status],
                })}
              </li>
            ))}
          </ul>
          <Table<RowOutcome>
            size="small"
            rowKey="line"
            dataSource={left}
            scroll={{ x: 'max-content' }}
            pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
            columns={[
              {
                key: 'rowNumber',
                title: intl.formatMessage(importMessages.row),
                width: 70,
                align: 'right',
                render: (_, row) => row.rowNumber,
              },
              { key: 'status', title: intl.formatMessage(importMessages.reason), render: (_, row) => reasonOf(intl, row) },
            ]}
          />
        </section>
      )}
      <Flex gap={12} wrap>
        {left.length > 0 && <Button onClick={() => onDownload(left)}>{intl.formatMessage(importMessages.download)}</Button>}
        {run.failed.length > 0 && (
          <Button variant="primary" onClick={onSendAgain}>
            {intl.formatMessage(importMessages.sendAgain)}
          </Button>
        )}
        <Button onClick={onAnother}>{intl.formatMessage(importMessages.another)}</Button>
        <Button variant={run.failed.length ? 'default' : 'primary'} onClick={onList}>
          {intl.formatMessage(importMessages.backToList)}
        </Button>
      </Flex>
    </Flex>
  );
}
