/** SPEC.md §2: the page count is the total divided by the page size, rounded up. */
export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 && total > 0 ? Math.ceil(total / pageSize) : 0;
}

export type PageSlot = number | 'gap';

/**
 * The page numbers worth a button: the first, the last, and the current one with its
 * neighbours, with a gap where pages are skipped, so a long list stays one row wide.
 */
export function pageSlots(current: number, count: number): PageSlot[] {
  const shown = new Set([1, count, current - 1, current, current + 1].filter((page) => page >= 1 && page <= count));
  const pages = [...shown].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) slots.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) slots.push('gap');
    slots.push(page);
  });
  return slots;
}
