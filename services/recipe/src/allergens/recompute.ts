import { notDeleted } from '@brigade/events';
import type { Model, Types } from 'mongoose';
import type { RecipeDoc } from '../recipes/recipe.model';
import { allergensDiffer, derivedDiffer, derivedFields, ROLL_UP_VERSION, type Derived } from './derived-fields';
import type { SourcesLoader } from './sources';

/**
 * Levels one refresh recomputes: past MAX_DEPTH (saves refuse deeper chains), so only a chain
 * stored before that limit, or a loop stored before saves were locked, can reach it; what is left
 * above then reads UNKNOWN (`unknownAbove`), never FREE.
 */
const MAX_LEVELS = 32;
const BATCH = 500;
/** A person saving a recipe while it is recomputed makes the write miss; it is read again this often. */
const ATTEMPTS = 3;

type Stored = Pick<RecipeDoc, '_id' | 'title' | 'allergenIds' | 'ingredients' | 'updatedAt'> & Partial<Derived>;
const STORED = {
  title: 1,
  allergenIds: 1,
  ingredients: 1,
  updatedAt: 1,
  subRecipeIds: 1,
  ingredientNames: 1,
  effectiveAllergenIds: 1,
  mayContainAllergenIds: 1,
  knownFreeAllergenIds: 1,
  allergenVia: 1,
  lineNames: 1,
  rollUpVersion: 1,
} as const;

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
const distinct = (ids: Types.ObjectId[]) => [...new Map(ids.map((id) => [id.toHexString(), id])).values()];

/**
 * Keeps stored roll-ups true (README 'Allergens and search'): recomputes recipes from their lines,
 * then every recipe using one whose allergens changed, level by level: one query for a level's
 * parents, one per batch for its ingredients and one for its sub-recipes, however many lines.
 * A recipe reached again on a deeper level is recomputed again, so one using both a sauce and the
 * sauce's stock ends up right. Derived fields are not a person's change: updatedAt stays, and it
 * guards the write, so a save made meanwhile is never overwritten with what was read before it.
 */
export function rollUpRefresher(recipes: Model<RecipeDoc>, loadSources: SourcesLoader) {
  /** Recomputes these recipes; returns those whose allergens (what a parent reads) changed. */
  async function recompute(ids: Types.ObjectId[]): Promise<Types.ObjectId[]> {
    const changed: Types.ObjectId[] = [];
    for (const chunk of chunks(distinct(ids), BATCH)) {
      let pending = chunk;
      for (let attempt = 0; attempt < ATTEMPTS && pending.length; attempt++) {
        const docs = await recipes.find({ _id: { $in: pending }, ...notDeleted }, STORED).lean<Stored[]>();
        const sources = await loadSources(docs.flatMap((d) => d.ingredients ?? []));
        const writes = docs.flatMap((doc) => {
          const next = derivedFields({ ...doc, allergenIds: doc.allergenIds ?? [], ingredients: doc.ingredients ?? [] }, sources);
          return derivedDiffer(doc, next) ? [{ doc, next }] : [];
        });
        if (!writes.length) break;
        const result = await recipes.bulkWrite(
          writes.map(({ doc, next }) => ({
            updateOne: { filter: { _id: doc._id, updatedAt: doc.updatedAt ?? null }, update: { $set: next }, timestamps: false },
          })),
        );
        for (const { doc, next } of writes) if (allergensDiffer(doc, next)) changed.push(doc._id);
        if (result.matchedCount === writes.length) break;
        const now = await recipes
          .find({ _id: { $in: writes.map((w) => w.doc._id) } }, { updatedAt: 1 })
          .lean<Pick<RecipeDoc, '_id' | 'updatedAt'>[]>();
        const read = new Map(writes.map(({ doc }) => [doc._id.toHexString(), doc.updatedAt?.getTime()]));
        pending = now.filter((d) => d.updatedAt?.getTime() !== read.get(d._id.toHexString())).map((d) => d._id);
      }
    }
    return distinct(changed);
  }

  async function parentsOf(ids: Types.ObjectId[]): Promise<Types.ObjectId[]> {
    const parents: Types.ObjectId[] = [];
    for (const chunk of chunks(distinct(ids), BATCH)) {
      const found = await recipes.find({ subRecipeIds: { $in: chunk }, ...notDeleted }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
      parents.push(...found.map((r) => r._id));
    }
    return parents;
  }

  /**
   * A roll-up the refresh did not reach (#43: 32 levels up a chain kept saying "free of gluten"):
   * these recipes and every one above them know no allergen to be absent until a change below
   * reaches them again. Walked by id once each, so a stored loop ends too.
   */
  async function unknownAbove(ids: Types.ObjectId[]): Promise<void> {
    const seen = new Set<string>();
    let level = distinct(ids);
    while (level.length) {
      for (const id of level) seen.add(id.toHexString());
      await recipes.updateMany({ _id: { $in: level } }, { $set: { knownFreeAllergenIds: [] } }, { timestamps: false });
      level = distinct(await parentsOf(level)).filter((id) => !seen.has(id.toHexString()));
    }
  }

  /** These recipes, then up through every recipe using a changed one. */
  async function refresh(ids: Types.ObjectId[]): Promise<void> {
    let level = ids;
    for (let depth = 0; depth < MAX_LEVELS && level.length; depth++) {
      const changed = await recompute(level);
      level = changed.length ? await parentsOf(changed) : [];
    }
    if (level.length) await unknownAbove(level);
  }

  return {
    refresh,
    /** After a recipe's own write (its title or allergens may have changed) or deletion: the recipes using it, and up. */
    refreshParentsOf: async (ids: Types.ObjectId[]) => refresh(await parentsOf(ids)),
    /** Every recipe matching `filter`; ids are read first, as the recompute changes what matches. */
    async refreshMatching(filter: Record<string, unknown>): Promise<void> {
      const found = await recipes.find({ ...filter, ...notDeleted }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
      await refresh(found.map((r) => r._id));
    },
    /** Recipes stored before this roll-up (or by an older one), in batches by id; returns how many. */
    async refreshStale(): Promise<number> {
      let count = 0;
      let after: Types.ObjectId | undefined;
      for (;;) {
        const batch = await recipes
          .find(
            {
              ...(after ? { _id: { $gt: after } } : {}),
              $or: [{ rollUpVersion: null }, { rollUpVersion: { $lt: ROLL_UP_VERSION } }],
              ...notDeleted,
            },
            { _id: 1 },
          )
          .sort({ _id: 1 })
          .limit(BATCH)
          .lean<{ _id: Types.ObjectId }[]>();
        if (!batch.length) return count;
        await refresh(batch.map((r) => r._id));
        count += batch.length;
        after = batch[batch.length - 1]?._id;
      }
    },
  };
}

export type RollUpRefresher = ReturnType<typeof rollUpRefresher>;
