import { notDeleted } from '@brigade/events';
import type { PageArgs, RequestContext } from '@brigade/service-kit';
import { canEdit, catalogActor, offeredTo, readable, toObjectId, type Actor } from '../access/scope';
import { loadAllergen } from '../allergens/allergens.queries';
import type { AllergenView } from '../allergens/allergen.view';
import type { Catalog } from '../deps';
import { loadById } from '../shared/by-id';
import { listAll, listFilter, listPage, type ListFilters } from '../shared/listing';
import { recipeCount } from '../usage/usage-counts';
import type { IngredientDoc } from './ingredient.model';
import { ingredientView, type IngredientView } from './ingredient.view';

type IngredientFilters = ListFilters & { allergenId?: string | null };

export function loadIngredient(catalog: Pick<Catalog, 'ingredients'>, ctx: RequestContext, actor: Actor, id: string) {
  return loadById<IngredientDoc, IngredientView>(
    ctx,
    'ingredient',
    catalog.ingredients,
    { ...notDeleted, ...readable(actor) },
    ingredientView,
    id,
  );
}

export function ingredientQueries(catalog: Catalog) {
  return {
    getActiveIngredients: async (_: unknown, { kitchenId }: { kitchenId?: string | null }, ctx: RequestContext) =>
      listAll(
        catalog.ingredients,
        { ...notDeleted, ...offeredTo(catalogActor(ctx), kitchenId), status: 'ACTIVE' },
        { name: 1 },
        ingredientView,
      ),

    getIngredients: async (_: unknown, args: PageArgs & { filters?: IngredientFilters | null }, ctx: RequestContext) => {
      const filter = listFilter({ ...notDeleted, ...readable(catalogActor(ctx)) }, args.filters, ['name', 'type']);
      const allergenId = args.filters?.allergenId;
      const containing = allergenId ? { allergenIds: toObjectId(allergenId) ?? { $in: [] } } : {};
      return listPage(catalog.ingredients, { ...filter, ...containing }, { name: 1 }, args, ingredientView);
    },

    getIngredientsById: async (_: unknown, { id }: { id: string }, ctx: RequestContext) =>
      loadIngredient(catalog, ctx, catalogActor(ctx), id),
  };
}

export function ingredientEntity(catalog: Catalog) {
  return {
    __resolveReference: (ref: { id: string }, ctx: RequestContext) => loadIngredient(catalog, ctx, catalogActor(ctx), ref.id),
    /** A deleted (forced) allergen drops out instead of failing the list. */
    allergens: async (ingredient: IngredientView, _: unknown, ctx: RequestContext) => {
      const found = await Promise.all(ingredient.allergenIds.map((id) => loadAllergen(catalog, ctx, id)));
      return found.filter((a): a is AllergenView => a !== null);
    },
    canEdit: (ingredient: IngredientView, _: unknown, ctx: RequestContext) =>
      canEdit(catalogActor(ctx), 'ingredient', ingredient.kitchenId),
    recipeCount: (ingredient: IngredientView, _: unknown, ctx: RequestContext) =>
      recipeCount(catalog.usage, ctx, catalogActor(ctx), 'ingredientIds', ingredient.id),
  };
}
