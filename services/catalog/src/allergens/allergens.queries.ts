import { notDeleted } from '@brigade/events';
import { toObjectId, type PageArgs, type RequestContext } from '@brigade/service-kit';
import type { QueryGetAllergensArgs } from '../__generated__/resolvers';
import { catalogActor } from '../access/scope';
import type { Catalog } from '../deps';
import { loadById } from '../shared/by-id';
import { listAll, listFilter, listPage } from '../shared/listing';
import { nameLanguage } from '../shared/translations';
import { recipeCount } from '../usage/usage-counts';
import { firstCarrying, ingredientCount } from './allergen-usage';
import type { AllergenDoc } from './allergen.model';
import { allergenView, localName, type AllergenView } from './allergen.view';

const SEARCHED = ['name', 'code', 'translations.en', 'translations.nl', 'translations.es', 'translations.de', 'translations.fr'];

/** Allergens are platform-wide: every signed-in person reads them all. */
export function loadAllergen(catalog: Pick<Catalog, 'allergens'>, ctx: RequestContext, id: string) {
  catalogActor(ctx);
  return loadById<AllergenDoc, AllergenView>(ctx, 'allergen', catalog.allergens, 'all', allergenView, id);
}

export function allergenQueries(catalog: Catalog) {
  return {
    /** Sorted by the name the reader sees: the list is short, and the order must match their language. */
    getActiveAllergens: async (_: unknown, __: unknown, ctx: RequestContext) => {
      catalogActor(ctx);
      const all = await listAll(catalog.allergens, { ...notDeleted, status: 'ACTIVE' }, { name: 1 }, allergenView);
      return all.sort((a, b) => localName(a, ctx.locale).localeCompare(localName(b, ctx.locale), nameLanguage(ctx.locale)));
    },

    getAllergens: async (_: unknown, args: PageArgs & QueryGetAllergensArgs, ctx: RequestContext) => {
      catalogActor(ctx);
      const { status, search } = args.filters ?? {};
      return listPage(catalog.allergens, listFilter(notDeleted, { status, search }, SEARCHED), { name: 1 }, args, allergenView);
    },

    getAllergensById: async (_: unknown, { id }: { id: string }, ctx: RequestContext) => loadAllergen(catalog, ctx, id),
  };
}

export function allergenEntity(catalog: Catalog) {
  return {
    __resolveReference: (ref: { id: string }, ctx: RequestContext) => loadAllergen(catalog, ctx, ref.id),
    name: (allergen: AllergenView, _: unknown, ctx: RequestContext) => localName(allergen, ctx.locale),
    recipeCount: (allergen: AllergenView, _: unknown, ctx: RequestContext) =>
      recipeCount(catalog.usage, ctx, catalogActor(ctx), 'allergenIds', allergen.id),
    usedInIngredients: (allergen: AllergenView, _: unknown, ctx: RequestContext) =>
      ingredientCount(catalog.ingredients, ctx, catalogActor(ctx), allergen.id),
    ingredientsCarrying: async (allergen: AllergenView, _: unknown, ctx: RequestContext) => {
      const id = toObjectId(allergen.id);
      return id ? firstCarrying(catalog.ingredients, catalogActor(ctx), id) : [];
    },
  };
}
