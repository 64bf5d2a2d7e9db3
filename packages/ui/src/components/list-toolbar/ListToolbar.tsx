import { Flex, Input, Select } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { statusMessages, type StatusFilterValue } from '../status/statuses';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
/** How long typing pauses before the search runs, so each key press is not a call. */
export const SEARCH_DELAY_MS = 300;

const messages = defineMessages({
  search: { id: 'ui.list.search', defaultMessage: 'Search' },
  status: { id: 'ui.list.status', defaultMessage: 'Status' },
  pageSize: { id: 'ui.list.pageSize', defaultMessage: 'Rows per page' },
  perPage: { id: 'ui.list.perPage', defaultMessage: '{size} / page' },
});

export type ListToolbarProps = {
  /** The status choices that fit the entity; none: no status filter. */
  statuses?: StatusFilterValue[];
  status?: StatusFilterValue;
  onStatus?: (status: StatusFilterValue) => void;
  search: string;
  onSearch: (text: string) => void;
  pageSize: number;
  onPageSize: (size: number) => void;
  /** More controls (another filter, the create button), on the right. */
  extra?: ReactNode;
};

/**
 * A list's filters: status, text search (run once typing pauses) and the page size. Compact widths
 * and gaps, so a list with three more filters and its Create button stays on one row at 1366 px
 * with the side menu open (`data-list-toolbar` is what the browser journeys measure); narrower,
 * the controls wrap one by one.
 */
export function ListToolbar({ statuses, status = 'ALL', onStatus, search, onSearch, pageSize, onPageSize, extra }: ListToolbarProps) {
  const intl = useIntl();
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  useEffect(() => {
    if (text === search) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);
  return (
    <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }} data-list-toolbar="">
      <Input.Search
        allowClear
        aria-label={intl.formatMessage(messages.search)}
        placeholder={intl.formatMessage(messages.search)}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={(value) => onSearch(value.trim())}
        style={{ width: 180 }}
      />
      {statuses && onStatus && (
        <Select<StatusFilterValue>
          aria-label={intl.formatMessage(messages.status)}
          value={status}
          onChange={(value) => onStatus(value)}
          style={{ minWidth: 100 }}
          options={statuses.map((value) => ({ value, label: intl.formatMessage(statusMessages[value]) }))}
        />
      )}
      <Select<number>
        aria-label={intl.formatMessage(messages.pageSize)}
        value={pageSize}
        onChange={(value) => onPageSize(value)}
        style={{ minWidth: 100 }}
        options={PAGE_SIZES.map((size) => ({ value: size, label: intl.formatMessage(messages.perPage, { size }) }))}
      />
      <div style={{ marginLeft: 'auto' }}>{extra}</div>
    </Flex>
  );
}
