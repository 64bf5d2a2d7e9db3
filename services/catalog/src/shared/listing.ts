import { page, sameText, textSearch, toObjectId, type PageArgs } from '@brigade/service-kit';
import type { Model } from 'mongoose';
import type { Filter } from '../access/scope';
import type { CatalogStatus } from '../validation/input';

export type ListFilters = {
  status?: CatalogStatus | null;
  /** Text anywhere in the name (and other named fields), any case. */
  search?: string | null;
  /** Only this kitchen's own entries. */
  kitchenId?: string | null;
  /** true: only platform entries; false: only kitchens' own. */
  platformOnly?: boolean | null;
};

/** The whole name, any case: how names are compared for uniqueness. */
export const sameName = sameText;

/** The list a caller asked for, inside the boundary they are allowed: filters are added beside the scope, never over it. */
export function listFilter(scope: Filter, filters: ListFilters | null | undefined, searchFields: string[] = ['name']): Filter {
  const filter: Filter = { ...scope };
  const and: Filter[] = [];
  if (filters?.status) filter.status = filters.status;
  if (filters?.search?.trim()) and.push(textSearch(filters.search, searchFields));
  // An id that cannot exist matches nothing (never "platform", which null would mean).
  if (filters?.kitchenId) and.push({ kitchenId: toObjectId(filters.kitchenId) ?? { $in: [] } });
  if (filters?.platformOnly === true) and.push({ kitchenId: null });
  if (filters?.platformOnly === false) and.push({ kitchenId: { $ne: null } });
  if (and.length) filter.$and = and;
  return filter;
}

export type Sort = Record<string, 1 | -1>;

/** The spec's paged reply `{ records, total }` (pageNo/sizePerPage checked by service-kit's page()). */
export async function listPage<D, V>(model: Model<D>, filter: Filter, sort: Sort, args: PageArgs, view: (doc: D) => V) {
  const { skip, limit } = page(args);
  const [docs, total] = await Promise.all([
    model
      .find(filter as never)
      .sort({ ...sort, _id: 1 })
      .skip(skip)
      .limit(limit)
      .lean<D[]>(),
    model.countDocuments(filter as never),
  ]);
  return { records: docs.map(view), total };
}

/** Every matching entry, for the short unpaged lists (getActive*). Capped: a dropdown of more is a bug. */
export async function listAll<D, V>(model: Model<D>, filter: Filter, sort: Sort, view: (doc: D) => V): Promise<V[]> {
  const docs = await model
    .find(filter as never)
    .sort({ ...sort, _id: 1 })
    .limit(1000)
    .lean<D[]>();
  return docs.map(view);
}

export const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
