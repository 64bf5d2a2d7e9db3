import type { ApolloClient, TypedDocumentNode } from '@apollo/client';

/** The largest page the services serve (service-kit's MAX_PAGE_SIZE). */
export const ORDER_PAGE_SIZE = 100;

type Page<R> = { total: number; records: R[] };

/** What each page is asked with: its number and size, and the filters when given. */
type PageVariables<F> = { pageNo: number; sizePerPage: number; filters?: F };

/**
 * A paged list's records in the server's order, read page by page (`$pageNo`, `$sizePerPage` and,
 * when given, `$filters`) until the last page, or until `more(page)` says the rest is not needed.
 * A typed document gives the records' type and checks the filters against its `$filters`.
 */
export async function readInOrder<R, F extends object = object>(
  client: ApolloClient,
  query: TypedDocumentNode<Record<string, Page<R>>, PageVariables<F>>,
  field: string,
  filters?: F,
  more: (page: R[]) => boolean = () => true,
): Promise<R[]> {
  const records: R[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const { data } = await client.query({
      query,
      variables: { pageNo, sizePerPage: ORDER_PAGE_SIZE, ...(filters ? { filters } : {}) },
      fetchPolicy: 'network-only',
    });
    const page = data?.[field];
    const rows = page?.records ?? [];
    records.push(...rows);
    if (rows.length < ORDER_PAGE_SIZE || records.length >= (page?.total ?? 0) || !more(rows)) return records;
  }
}
