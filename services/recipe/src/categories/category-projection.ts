import type { Connection } from 'mongoose';
import { newestWins, unlessKnown } from '../shared/newest-wins';

/**
 * What recipe knows of catalog categories and sub-categories, from catalog.category.v1: enough to
 * check where a recipe may be filed. Neither an entry's owner nor a sub-category's category ever
 * changes in catalog. A deleted one stays as a tombstone so a late announcement cannot revive it.
 */
export type KnownCategory = {
  _id: string;
  kind: 'category' | 'subCategory';
  kitchenId: string | null;
  /** The sub-category's category; null for a category. */
  categoryId: string | null;
  deleted: boolean;
  asOf: string;
};

export function categoryProjection(connection: Connection) {
  const known = connection.collection<KnownCategory>('known_categories');
  const replace = newestWins(known);
  const fill = unlessKnown(known);
  return {
    /** What catalog answered for one the projection has not heard of yet (owner-checks); its event replaces it. */
    asked: (state: Omit<KnownCategory, 'deleted' | 'asOf'>) => fill({ ...state, deleted: false }),
    created: (state: Omit<KnownCategory, 'deleted'>) => replace({ ...state, deleted: false }),
    deleted: (state: Omit<KnownCategory, 'deleted'>) => replace({ ...state, deleted: true }),
    /** The live category or sub-category with this id, if catalog announced one. */
    live: (id: string) => known.findOne({ _id: id, deleted: false }),
  };
}

export type CategoryProjection = ReturnType<typeof categoryProjection>;
