/**
 * A whole stored order after the rows shown on one page (or one filtered view) were dragged: the
 * order mutations number the ids they get 1..n, so a page sent alone would jump to the top. The
 * shown rows, in their new order, take the places they held; every other id keeps its place, and
 * a moved id no longer in the order (deleted meanwhile) drops out.
 */
export function placeInOrder(all: readonly string[], moved: readonly string[]): string[] {
  const known = new Set(all);
  const shown = moved.filter((id) => known.has(id));
  const isShown = new Set(shown);
  let next = 0;
  return all.map((id) => (isShown.has(id) ? (shown[next++] ?? id) : id));
}
