import { notDeleted } from '@brigade/events';
import { applyPatch, compare, deepClone, type Operation } from 'fast-json-patch';
import { mongo, Types, type Connection, type Model } from 'mongoose';
import type { RecipeDoc } from '../recipes/recipe.model';
import { contentOf, hashOf, type VersionContent } from './version-content';
import { changeCounts, diffVersions, type ChangeCounts } from './version-diff';
import { diffBudget } from './word-diff';

/**
 * One save of a recipe (README 'Versions'). Either a `snapshot` (the whole content) or a `patch`
 * (RFC 6902 operations from the previous version's content); `base` is the snapshot a patch chain
 * starts from, so any version is one snapshot plus at most MAX_CHAIN - 1 patches away.
 */
export type VersionDoc = {
  recipeId: Types.ObjectId;
  kitchenId: Types.ObjectId;
  number: number;
  savedBy: Types.ObjectId | null;
  savedAt: Date;
  note: string | null;
  /** The version this one restored, when it was a restore. */
  restoredFrom: number | null;
  /** Saved while the kitchen reviews changes: cooks were not shown it until `released`. */
  draft?: boolean;
  /** Saved by the platform's support (a super admin): its kitchen's people are not told who. */
  savedBySupport?: boolean;
  /** A draft's release: who put it live, when, and their note. */
  released?: { at: Date; by: Types.ObjectId; note: string | null; bySupport?: boolean } | null;
  /** What it changed from the version before (counts only; History's one-line summary); absent on version 1 and on versions written before #45. */
  changes?: ChangeCounts | null;
  /** sha256 of the content: checks every rebuilt version, and tells two saves with the same content. */
  contentHash: string;
  base: number;
  /** BSON bytes of the patches since `base`, this one included. */
  chainBytes: number;
  snapshot?: VersionContent;
  patch?: Operation[];
};

export type VersionSummary = Pick<
  VersionDoc,
  'number' | 'savedBy' | 'savedAt' | 'note' | 'restoredFrom' | 'draft' | 'released' | 'savedBySupport' | 'changes'
>;

/** A longer chain makes reading an old version slower; a new snapshot also starts once the patches weigh as much as one. */
export const MAX_CHAIN = 50;

const SUMMARY = {
  _id: 0,
  number: 1,
  savedBy: 1,
  savedAt: 1,
  note: 1,
  restoredFrom: 1,
  draft: 1,
  released: 1,
  savedBySupport: 1,
  changes: 1,
} as const;
const HEAD = { ...SUMMARY, base: 1, chainBytes: 1, contentHash: 1 } as const;
const bytes = (value: object) => mongo.BSON.calculateObjectSize(value);
const isDuplicate = (error: unknown) => (error as { code?: number } | null)?.code === 11000;

