import type { StatusFilterValue } from '@brigade/ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const DEFAULT_PAGE_SIZE = 10;

export type PagedListState = {
  pageNo: number;
  sizePerPage: number;
  status: StatusFilterValue;
  search: string;
  setPage(page: number): void;
  setSize(size: number): void;
  setStatus(status: StatusFilterValue): void;
  setSearch(search: string): void;
  /** The list query's `filters`: the status (unless All) and the search (unless empty), plus `extra`. */
  filters<Extra extends object>(extra?: Extra): Record<string, unknown>;
};

/**
 * A list's page, size, status filter and search, kept in the address (?page=&size=&status=&q=)
 * so a reload, the back button and a shared link show the same rows. A new filter starts at page 1.
 */
export function usePagedList(): PagedListState {
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const sizePerPage = Number(params.get('size')) || DEFAULT_PAGE_SIZE;
  const status = (params.get('status') as StatusFilterValue | null) ?? 'ALL';
  const search = params.get('q') ?? '';
  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        // Outside a transition: an interrupted render would otherwise ask the server with the old and new filters in turn.
        { replace: true, flushSync: true },
      ),
    [setParams],
  );
  return useMemo(
    () => ({
      pageNo,
      sizePerPage,
      status,
      search,
      setPage: (page) => update({ page: page > 1 ? String(page) : null }),
      setSize: (size) => update({ size: size === DEFAULT_PAGE_SIZE ? null : String(size), page: null }),
      setStatus: (next) => update({ status: next === 'ALL' ? null : next, page: null }),
      setSearch: (next) => update({ q: next || null, page: null }),
      filters: (extra) => ({ ...(status !== 'ALL' ? { status } : {}), ...(search ? { search } : {}), ...extra }),
    }),
    [pageNo, sizePerPage, status, search, update],
  );
}
