import { badUserInput } from '../http/errors';

/**
 * Brigade's paging rule for every `get*(pageNo, sizePerPage)` list (SPEC.md §7 leaves defaults
 * open): pages count from 1, 10 records a page by default, at most 100; the reply carries the
 * page's records and the total across pages, from which the UI derives the page count.
 */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export type PageArgs = { pageNo?: number | null; sizePerPage?: number | null };
export type Page = { skip: number; limit: number; pageNo: number; sizePerPage: number };

export function page(args: PageArgs): Page {
  const pageNo = args.pageNo ?? 1;
  const sizePerPage = args.sizePerPage ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(pageNo) || pageNo < 1) throw badUserInput('pageNo', 'Page number must be 1 or more');
  if (!Number.isInteger(sizePerPage) || sizePerPage < 1 || sizePerPage > MAX_PAGE_SIZE) {
    throw badUserInput('sizePerPage', `Page size must be between 1 and ${MAX_PAGE_SIZE}`);
  }
  return { skip: (pageNo - 1) * sizePerPage, limit: sizePerPage, pageNo, sizePerPage };
}
