import { notDeleted, withEvents } from '@brigade/events';
import { badUserInput, forbidden, inSlot, toObjectId, type RequestContext, type SignedInCaller } from '@brigade/service-kit';
import { Types, type Model } from 'mongoose';
import { allergensDiffer } from '../allergens/derived-fields';
import type { RollUpRefresher } from '../allergens/recompute';
import { parseInput, t } from '../i18n/messages';
import type { KitchenPlans } from '../plans/kitchen-plans';
import { capOf, freeingRoomOf, roomFor } from '../plans/plan-limits';
import { releasedVersionOf, withDraft } from '../releases/draft';
import type { ReleaseAnnouncer } from '../releases/release-event';
import type { ReleaseSettingsStore } from '../releases/release-settings';
import type { SubRecipeGraphLock } from '../sub-recipes/graph-lock';
import type { VersionStore } from '../versions/version-store';
import { recipeEvent } from './recipe-events';
import { storedFields, type Stored } from './recipe-fields';
import { updateRecipeInput } from './recipe-input';
import type { IngredientLine, RecipeDoc, RecipeType } from './recipe.model';
import { toGraph } from './recipe.view';
import { checkFiling, checkReferences, type References } from './reference-checks';

export type SaveDeps = References & {
  recipes: Model<RecipeDoc>;
  graphLock: SubRecipeGraphLock;
  plans: KitchenPlans;
  rollUps: RollUpRefresher;
  versions: VersionStore;
  releaseSettings: ReleaseSettingsStore;
  announce: ReleaseAnnouncer;
};

type Meta = Pick<RecipeDoc, 'updatedBy' | 'versionNote' | 'versionRestoredFrom'>;
/** A save by the platform's support (a super admin): its kitchen is shown "Brigade support", not who. */
const isSupport = (ctx: RequestContext) => ctx.caller?.kind === 'user' && ctx.caller.roles.includes('SUPER_ADMIN');

/** Whether `lines` name a sub-recipe `current` does not use yet: only then can a save close a loop or deepen a chain. */
export const addsSubRecipe = (
  current: Pick<RecipeDoc, 'subRecipeIds'> | null,
  lines: Pick<IngredientLine, 'subRecipeId'>[] | undefined,
) => {
  const kept = new Set((current?.subRecipeIds ?? []).map((id) => id.toHexString()));
  return (lines ?? []).some((l) => l.subRecipeId && !kept.has(l.subRecipeId.toHexString()));
};

/**
 * Every change of an existing recipe (README 'Versions', 'Releases'): a save goes live, or becomes
 * a draft when the kitchen reviews changes; a release puts a draft live. All pass the same checks.
 */
