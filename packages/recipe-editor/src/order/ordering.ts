import type { RecipeMenuRow } from '../recipes/fragments/recipe-menu';

type Placed = Pick<RecipeMenuRow, 'id' | 'kitchenId' | 'order'>;

/**
 * The kitchen whose rows a drop put in another order, with its shown ids in the new order; null
 * if none. One drag moves one row, so at most one kitchen's order changes; a row dropped among
 * another kitchen's rows changes nothing (the list shows each kitchen's rows by their own positions).
 */
export function movedKitchen(rows: Placed[], keys: string[]): { kitchenId: string; ids: string[] } | null {
  const kitchenOf = new Map(rows.map((row) => [row.id, row.kitchenId]));
  for (const kitchenId of new Set(kitchenOf.values())) {
    const before = rows.filter((row) => row.kitchenId === kitchenId).map((row) => row.id);
    const after = keys.filter((key) => kitchenOf.get(key) === kitchenId);
    if (before.join() !== after.join()) return { kitchenId, ids: after };
  }
  return null;
}
