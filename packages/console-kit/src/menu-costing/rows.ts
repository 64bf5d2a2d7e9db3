import type { CostedDish } from './queries';

/** The columns the table sorts by. */
export const SORTS = ['title', 'category', 'cost', 'sellingPrice', 'foodCost', 'margin'] as const;
export type SortKey = (typeof SORTS)[number];
export type SortOrder = 'asc' | 'desc';

export const isSortKey = (value: string): value is SortKey => (SORTS as readonly string[]).includes(value);

/** The category filter's value for dishes without one. */
export const NO_CATEGORY = 'none';

/** Decimal strings with at most 4 places compare correctly as numbers; they are never added up here. */
const amount = (value: string | null | undefined) => (value === null || value === undefined ? null : Number(value));

const value = (dish: CostedDish, key: SortKey): string | number | null => {
  switch (key) {
    case 'title':
      return dish.title;
    case 'category':
      return dish.category?.name ?? null;
    case 'cost':
      return amount(dish.cost?.perPortion);
    case 'sellingPrice':
      return amount(dish.sellingPrice);
    case 'foodCost':
      return dish.foodCostPercent;
    case 'margin':
      return amount(dish.grossMargin);
  }
};

/**
 * The dishes in the order asked for: by a column up or down, dishes without that figure last
 * either way (a missing food cost % is not a low one); ties keep the kitchen's order. No sort: the
 * kitchen's own order, as the service gives it.
 */
export function sortDishes(dishes: CostedDish[], key: SortKey | null, order: SortOrder, locale: string): CostedDish[] {
  if (!key) return dishes;
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sign = order === 'asc' ? 1 : -1;
  return dishes
    .map((dish, index) => ({ dish, index, value: value(dish, key) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      const compared =
        typeof a.value === 'string' && typeof b.value === 'string' ? collator.compare(a.value, b.value) : Number(a.value) - Number(b.value);
      return compared === 0 ? a.index - b.index : sign * compared;
    })
    .map(({ dish }) => dish);
}

/** The dishes of one category ('' every one, NO_CATEGORY those without). */
export function filterDishes(dishes: CostedDish[], categoryId: string): CostedDish[] {
  if (!categoryId) return dishes;
  return dishes.filter((dish) => (categoryId === NO_CATEGORY ? !dish.categoryId : dish.categoryId === categoryId));
}

/** The categories the dishes are in, by name, for the filter. */
export function categoriesOf(dishes: CostedDish[], locale: string): { id: string; name: string }[] {
  const byId = new Map<string, string>();
  for (const dish of dishes) if (dish.category) byId.set(dish.category.id, dish.category.name);
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => collator.compare(a.name, b.name));
}
