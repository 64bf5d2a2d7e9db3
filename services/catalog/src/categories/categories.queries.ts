import { notDeleted } from '@brigade/events';
import type { PageArgs, RequestContext } from '@brigade/service-kit';
import type { QueryGetCategoryArgs } from '../__generated__/resolvers';
import { canEdit, catalogActor, offeredTo, readable, readableReach, type Actor } from '../access/scope';
import type { Catalog } from '../deps';
import { loadById } from '../shared/by-id';
import { listAll, listFilter, listPage } from '../shared/listing';
import type { CategoryDoc } from './category.model';
import { BY_ORDER, categoryView, type CategoryView } from './category.view';

/** A category the caller may see, batched per request; another kitchen's reads as null. */
export function loadCategory(catalog: Pick<Catalog, 'categories'>, ctx: RequestContext, actor: Actor, id: string) {
  return loadById<CategoryDoc, CategoryView>(ctx, 'category', catalog.categories, readableReach(actor), categoryView, id);
}

export function categoryQueries(catalog: Catalog) {
  return {
    getActiveCategory: async (_: unknown, { kitchenId }: { kitchenId?: string | null }, ctx: RequestContext) => {
      const scope = { ...notDeleted, ...offeredTo(catalogActor(ctx), kitchenId), status: 'ACTIVE' };
      return listAll(catalog.categories, scope, BY_ORDER, categoryView);
    },

    getCategory: async (_: unknown, args: PageArgs & QueryGetCategoryArgs, ctx: RequestContext) => {
      const scope = { ...notDeleted, ...readable(catalogActor(ctx)) };
      return listPage(catalog.categories, listFilter(scope, args.filters), BY_ORDER, args, categoryView);
    },

    getCategoryById: async (_: unknown, { id }: { id: string }, ctx: RequestContext) => loadCategory(catalog, ctx, catalogActor(ctx), id),
  };
}

/** The federated entity: recipes refer to categories by id. */
export function categoryEntity(catalog: Catalog) {
  return {
    __resolveReference: (ref: { id: string }, ctx: RequestContext) => loadCategory(catalog, ctx, catalogActor(ctx), ref.id),
    canEdit: (category: CategoryView, _: unknown, ctx: RequestContext) => canEdit(catalogActor(ctx), 'category', category.kitchenId),
  };
}
