import { Button, ListToolbar, type DataTableColumn, type StatusFilterValue } from '@brigade/ui';
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ListTable } from './ListTable';
import { ListTotalContext } from './listTotal';
import { common } from './messages';
import type { PagedListState } from './usePagedList';

type Props<Row extends object> = {
  title: ReactNode;
  list: PagedListState;
  rows: Row[];
  total: number;
  /** No answer yet for these filters (`loading && !page`): the table spins, and no total or page buttons show. */
  loading: boolean;
  /** The list query's error, shown instead of the table (never 'No Record Found' for a list that failed). */
  error: Error | null | undefined;
  columns: DataTableColumn<Row>[];
  /** The status choices that fit the entity (SPEC.md §4 labels); none: no status filter. */
  statuses?: StatusFilterValue[];
  /** Where the Create button goes; none: no button. */
  createPath?: string;
  /** Other filters next to the search. */
  filters?: ReactNode;
  /** Above the table: what the person should know first (a plan limit, say). */
  notice?: ReactNode;
  /** The total the notice counts with (`countedTotal`): set only while the list shows every record. */
  countedTotal?: number;
  onReorder?: (ids: string[]) => void;
};

/** One entity's list: filters, the table with its total, and page buttons (SPEC.md §2). */
export function ListPage<Row extends { id: string }>(props: Props<Row>) {
  const { title, list, rows, total, loading, error, columns, statuses, createPath, filters, notice, countedTotal, onReorder } = props;
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Card>
      <Typography.Title level={2}>{title}</Typography.Title>
      <ListToolbar
        statuses={statuses}
        status={list.status}
        onStatus={list.setStatus}
        search={list.search}
        onSearch={list.setSearch}
        pageSize={list.sizePerPage}
        onPageSize={list.setSize}
        extra={
          <Flex gap={8} wrap>
            {filters}
            {createPath && (
              <Button variant="primary" onClick={() => void navigate(createPath)}>
                {intl.formatMessage(common.create)}
              </Button>
            )}
          </Flex>
        }
      />
      <ListTotalContext.Provider value={countedTotal}>{notice}</ListTotalContext.Provider>
      <ListTable<Row>
        list={list}
        rows={rows}
        total={total}
        loading={loading}
        error={error}
        columns={columns}
        onReorder={onReorder}
        label={typeof title === 'string' ? title : undefined}
      />
    </Card>
  );
}
