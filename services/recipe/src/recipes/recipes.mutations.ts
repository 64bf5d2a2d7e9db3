import { deleteWithEvent, notDeleted, withEvents } from '@brigade/events';
import { badUserInput, forbidden, inSlot, type RequestContext } from '@brigade/service-kit';
import { isValidObjectId, Types, type Model } from 'mongoose';
import { allergensDiffer } from '../allergens/derived-fields';
import type { RollUpRefresher } from '../allergens/recompute';
import { parseInput, t } from '../i18n/messages';
import type { KitchenPlans } from '../plans/kitchen-plans';
import { capOf, freeingRoomOf, roomFor } from '../plans/plan-limits';
import type { RecipeAccess } from './recipe-access';
import { recipeEvent } from './recipe-events';
import { storedFields } from './recipe-fields';
import { createRecipeInput, updateRecipeInput } from './recipe-input';
import type { RecipeDoc } from './recipe.model';
import { checkFiling, checkReferences, type References } from './reference-checks';
import { toGraph } from './recipe.view';
import { parentsOf, usedElsewhere } from '../sub-recipes/usage';

export type RecipeDeps = References & {
  recipes: Model<RecipeDoc>;
  /** The next free position at the end of a kitchen's list. */
  nextOrder: (kitchenId: string) => Promise<number>;
  access: RecipeAccess;
  plans: KitchenPlans;
  rollUps: RollUpRefresher;
};

const oidOrNull = (id: string | null) => (id ? new Types.ObjectId(id) : null);