export function versionStore(connection: Connection, recipes: Model<RecipeDoc>) {
  const versions = connection.collection<VersionDoc>('recipe_versions');

  /** The content of a version rebuilt from its snapshot and patches, checked against its hash; null when it is not (yet) stored whole. */
  async function chainTo(recipeId: Types.ObjectId, number: number) {
    const head = await versions.findOne({ recipeId, number }, { projection: HEAD });
    if (!head) return null;
    const links = await versions
      .find({ recipeId, number: { $gte: head.base, $lte: number } }, { projection: { _id: 0, number: 1, snapshot: 1, patch: 1 } })
      .sort({ number: 1 })
      .toArray();
    const [first, ...rest] = links;
    if (!first?.snapshot || first.number !== head.base || links.length !== number - head.base + 1) return { head, content: null };
    let content = deepClone(first.snapshot) as VersionContent;
    for (const link of rest) content = applyPatch(content, link.patch ?? [], false, true).newDocument;
    return { head, content: hashOf(content) === head.contentHash ? content : null };
  }

  /**
   * The version a save builds on. The state the save started from is that version when it hashes
   * the same, which saves rebuilding the chain (up to MAX_CHAIN reads) on every save.
   */
  async function previousOf(recipeId: Types.ObjectId, number: number, before?: RecipeDoc) {
    if (before?.versionNo !== number) return chainTo(recipeId, number);
    const head = await versions.findOne({ recipeId, number }, { projection: HEAD });
    if (!head) return null;
    const content = contentOf(before);
    return hashOf(content) === head.contentHash ? { head, content } : chainTo(recipeId, number);
  }

  /**
   * Writes the version a save produced (`after`, carrying its number, note and author). A patch
   * from the previous version when that one is stored whole, else a snapshot: a concurrent save
   * still writing the previous one costs bytes, never correctness. `before` is the state the save
   * started from: if its version is missing (a crash between the recipe write and its version
   * write), it is written first, so the history has no gap.
   */
  async function record(after: RecipeDoc, before?: RecipeDoc, bySupport = false): Promise<void> {
    const number = after.versionNo;
    if (!number) return;
    const content = contentOf(after);
    let previous = number > 1 ? await previousOf(after._id, number - 1, before) : null;
    if (!previous && before?.versionNo === number - 1) {
      await record(before);
      previous = await chainTo(after._id, number - 1);
    }
    const patch = previous?.content ? compare(previous.content, content) : null;
    const patchBytes = patch ? bytes({ patch }) : 0;
    const chained =
      previous?.content &&
      patch &&
      number - previous.head.base < MAX_CHAIN &&
      previous.head.chainBytes + patchBytes <= bytes(content) &&
      previous.head;
    const doc: VersionDoc = {
      recipeId: after._id,
      kitchenId: after.kitchenId,
      number,
      savedBy: after.updatedBy ?? null,
      savedAt: after.updatedAt ?? new Date(),
      note: after.versionNote ?? null,
      restoredFrom: after.versionRestoredFrom ?? null,
      draft: Boolean(after.draft),
      ...(bySupport ? { savedBySupport: true } : {}),
      // Counted now, while both contents are at hand: History's rows never rebuild two versions each (no word diff: counts only).
      ...(previous?.content ? { changes: changeCounts(diffVersions(previous.content, content, diffBudget(0))) } : {}),
      contentHash: hashOf(content),
      ...(chained
        ? { base: chained.base, chainBytes: chained.chainBytes + patchBytes, patch: patch ?? [] }
        : { base: number, chainBytes: 0, snapshot: content }),
    };
    try {
      await versions.insertOne(doc);
    } catch (error) {
      // The same version written by another request (a heal racing the save itself): the first stays.
      if (!isDuplicate(error)) throw error;
    }
  }

  /** A recipe stored before versions: its state now becomes version 1 (no note, its last editor). */
  async function baseline(r: RecipeDoc): Promise<RecipeDoc> {
    if (r.versionNo) return r;
    const first = { ...r, versionNo: 1, versionNote: null, versionRestoredFrom: null };
    await record(first);
    await recipes.updateOne({ _id: r._id, versionNo: { $exists: false } }, { $set: { versionNo: 1 } }, { timestamps: false });
    return first;
  }

  return {
    async init() {
      await versions.createIndex({ recipeId: 1, number: 1 }, { unique: true });
      await versions.createIndex({ kitchenId: 1 });
    },
    record,
    baseline,
    /** Gives every recipe stored before versions its version 1, in batches by id; run at start. */
    async backfill(): Promise<number> {
      let count = 0;
      for (;;) {
        const batch = await recipes
          .find({ ...notDeleted, versionNo: { $exists: false } })
          .sort({ _id: 1 })
          .limit(500)
          .lean<RecipeDoc[]>();
        if (!batch.length) return count;
        for (const r of batch) await baseline(r);
        count += batch.length;
      }
    },
    /** Newest first, without contents. */
    async list(recipeId: Types.ObjectId, skip: number, limit: number) {
      const [records, total] = await Promise.all([
        versions.find({ recipeId }, { projection: SUMMARY }).sort({ number: -1 }).skip(skip).limit(limit).toArray(),
        versions.countDocuments({ recipeId }),
      ]);
      return { records: records as VersionSummary[], total };
    },
    /** One version with its content; null when there is no such version. */
    async get(recipeId: Types.ObjectId, number: number): Promise<{ summary: VersionSummary; content: VersionContent } | null> {
      const found = await chainTo(recipeId, number);
      if (!found) return null;
      if (!found.content) throw new Error(`version ${number} of recipe ${recipeId.toHexString()} does not rebuild to its hash`);
      const { number: n, savedBy, savedAt, note, restoredFrom, draft, released, savedBySupport, changes } = found.head;
      return {
        summary: { number: n, savedBy, savedAt, note, restoredFrom, draft, released, savedBySupport, changes },
        content: found.content,
      };
    },
    /** The one annotation a version gets after it is written: its release, when it was saved as a draft. */
    markReleased: (recipeId: Types.ObjectId, number: number, release: { by: Types.ObjectId; note: string | null; bySupport?: boolean }) =>
      versions.updateOne({ recipeId, number }, { $set: { released: { at: new Date(), ...release } } }),
    /**
     * What the chef told the cooks with each version released after `after` up to `upTo`, newest
     * first, at most `limit`: a draft's release note (its change note was the reviewers'), a live
     * save's change note. Drafts never released themselves (a later one was) say nothing.
     */
    async cookNotes(recipeId: Types.ObjectId, after: number, upTo: number, limit: number) {
      const rows = await versions
        .find(
          {
            recipeId,
            number: { $gt: after, $lte: upTo },
            $or: [{ draft: { $ne: true }, note: { $nin: [null, ''] } }, { 'released.note': { $nin: [null, ''] } }],
          },
          { projection: { _id: 0, number: 1, savedAt: 1, note: 1, draft: 1, released: 1 } },
        )
        .sort({ number: -1 })
        .limit(limit)
        .toArray();
      return rows.map((v) => ({
        version: v.number,
        note: (v.draft ? v.released?.note : v.note) ?? '',
        at: (v.draft ? (v.released?.at ?? v.savedAt) : v.savedAt).toISOString(),
      }));
    },
    forgetRecipe: (recipeId: Types.ObjectId) => versions.deleteMany({ recipeId }),
    forgetKitchen: (kitchenId: string) => versions.deleteMany({ kitchenId: new Types.ObjectId(kitchenId) }),
    collection: versions,
  };
}

export type VersionStore = ReturnType<typeof versionStore>;
