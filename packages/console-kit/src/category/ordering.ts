/** A category or sub-category as far as ordering goes: the server orders each owner's entries separately. */
export type Orderable = { id: string; kitchenId: string | null };

export type OrderChange = { owner: string | null; ids: string[] } | 'acrossOwners' | null;

/**
 * What a drop on one page changed: the owner whose entries swapped places and their ids in the
 * new order; null if nothing moved; 'acrossOwners' if a row landed among another owner's rows,
 * which the server's order (the platform's block first, then each kitchen's) cannot show.
 */
export function changedOrder(rows: Orderable[], keys: string[]): OrderChange {
  const ownerOf = new Map(rows.map((row) => [row.id, row.kitchenId]));
  if (keys.some((key, index) => ownerOf.get(key) !== rows[index]?.kitchenId)) return 'acrossOwners';
  const first = keys.findIndex((key, index) => key !== rows[index]?.id);
  if (first < 0) return null;
  const owner = ownerOf.get(keys[first] ?? '') ?? null;
  return { owner, ids: keys.filter((key) => ownerOf.get(key) === owner) };
}
