import { deleteWithEvent, notDeleted } from '@brigade/events';
import { badUserInput, forbidden, inSlot, isObjectId, toObjectId, type RequestContext } from '@brigade/service-kit';
import { Types } from 'mongoose';
import type {
  MutationCreateRecipeMenuArgs,
  MutationDeleteRecipeMenuArgs,
  MutationRestoreRecipeVersionArgs,
  MutationUpdateRecipeMenuArgs,
  MutationUpdateRecipeOrderArgs,
} from '../__generated__/resolvers';
import { parseInput, t } from '../i18n/messages';
import { freeingRoomOf, roomFor } from '../plans/plan-limits';
import type { ReadStore } from '../reads/read-store';
import { parentsOf, usedElsewhere } from '../sub-recipes/usage';
import { restoreInput } from '../versions/version-content';
import type { RecipeAccess } from './recipe-access';
import { recipeEvent } from './recipe-events';
import { storedFields } from './recipe-fields';
import { createRecipeInput } from './recipe-input';
import { addsSubRecipe, recipeSaver, type SaveDeps } from './recipe-save';
import type { RecipeDoc } from './recipe.model';
import { toGraph } from './recipe.view';
import { checkFiling, checkReferences } from './reference-checks';

export type RecipeDeps = SaveDeps & {
  /** The next free position at the end of a kitchen's list. */
  nextOrder: (kitchenId: string) => Promise<number>;
  access: RecipeAccess;
  reads: ReadStore;
  /** The kitchen's active cooks who may see the recipe as stored (src/reads/audience.ts). */
  audience: (recipe: RecipeDoc) => Promise<string[]>;
};

