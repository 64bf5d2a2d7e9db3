import { createContext, useContext } from 'react';

/**
 * A list's total, for the notice above it, when the list shows every record (no status, search or
 * other filter) fresh from the server; undefined otherwise. A plan's counters arrive through
 * events a moment after a create or delete, so the notice counts with the list the person sees.
 */
export const ListTotalContext = createContext<number | undefined>(undefined);

export const useListTotal = () => useContext(ListTotalContext);

/** The total a list page hands its notice: only an unfiltered, settled answer counts. */
export function countedTotal(
  list: { status: string; search: string },
  answer: { total?: number; loading: boolean; error?: unknown; filtered?: boolean },
): number | undefined {
  const unfiltered = list.status === 'ALL' && !list.search && !answer.filtered;
  return unfiltered && !answer.loading && !answer.error ? answer.total : undefined;
}
