import { notDeleted } from '@brigade/events';
import { textSearch, toObjectId, type PageArgs, type RequestContext } from '@brigade/service-kit';
import type { QueryGetIngredientsArgs } from '../__generated__/resolvers';
import { canEdit, catalogActor, offeredTo, readable, readableReach, type Actor, type Filter } from '../access/scope';
import { loadAllergen } from '../allergens/allergens.queries';
import type { AllergenView } from '../allergens/allergen.view';
import { kitchenConversions } from '../conversions/conversions.read';
import type { Catalog } from '../deps';
import { loadById } from '../shared/by-id';
import { listAll, listFilter, listPage } from '../shared/listing';
import { recipeCount } from '../usage/usage-counts';
import type { IngredientDoc } from './ingredient.model';
import { ingredientView, type IngredientView } from './ingredient.view';
import { nameKey } from './name-key';

/** Text in the name or type, any case; the name also without accents ('creme' and 'crême' find 'Crème fraîche'). */
function ingredientText(search: string | null | undefined): Filter | null {
  const plain = textSearch(search, ['name', 'type']).$or as Filter[] | undefined;
  if (!plain) return null;
  const folded = (textSearch(nameKey(search ?? ''), ['nameKey']).$or as Filter[] | undefined) ?? [];
  return { $or: [...plain, ...folded] };
}

export function loadIngredient(catalog: Pick<Catalog, 'ingredients'>, ctx: RequestContext, actor: Actor, id: string) {
  return loadById<IngredientDoc, IngredientView>(ctx, 'ingredient', catalog.ingredients, readableReach(actor), ingredientView, id);
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

    getIngredients: async (_: unknown, args: PageArgs & QueryGetIngredientsArgs, ctx: RequestContext) => {
      const { search, allergenId, ...filters } = args.filters ?? {};
      const filter = listFilter({ ...notDeleted, ...readable(catalogActor(ctx)) }, filters);
      const text = ingredientText(search);
      if (text) filter.$and = [...((filter.$and as Filter[] | undefined) ?? []), text];
      const containing = allergenId ? { allergenIds: toObjectId(allergenId) ?? { $in: [] } } : {};
      return listPage(catalog.ingredients, { ...filter, ...containing }, { name: 1 }, args, ingredientView);
    },

    getIngredientsById: async (_: unknown, { id }: { id: string }, ctx: RequestContext) =>
      loadIngredient(catalog, ctx, catalogActor(ctx), id),
  };
}

/** Allergens by id, batched; a deleted (forced) one drops out instead of failing the list. */
async function allergensOf(catalog: Catalog, ctx: RequestContext, ids: string[]): Promise<AllergenView[]> {
  const found = await Promise.all(ids.map((id) => loadAllergen(catalog, ctx, id)));
  return found.filter((a): a is AllergenView => a !== null);
}

export function ingredientEntity(catalog: Catalog) {
  const own = (ingredient: IngredientView, ctx: RequestContext) =>
    kitchenConversions(catalog.conversions, ctx, catalogActor(ctx), ingredient);
  return {
    __resolveReference: (ref: { id: string }, ctx: RequestContext) => loadIngredient(catalog, ctx, catalogActor(ctx), ref.id),
    allergens: (ingredient: IngredientView, _: unknown, ctx: RequestContext) => allergensOf(catalog, ctx, ingredient.allergenIds),
    mayContainAllergens: (ingredient: IngredientView, _: unknown, ctx: RequestContext) =>
      allergensOf(catalog, ctx, ingredient.mayContainAllergenIds),
    freeFromAllergens: (ingredient: IngredientView, _: unknown, ctx: RequestContext) =>
      allergensOf(catalog, ctx, ingredient.freeFromAllergenIds),
    /** The reader's kitchen's own value where it states one, else the platform's. */
    density: async (ingredient: IngredientView, _: unknown, ctx: RequestContext) =>
      (await own(ingredient, ctx))?.density ?? ingredient.density,
    pieceWeight: async (ingredient: IngredientView, _: unknown, ctx: RequestContext) =>
      (await own(ingredient, ctx))?.pieceWeight ?? ingredient.pieceWeight,
    kitchenConversions: (ingredient: IngredientView, _: unknown, ctx: RequestContext) => own(ingredient, ctx),
    canEdit: (ingredient: IngredientView, _: unknown, ctx: RequestContext) =>
      canEdit(catalogActor(ctx), 'ingredient', ingredient.kitchenId),
    recipeCount: (ingredient: IngredientView, _: unknown, ctx: RequestContext) =>
      recipeCount(catalog.usage, ctx, catalogActor(ctx), 'ingredientIds', ingredient.id),
  };
}