/** Writes are for kitchen admins (their kitchen) and super admins; cooks only read (SPEC.md section 6). */
export function recipeMutations(deps: RecipeDeps) {
  const { recipes, access } = deps;

  const saver = recipeSaver(deps);
  const { refreshParents, recordVersion } = saver;

  const visibleForWrite = async (ctx: RequestContext, id: string) => {
    const { caller, filter } = access.writable(ctx);
    const _id = toObjectId(id);
    const current = _id ? await recipes.findOne({ ...filter, _id }).lean<RecipeDoc>() : null;
    if (!current) throw forbidden();
    await access.mayWrite(ctx, caller, current.kitchenId.toHexString());
    return { caller, current };
  };

  return {
    CreateRecipeMenu: async (_: unknown, { input }: MutationCreateRecipeMenuArgs, ctx: RequestContext) => {
      const { caller } = access.writable(ctx);
      const parsed = parseInput(createRecipeInput, input, ctx.locale);
      const isSuper = caller.roles.includes('SUPER_ADMIN');
      const kitchenId = isSuper ? parsed.kitchenId : (parsed.kitchenId ?? caller.kitchenId);
      if (!kitchenId) throw isSuper ? badUserInput('kitchenId', t(ctx.locale, 'required')) : forbidden();
      await access.mayWrite(ctx, caller, kitchenId);
      const type = parsed.type ?? 'RECIPE';
      const place = await roomFor(recipes, deps.plans, kitchenId, type, ctx);
      const fields = storedFields(parsed);
      return inSlot(place, () =>
        deps.graphLock.around(kitchenId, addsSubRecipe(null, fields.ingredients), async () => {
          const next = { ingredients: fields.ingredients ?? [], allergenIds: fields.allergenIds ?? [], cookIds: fields.cookIds ?? [] };
          const draft = { ...next, id: null, title: parsed.title, kitchenId, yieldUnitId: fields.yieldUnitId ?? null };
          const derived = await checkReferences(deps, draft, ctx);
          const filing = { categoryId: fields.categoryId ?? null, subCategoryId: fields.subCategoryId ?? null };
          const { categoryId } = await checkFiling(deps.owners, kitchenId, filing, ctx);
          const doc = {
            ...fields,
            ...filing,
            categoryId: toObjectId(categoryId),
            ...next,
            ...derived,
            _id: new Types.ObjectId(),
            kitchenId: new Types.ObjectId(kitchenId),
            type,
            status: fields.status ?? 'ACTIVE',
            order: await deps.nextOrder(kitchenId),
            updatedBy: new Types.ObjectId(caller.userId),
            versionNo: 1,
            versionNote: parsed.changeNote ?? null,
          };
          const created = (await recipes.create({ ...doc, _outbox: [recipeEvent('RecipeCreated', doc)] })).toObject();
          await recordVersion(ctx, created);
          return toGraph(created);
        }),
      );
    },

    UpdateRecipeMenu: async (_: unknown, { id, input }: MutationUpdateRecipeMenuArgs, ctx: RequestContext) => {
      const { caller, current } = await visibleForWrite(ctx, id);
      return saver.save(ctx, caller, current, input, null);
    },

    /**
     * Saves a version's content as a new version, through the same checks as any save; the
     * version itself stays as it was. A kitchen admin's: the super admin's view of a kitchen's
     * history is read-only (README 'Versions').
     */
    RestoreRecipeVersion: async (_: unknown, { recipeId, number, changeNote }: MutationRestoreRecipeVersionArgs, ctx: RequestContext) => {
      if (access.writable(ctx).caller.roles.includes('SUPER_ADMIN')) throw forbidden();
      const { caller, current } = await visibleForWrite(ctx, recipeId);
      const version = await deps.versions.get(current._id, number);
      if (!version) throw badUserInput('number', t(ctx.locale, 'versionNotFound', { version: number }));
      const input = restoreInput(version.content);
      // Cooks who left the kitchen since were taken off the recipe then; the restore leaves them off.
      const gone = new Set(await deps.owners.notCooksOf(ctx, current.kitchenId.toHexString(), input.cookIds));
      const cookIds = input.cookIds.filter((cookId) => !gone.has(cookId));
      return saver.save(ctx, caller, current, { ...input, cookIds, changeNote }, number);
    },

    /**
     * A recipe others use as a line is refused, naming them, unless `force`: their lines then keep
     * pointing at it, read its last title, and count UNKNOWN for every allergen (README 'Sub-recipes').
     */
    DeleteRecipeMenu: async (_: unknown, { id, force }: MutationDeleteRecipeMenuArgs, ctx: RequestContext) => {
      const { current } = await visibleForWrite(ctx, id);
      const parents = await parentsOf(recipes, current._id);
      if (parents.length && !force) throw usedElsewhere(parents, ctx.locale);
      const freePlace = await freeingRoomOf(deps.plans, current.kitchenId.toHexString(), current.type);
      // The deletion and its event are one document write; the relay removes the row once published.
      if (!(await deleteWithEvent(recipes, current._id, recipeEvent('RecipeDeleted', current)))) throw forbidden();
      await freePlace();
      // Its history goes with it: nothing can open a deleted recipe's versions.
      await deps.versions.forgetRecipe(current._id);
      await deps.reads.forgetRecipe(current._id);
      if (parents.length) await refreshParents(ctx, current._id);
      return true;
    },

    /** The listed recipes, all of one kitchen, take positions 1..n in the given order (drag and drop). */
    UpdateRecipeOrder: async (_: unknown, { ids }: MutationUpdateRecipeOrderArgs, ctx: RequestContext) => {
      // Only recipes the caller may write are found: another kitchen's id reads like one that is not there (#43).
      const { caller, filter } = access.writable(ctx);
      const invalid = () => badUserInput('ids', t(ctx.locale, 'orderInvalid'));
      if (ids.length === 0 || ids.length > 1000 || new Set(ids).size !== ids.length || !ids.every(isObjectId)) throw invalid();
      const found = await recipes
        .find({ ...filter, ...notDeleted, _id: { $in: ids.map((id) => new Types.ObjectId(id)) } }, { kitchenId: 1 })
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
