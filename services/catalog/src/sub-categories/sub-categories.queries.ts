import { notDeleted } from '@brigade/events';
import { toObjectId, type PageArgs, type RequestContext } from '@brigade/service-kit';
import type { QueryGetActiveSubCategoryArgs, QueryGetSubCategoryArgs } from '../__generated__/resolvers';
import { canEdit, catalogActor, offeredTo, readable, readableReach, type Actor } from '../access/scope';
import { loadCategory } from '../categories/categories.queries';
import { BY_ORDER } from '../categories/category.view';
import type { Catalog } from '../deps';
import { loadById } from '../shared/by-id';
import { listAll, listFilter, listPage } from '../shared/listing';
import type { SubCategoryDoc } from './sub-category.model';
import { subCategoryView, type SubCategoryView } from './sub-category.view';

export function loadSubCategory(catalog: Pick<Catalog, 'subCategories'>, ctx: RequestContext, actor: Actor, id: string) {
  return loadById<SubCategoryDoc, SubCategoryView>(ctx, 'subCategory', catalog.subCategories, readableReach(actor), subCategoryView, id);
}

/** `categoryId` narrows to one category; an id that cannot exist matches nothing. */
const ofCategory = (categoryId: string | null | undefined) => (categoryId ? { categoryId: toObjectId(categoryId) ?? { $in: [] } } : {});

export function subCategoryQueries(catalog: Catalog) {
  return {
    getActiveSubCategory: async (_: unknown, args: QueryGetActiveSubCategoryArgs, ctx: RequestContext) => {
      const scope = { ...notDeleted, ...offeredTo(catalogActor(ctx), args.kitchenId), status: 'ACTIVE', ...ofCategory(args.categoryId) };
      return listAll(catalog.subCategories, scope, BY_ORDER, subCategoryView);
    },

    getSubCategory: async (_: unknown, args: PageArgs & QueryGetSubCategoryArgs, ctx: RequestContext) => {
      const scope = { ...notDeleted, ...readable(catalogActor(ctx)) };
      const filter = listFilter(scope, args.filters);
      const category = ofCategory(args.filters?.categoryId);
      return listPage(catalog.subCategories, { ...filter, ...category }, BY_ORDER, args, subCategoryView);
    },

    getSubCategoryById: async (_: unknown, { id }: { id: string }, ctx: RequestContext) =>
      loadSubCategory(catalog, ctx, catalogActor(ctx), id),
  };
}

export function subCategoryEntity(catalog: Catalog) {
  return {
    __resolveReference: (ref: { id: string }, ctx: RequestContext) => loadSubCategory(catalog, ctx, catalogActor(ctx), ref.id),
    category: (sub: SubCategoryView, _: unknown, ctx: RequestContext) => loadCategory(catalog, ctx, catalogActor(ctx), sub.categoryId),
    canEdit: (sub: SubCategoryView, _: unknown, ctx: RequestContext) => canEdit(catalogActor(ctx), 'subCategory', sub.kitchenId),
  };
}
