import { Button, Pagination, ScrollableTable } from '@brigade/ui';
import { Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cookName } from '../editor/useChoices';
import { versionSummary } from './changes';
import type { RecipeVersion } from './queries';
import { historyMessages } from './messages';
import { visuallyHidden } from './TextDiff';

type Props = {
  versions: RecipeVersion[];
  total: number;
  current: number | null;
  /** The version cooks are shown: the newest, unless a draft waits for release. */
  released: number | null;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number) => void;
  onCompare: (number: number) => void;
  /** Absent: restoring is not this person's (the super admin reads history only). */
  onRestore?: (number: number) => void;
};

/**
 * One page of versions, newest first: number, when, who, the note and what changed in one line. The
 * version cooks cook from is labelled 'Live (cooks see this)', an unreleased draft 'Draft' (never
 * 'Current': with review on, the newest is not what cooks see).
 */
export function VersionTable({ versions, total, current, released, page, pageSize, loading, onPage, onCompare, onRestore }: Props) {
  const intl = useIntl();
  const caption = intl.formatMessage(historyMessages.versionsCaption, { total });
  // A caption names the table for screen readers; antd has no prop for one.
  const components = {
    table: (props: ComponentProps<'table'>) => (
      <table {...props}>
        <caption style={visuallyHidden}>{caption}</caption>
        {props.children}
      </table>
    ),
  };
  const which = (number: number) => <span style={visuallyHidden}> ({intl.formatMessage(historyMessages.version, { number })})</span>;
  const columns: TableColumnsType<RecipeVersion> = [
    {
      key: 'number',
      title: intl.formatMessage(historyMessages.versions),
      width: 150,
      render: (_, row) => (
        <Flex gap={4} wrap align="center">
          <Typography.Text strong>{intl.formatMessage(historyMessages.version, { number: row.number })}</Typography.Text>
          {row.number === released && <Tag color="green">{intl.formatMessage(historyMessages.live)}</Tag>}
          {row.draft && !row.releasedAt && row.number !== released && <Tag color="gold">{intl.formatMessage(historyMessages.draft)}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'savedAt',
      title: intl.formatMessage(historyMessages.savedAt),
      width: 170,
      render: (_, row) => intl.formatDate(row.savedAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    {
      key: 'savedBy',
      title: intl.formatMessage(historyMessages.savedBy),
      width: 150,
      render: (_, row) =>
        row.savedBySupport
          ? intl.formatMessage(historyMessages.support)
          : row.savedBy
            ? cookName(row.savedBy)
            : intl.formatMessage(historyMessages.unknownPerson),
    },
    {
      key: 'note',
      title: intl.formatMessage(historyMessages.note),
      // Notes run to 500 characters: a column of its own width, so a narrow screen scrolls instead of wrapping each letter.
      width: 280,
      render: (_, row) => {
        const summary = versionSummary(intl, row.number, row.changes);
        return (
          <Flex vertical gap={2}>
            {summary && (
              <Typography.Text type="secondary" data-testid="version-summary">
                {summary}
              </Typography.Text>
            )}
            {row.note && <span style={{ whiteSpace: 'pre-wrap' }}>{row.note}</span>}
            {row.restoredFrom !== null && (
              <Typography.Text italic>{intl.formatMessage(historyMessages.restoredFrom, { number: row.restoredFrom })}</Typography.Text>
            )}
            {row.releasedAt && (
              <Typography.Text type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
                {intl.formatMessage(historyMessages.releasedBy, {
                  name: row.releasedBySupport
                    ? intl.formatMessage(historyMessages.support)
                    : row.releasedBy
                      ? cookName(row.releasedBy)
                      : intl.formatMessage(historyMessages.unknownPerson),
                  hasNote: row.releaseNote ? 'yes' : 'no',
                  note: row.releaseNote ?? '',
                })}
              </Typography.Text>
            )}
          </Flex>
        );
      },
    },
    {
      key: 'actions',
      title: intl.formatMessage(historyMessages.actions),
      width: 200,
      // At tablet width the table scrolls sideways; a row's actions stay in sight at the right edge.
      fixed: 'right',
      render: (_, row) => (
        <Flex vertical gap={4} align="start">
          {row.number > 1 && (
            <Button size="sm" onClick={() => onCompare(row.number)}>
              {intl.formatMessage(historyMessages.compareWithPrevious)}
              {which(row.number)}
            </Button>
          )}
          {onRestore && row.number !== current && (
            <Button size="sm" variant="outline-primary" onClick={() => onRestore(row.number)}>
              {intl.formatMessage(historyMessages.restore)}
              {which(row.number)}
            </Button>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <>
      <ScrollableTable label={intl.formatMessage(historyMessages.versions)}>
        <Table<RecipeVersion>
          rowKey="number"
          columns={columns}
          dataSource={versions}
          loading={loading}
          pagination={false}
          components={components}
          scroll={{ x: 950 }}
          locale={{ emptyText: intl.formatMessage(historyMessages.empty) }}
          size="middle"
        />
      </ScrollableTable>
      <Flex justify="end" style={{ marginTop: 12 }}>
        <Pagination total={total} pageSize={pageSize} current={page} onChange={onPage} />
      </Flex>
    </>
  );
}