/** Writes are for kitchen admins (their kitchen) and super admins; cooks only read (SPEC.md section 6). */
export function recipeMutations(deps: RecipeDeps) {
  const { recipes, access } = deps;

  /**
   * The recipes using this one read its title and allergens: brought up to date before the answer,
   * so the next read is right. The write itself is done by then; a failure here is logged, and the
   * next change of the recipe or its ingredients recomputes them.
   */
  const refreshParents = async (ctx: RequestContext, id: Types.ObjectId) => {
    try {
      await deps.rollUps.refreshParentsOf([id]);
    } catch (error) {
      ctx.log.error({ err: error, recipeId: id.toHexString() }, 'recipes using this one were not recomputed');
    }
  };

  const visibleForWrite = async (ctx: RequestContext, id: string) => {
    const { caller, filter } = access.writable(ctx);
    const current = isValidObjectId(id) ? await recipes.findOne({ ...filter, _id: new Types.ObjectId(id) }).lean<RecipeDoc>() : null;
    if (!current) throw forbidden();
    await access.mayWrite(ctx, caller, current.kitchenId.toHexString());
    return { caller, current };
  };

  return {
    CreateRecipeMenu: async (_: unknown, { input }: { input: unknown }, ctx: RequestContext) => {
      const { caller } = access.writable(ctx);
      const parsed = parseInput(createRecipeInput, input, ctx.locale);
      const isSuper = caller.roles.includes('SUPER_ADMIN');
      const kitchenId = isSuper ? parsed.kitchenId : (parsed.kitchenId ?? caller.kitchenId);
      if (!kitchenId) throw isSuper ? badUserInput('kitchenId', t(ctx.locale, 'required')) : forbidden();
      await access.mayWrite(ctx, caller, kitchenId);
      const type = parsed.type ?? 'RECIPE';
      const place = await roomFor(recipes, deps.plans, kitchenId, type, ctx.locale);
      return inSlot(place, async () => {
        const fields = storedFields(parsed);
        const next = { ingredients: fields.ingredients ?? [], allergenIds: fields.allergenIds ?? [], cookIds: fields.cookIds ?? [] };
        const draft = { ...next, id: null, title: parsed.title, kitchenId, yieldUnitId: fields.yieldUnitId ?? null };
        const derived = await checkReferences(deps, draft, ctx.locale);
        const filing = { categoryId: fields.categoryId ?? null, subCategoryId: fields.subCategoryId ?? null };
        const { categoryId } = await checkFiling(deps.categories, kitchenId, filing, ctx.locale);
        const doc = {
          ...fields,
          ...filing,
          categoryId: oidOrNull(categoryId),
          ...next,
          ...derived,
          _id: new Types.ObjectId(),
          kitchenId: new Types.ObjectId(kitchenId),
          type,
          status: fields.status ?? 'ACTIVE',
          order: await deps.nextOrder(kitchenId),
          updatedBy: new Types.ObjectId(caller.userId),
        };
        const created = await recipes.create({ ...doc, _outbox: [recipeEvent('RecipeCreated', doc)] });
        return toGraph(created.toObject());
      });
    },

    UpdateRecipeMenu: async (_: unknown, { id, input }: { id: string; input: unknown }, ctx: RequestContext) => {
      const { caller, current } = await visibleForWrite(ctx, id);
      const fields = storedFields(parseInput(updateRecipeInput, input, ctx.locale));
      const kitchenId = current.kitchenId.toHexString();
      // A recipe turned into a menu item (or back) takes a place of the other cap and frees its old one.
      const moving = fields.type !== undefined && capOf(fields.type) !== capOf(current.type);
      const place = fields.type && moving ? await roomFor(recipes, deps.plans, kitchenId, fields.type, ctx.locale) : null;
      const freeOld = moving ? await freeingRoomOf(deps.plans, kitchenId, current.type) : null;
      const update = async () => {
        const next = { ...current, ...fields };
        if (fields.categoryId !== undefined || fields.subCategoryId !== undefined) {
          const { categoryId } = await checkFiling(deps.categories, current.kitchenId.toHexString(), next, ctx.locale);
          next.categoryId = fields.categoryId = oidOrNull(categoryId);
        }
        // Cooks already listed stay valid even if the check would now differ; only a new list is checked.
        const derived = await checkReferences(
          deps,
          {
            id: current._id,
            title: next.title,
            kitchenId: current.kitchenId.toHexString(),
            ingredients: next.ingredients ?? [],
            allergenIds: next.allergenIds ?? [],
            yieldUnitId: next.yieldUnitId ?? null,
            cookIds: fields.cookIds,
            kept: new Set((current.subRecipeIds ?? []).map((s) => s.toHexString())),
          },
          ctx.locale,
        );
        const $set = { ...fields, ...derived, updatedBy: new Types.ObjectId(caller.userId) };
        const updated = await recipes
          .findOneAndUpdate(
            { _id: current._id, ...notDeleted },
            { $set, ...withEvents([recipeEvent('RecipeUpdated', next)]) },
            { returnDocument: 'after' },
          )
          .lean<RecipeDoc>();
        if (!updated) throw forbidden();
        return { updated, derived };
      };
      const { updated, derived } = place ? await inSlot(place, update) : await update();
      await freeOld?.();
      if (updated.title !== current.title || allergensDiffer(current, derived)) await refreshParents(ctx, current._id);
      return toGraph(updated);
    },

    /**
     * A recipe others use as a line is refused, naming them, unless `force`: their lines then keep
     * pointing at it, read its last title, and count UNKNOWN for every allergen (README 'Sub-recipes').
     */
    DeleteRecipeMenu: async (_: unknown, { id, force }: { id: string; force?: boolean | null }, ctx: RequestContext) => {
      const { current } = await visibleForWrite(ctx, id);
      const parents = await parentsOf(recipes, current._id);
      if (parents.length && !force) throw usedElsewhere(parents, ctx.locale);
      const freePlace = await freeingRoomOf(deps.plans, current.kitchenId.toHexString(), current.type);
      // The deletion and its event are one document write; the relay removes the row once published.
      if (!(await deleteWithEvent(recipes, current._id, recipeEvent('RecipeDeleted', current)))) throw forbidden();
      await freePlace();
      if (parents.length) await refreshParents(ctx, current._id);
      return true;
    },

    /** The listed recipes, all of one kitchen, take positions 1..n in the given order (drag and drop). */
    UpdateRecipeOrder: async (_: unknown, { ids }: { ids: string[] }, ctx: RequestContext) => {
      const { caller } = access.writable(ctx);
      const invalid = () => badUserInput('ids', t(ctx.locale, 'orderInvalid'));
      if (ids.length === 0 || ids.length > 1000 || new Set(ids).size !== ids.length || ids.some((id) => !isValidObjectId(id)))
        throw invalid();
      const found = await recipes
        .find({ ...notDeleted, _id: { $in: ids.map((id) => new Types.ObjectId(id)) } }, { kitchenId: 1 })
        .lean<Pick<RecipeDoc, '_id' | 'kitchenId'>[]>();
      const kitchens = new Set(found.map((r) => r.kitchenId.toHexString()));
      const [kitchenId] = kitchens;
      if (found.length !== ids.length || kitchens.size !== 1 || !kitchenId) throw invalid();
      await access.mayWrite(ctx, caller, kitchenId);
      await recipes.bulkWrite(
        ids.map((id, i) => ({ updateOne: { filter: { _id: new Types.ObjectId(id) }, update: { $set: { order: i + 1 } } } })),
      );
      return true;
    },
  };
}
