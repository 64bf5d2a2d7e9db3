import type { Connection } from 'mongoose';

/** A plan's `storageCapacity` is in GB; a GB here is 1024³ bytes, as file managers count. */
export const GB = 1024 ** 3;

/** Bytes each kitchen stores, against what its plan allows (README 'Storage'). */
type KitchenStorageDoc = {
  _id: string;
  usedBytes: number;
  /** Null until billing has stated the kitchen's plan: the trial's allowance applies. */
  allowedBytes: number | null;
  /** `occurredAt` of the SubscriptionChanged applied last (null before any). */
  asOf: string | null;
};

export type QuotaSettings = {
  /** What a kitchen may store during its free trial, and before billing has stated its plan. */
  trialBytes: number;
};

export function quotaSettings(env: NodeJS.ProcessEnv = process.env): QuotaSettings {
  const trialBytes = Number(env.TRIAL_STORAGE_BYTES ?? GB);
  if (!Number.isSafeInteger(trialBytes) || trialBytes < 0) throw new Error('TRIAL_STORAGE_BYTES must be a whole number of bytes');
  return { trialBytes };
}

export type StorageUsage = { usedBytes: number; allowedBytes: number };
export type Reserved = { ok: true } | ({ ok: false } & StorageUsage);

const collectionOf = (connection: Connection) => connection.collection<KitchenStorageDoc>('kitchen_storage');

/** Hands bytes back (a failed upload, a deleted file). Never below zero, so a double release cannot open room. */
export async function releaseStorage(connection: Connection, kitchenId: string, bytes: number): Promise<void> {
  if (bytes <= 0) return;
  await collectionOf(connection).updateOne({ _id: kitchenId }, [
    { $set: { usedBytes: { $max: [0, { $subtract: ['$usedBytes', bytes] }] } } },
  ]);
}

/** A deleted kitchen's count goes with its media. */
export async function forgetStorage(connection: Connection, kitchenId: string): Promise<void> {
  await collectionOf(connection).deleteOne({ _id: kitchenId });
}

/**
 * Each kitchen's stored bytes, held to its plan's capacity. Bytes are reserved before they are
 * written, by one conditional `$inc`, so parallel uploads (on any replica) cannot pass the capacity.
 * `storedBytes` sums what a kitchen stored before it was counted here.
 */
export function kitchenStorage(connection: Connection, settings: QuotaSettings, storedBytes: (kitchenId: string) => Promise<number>) {
  const kitchens = collectionOf(connection);
  const allowed = (doc: KitchenStorageDoc | null) => doc?.allowedBytes ?? settings.trialBytes;

  async function ensure(kitchenId: string): Promise<void> {
    if (await kitchens.findOne({ _id: kitchenId }, { projection: { _id: 1 } })) return;
    const usedBytes = await storedBytes(kitchenId);
    await kitchens
      .updateOne({ _id: kitchenId }, { $setOnInsert: { usedBytes, allowedBytes: null, asOf: null } }, { upsert: true })
      .catch((error: unknown) => {
        // Two first uploads inserting at once: the other one counted it.
        if ((error as { code?: number }).code !== 11000) throw error;
      });
  }

  return {
    async usage(kitchenId: string): Promise<StorageUsage> {
      const doc = await kitchens.findOne({ _id: kitchenId });
      return { usedBytes: doc?.usedBytes ?? (await storedBytes(kitchenId)), allowedBytes: allowed(doc) };
    },

    async reserve(kitchenId: string, bytes: number): Promise<Reserved> {
      await ensure(kitchenId);
      const fits = { $lte: [{ $add: ['$usedBytes', bytes] }, { $ifNull: ['$allowedBytes', settings.trialBytes] }] };
      const reserved = await kitchens.updateOne({ _id: kitchenId, $expr: fits }, { $inc: { usedBytes: bytes } });
      if (reserved.modifiedCount === 1) return { ok: true };
      const doc = await kitchens.findOne({ _id: kitchenId });
      return { ok: false, usedBytes: doc?.usedBytes ?? 0, allowedBytes: allowed(doc) };
    },

    release: (kitchenId: string, bytes: number) => releaseStorage(connection, kitchenId, bytes),

    /**
     * Billing's statement of the plan (newest wins). A free trial gets at most the trial's
     * allowance, whatever the plan it tries: free storage is where abuse would be cheapest.
     */
    async stated(kitchenId: string, asOf: string, capacityGb: number | undefined, isFreeTrial: boolean): Promise<void> {
      if (capacityGb === undefined) return;
      await ensure(kitchenId);
      const planBytes = capacityGb * GB;
      const allowedBytes = isFreeTrial ? Math.min(planBytes, settings.trialBytes) : planBytes;
      await kitchens.updateOne({ _id: kitchenId, $or: [{ asOf: null }, { asOf: { $lt: asOf } }] }, { $set: { allowedBytes, asOf } });
    },
  };
}

export type KitchenStorage = ReturnType<typeof kitchenStorage>;