export function recipeSaver(deps: SaveDeps) {
  const { recipes } = deps;

  /** The recipes using this one read its title and allergens: brought up to date, a failure logged. */
  const refreshParents = async (ctx: RequestContext, id: Types.ObjectId) => {
    try {
      await deps.rollUps.refreshParentsOf([id]);
    } catch (error) {
      ctx.log.error({ err: error, recipeId: id.toHexString() }, 'recipes using this one were not recomputed');
    }
  };

  /** A failure is logged: the next save writes the missing version first (version-store.ts). */
  const recordVersion = async (ctx: RequestContext, after: RecipeDoc, before?: RecipeDoc) => {
    try {
      await deps.versions.record(after, before, isSupport(ctx));
    } catch (error) {
      ctx.log.error({ err: error, recipeId: after._id.toHexString(), version: after.versionNo }, 'recipe version not recorded');
    }
  };

  /** Filing and references: what the change sets, with the fields derived from its lines. */
  async function checked(ctx: RequestContext, current: RecipeDoc, fields: Stored) {
    const next = { ...current, ...fields };
    if (fields.categoryId !== undefined || fields.subCategoryId !== undefined) {
      const { categoryId } = await checkFiling(deps.owners, current.kitchenId.toHexString(), next, ctx);
      next.categoryId = fields.categoryId = toObjectId(categoryId);
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
      ctx,
    );
    return { next: { ...next, ...derived }, derived, fields: { ...fields, ...derived } };
  }

  /** A recipe turned into a dish (or back) takes a place of the other cap and frees its old one. */
  async function withinPlan<T>(ctx: RequestContext, live: RecipeDoc, type: RecipeType, write: () => Promise<T>): Promise<T> {
    if (capOf(type) === capOf(live.type)) return write();
    const kitchenId = live.kitchenId.toHexString();
    const place = await roomFor(recipes, deps.plans, kitchenId, type, ctx);
    const freeOld = await freeingRoomOf(deps.plans, kitchenId, live.type);
    const result = await inSlot(place, write);
    await freeOld();
    return result;
  }

  /** What cooks are shown changes: parents follow, and the release is announced. */
  async function released(ctx: RequestContext, before: RecipeDoc, after: RecipeDoc, by: string | null, note: string | null) {
    if (after.title !== before.title || allergensDiffer(before, after)) await refreshParents(ctx, after._id);
    await deps.announce(ctx, before, after, by, note);
  }

  async function saveDraft(ctx: RequestContext, live: RecipeDoc, current: RecipeDoc, fields: Stored, meta: Meta) {
    const change = await checked(ctx, current, fields);
    const draft = { fields: { ...live.draft?.fields, ...change.fields, ...meta, updatedAt: new Date() }, sentBack: null };
    const updated = await recipes
      .findOneAndUpdate(
        { _id: live._id, ...notDeleted },
        { $set: { draft, releasedVersionNo: releasedVersionOf(live) }, $inc: { versionNo: 1 } },
        // Cooks' document is unchanged: its time of change stays.
        { returnDocument: 'after', timestamps: false },
      )
      .lean<RecipeDoc>();
    if (!updated) throw forbidden();
    const after = withDraft(updated);
    await recordVersion(ctx, after, current);
    return toGraph(after);
  }

  return {
    refreshParents,
    recordVersion,
    async save(ctx: RequestContext, caller: SignedInCaller, stored: RecipeDoc, input: unknown, restoredFrom: number | null) {
      const parsed = parseInput(updateRecipeInput, input, ctx.locale);
      const fields = storedFields(parsed);
      const live = await deps.versions.baseline(stored);
      const current = withDraft(live);
      const meta: Meta = {
        updatedBy: new Types.ObjectId(caller.userId),
        versionNote: parsed.changeNote ?? null,
        versionRestoredFrom: restoredFrom,
      };
      if ((await deps.releaseSettings.of(live.kitchenId.toHexString())).reviewChanges) return saveDraft(ctx, live, current, fields, meta);
      // Live: a waiting draft (review turned off since) goes live with this save.
      const kitchenId = live.kitchenId.toHexString();
      const updated = await withinPlan(ctx, live, fields.type ?? current.type, () =>
        deps.graphLock.around(kitchenId, addsSubRecipe(live, fields.ingredients), async () => {
          const change = await checked(ctx, current, fields);
          const saved = await recipes
            .findOneAndUpdate(
              { _id: live._id, ...notDeleted },
              {
                $set: { ...change.fields, ...meta, releasedVersionNo: null, draft: null },
                $inc: { versionNo: 1 },
                ...withEvents([recipeEvent('RecipeUpdated', change.next)]),
              },
              { returnDocument: 'after' },
            )
            .lean<RecipeDoc>();
          if (!saved) throw forbidden();
          return saved;
        }),
      );
      await recordVersion(ctx, updated, current);
      await released(ctx, live, updated, caller.userId, meta.versionNote ?? null);
      return toGraph(updated);
    },

    /**
     * Puts the waiting draft live as the version it is (no new number), through the checks again:
     * what changed since it was saved (an ingredient deleted) refuses the release by field.
     */
    async release(ctx: RequestContext, caller: SignedInCaller, live: RecipeDoc, version: number, note: string | null) {
      if (!live.draft) throw badUserInput('version', t(ctx.locale, 'noDraft'));
      if (live.versionNo !== version) throw badUserInput('version', t(ctx.locale, 'draftChanged', { version: live.versionNo ?? 1 }));
      const current = withDraft(live);
      const { updatedBy, versionNote, versionRestoredFrom, updatedAt: _savedAt, ...fields } = live.draft.fields;
      // Cooks who left the kitchen since were taken off the live recipe, not the draft: left off here too.
      // A draft that never touched the cooks keeps the live recipe's.
      if (fields.cookIds) {
        const gone = new Set(
          await deps.owners.notCooksOf(
            ctx,
            live.kitchenId.toHexString(),
            fields.cookIds.map((c) => c.toHexString()),
          ),
        );
        fields.cookIds = fields.cookIds.filter((c) => !gone.has(c.toHexString()));
      }
      const kitchenId = live.kitchenId.toHexString();
      const updated = await withinPlan(ctx, live, current.type, () =>
        deps.graphLock.around(kitchenId, addsSubRecipe(live, fields.ingredients), async () => {
          const change = await checked(ctx, live, fields);
          const meta = { updatedBy, versionNote, versionRestoredFrom };
          const saved = await recipes
            .findOneAndUpdate(
              { _id: live._id, ...notDeleted, versionNo: version, draft: { $ne: null } },
              {
                $set: { ...change.fields, ...meta, releasedVersionNo: null, draft: null },
                ...withEvents([recipeEvent('RecipeUpdated', change.next)]),
              },
              { returnDocument: 'after' },
            )
            .lean<RecipeDoc>();
          if (!saved) throw badUserInput('version', t(ctx.locale, 'draftChanged', { version: version + 1 }));
          return saved;
        }),
      );
      await deps.versions.markReleased(live._id, version, { by: new Types.ObjectId(caller.userId), note, bySupport: isSupport(ctx) });
      await released(ctx, live, updated, caller.userId, note);
      return toGraph(updated);
    },
  };
}

export type RecipeSaver = ReturnType<typeof recipeSaver>;
