import { Types, type Connection } from 'mongoose';

/**
 * Per cook and recipe: the newest version they opened and the newest they acknowledged ("Read").
 * Both only ever move forward: a late or repeated request cannot take an acknowledgement back.
 */
export type ReadDoc = {
  recipeId: Types.ObjectId;
  kitchenId: Types.ObjectId;
  userId: string;
  openedVersion?: number;
  openedAt?: Date;
  readVersion?: number;
  readAt?: Date;
  /** When an admin last asked this cook to read this recipe (NudgeRecipeReaders). */
  nudgedAt?: Date;
};

/** A cook is asked to read one recipe at most once an hour, however often an admin presses. */
export const NUDGE_COOL_DOWN_MS = 60 * 60 * 1000;

const isDuplicate = (error: unknown) => (error as { code?: number } | null)?.code === 11000;

export function readStore(connection: Connection) {
  const reads = connection.collection<ReadDoc>('recipe_reads');

  /** Sets `field` to `version` (and its time) when that is newer than what is stored. */
  async function advance(
    recipe: { _id: Types.ObjectId; kitchenId: Types.ObjectId },
    userId: string,
    field: 'openedVersion' | 'readVersion',
    version: number,
  ) {
    const at = field === 'openedVersion' ? 'openedAt' : 'readAt';
    const key = { recipeId: recipe._id, userId };
    try {
      await reads.updateOne(
        { ...key, $or: [{ [field]: { $exists: false } }, { [field]: { $lt: version } }] },
        { $set: { [field]: version, [at]: new Date(), kitchenId: recipe.kitchenId } },
        { upsert: true },
      );
    } catch (error) {
      // The document exists with this version or a newer one: nothing to move.
      if (!isDuplicate(error)) throw error;
    }
  }

  return {
    async init() {
      await reads.createIndex({ recipeId: 1, userId: 1 }, { unique: true });
      await reads.createIndex({ kitchenId: 1 });
      await reads.createIndex({ userId: 1 });
    },
    opened: (recipe: { _id: Types.ObjectId; kitchenId: Types.ObjectId }, userId: string, version: number) =>
      advance(recipe, userId, 'openedVersion', version),
    read: (recipe: { _id: Types.ObjectId; kitchenId: Types.ObjectId }, userId: string, version: number) =>
      advance(recipe, userId, 'readVersion', version),
    /**
     * The cooks among `userIds` not asked about this recipe within the cool-down, each marked asked
     * now; atomic per cook, so two nudges at once ask each cook once.
     */
    async claimNudges(recipe: { _id: Types.ObjectId; kitchenId: Types.ObjectId }, userIds: string[], now = new Date()): Promise<string[]> {
      const since = new Date(now.getTime() - NUDGE_COOL_DOWN_MS);
      const claimed = await Promise.all(
        userIds.map(async (userId) => {
          try {
            const result = await reads.updateOne(
              { recipeId: recipe._id, userId, $or: [{ nudgedAt: { $exists: false } }, { nudgedAt: { $lt: since } }] },
              { $set: { nudgedAt: now, kitchenId: recipe.kitchenId } },
              { upsert: true },
            );
            return result.modifiedCount + result.upsertedCount > 0 ? userId : null;
          } catch (error) {
            // Asked within the cool-down: the document exists and did not match.
            if (isDuplicate(error)) return null;
            throw error;
          }
        }),
      );
      return claimed.filter((id): id is string => id !== null);
    },
    mine: (recipeId: Types.ObjectId, userId: string) => reads.findOne({ recipeId, userId }, { projection: { _id: 0 } }),
    /** What a cook has acknowledged, any recipe. */
    readBy: (userId: string) => reads.find({ userId, readVersion: { $exists: true } }, { projection: { _id: 0 } }).toArray(),
    /** Everything a cook opened or read. */
    ofUser: (userId: string) => reads.find({ userId }, { projection: { _id: 0 } }).toArray(),
    ofRecipe: (recipeId: Types.ObjectId) => reads.find({ recipeId }, { projection: { _id: 0 } }).toArray(),
    forgetRecipe: (recipeId: Types.ObjectId) => reads.deleteMany({ recipeId }),
    forgetKitchen: (kitchenId: string) => reads.deleteMany({ kitchenId: new Types.ObjectId(kitchenId) }),
    forgetUser: (userId: string) => reads.deleteMany({ userId }),
  };
}

export type ReadStore = ReturnType<typeof readStore>;
