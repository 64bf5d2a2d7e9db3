import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';

/** The largest page the services serve (service-kit's MAX_PAGE_SIZE). */
export const ORDER_PAGE_SIZE = 100;

type Page<R> = { total: number; records: R[] };

/**
 * A paged list's records in the server's order, read page by page (`$pageNo`, `$sizePerPage` and,
 * when given, `$filters`) until the last page, or until `more(page)` says the rest is not needed.
 */
export async function readInOrder<R>(
  client: ApolloClient,
  query: DocumentNode,
  field: string,
  filters?: object,
  more: (page: R[]) => boolean = () => true,
): Promise<R[]> {
  const records: R[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const { data } = await client.query<Record<string, Page<R>>>({
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
