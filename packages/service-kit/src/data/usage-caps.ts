import type { Connection } from 'mongoose';

/** One counted thing of one kitchen, e.g. `{ kitchenId, cap: 'cooks' }`. */
export type CapKey = { kitchenId: string; cap: string };

type UsageCounter = { _id: string; kitchenId: string; used: number; epoch: number; changedAt: Date; countedAt?: Date };

/** A granted slot: `release` gives it back when the write it was for did not happen. */
export type Grant = { granted: true; release: () => Promise<void> };
export type Refusal = { granted: false; used: number };

/**
 * A create taking longer than this between its reservation and its write is not expected; after
 * this long without a reservation, the counter may be recounted from the real rows.
 */
const SETTLE_MS = 60_000;

const isDuplicateKey = (error: unknown) => (error as { code?: number } | null)?.code === 11000;

/**
 * Plan caps that hold however requests interleave, across replicas (README 'Usage caps'): each
 * kitchen's use of a cap is a counter document, and a slot is taken by one conditional `$inc`
 * (`used < allowed`), which MongoDB applies atomically. Count-then-create is not enough: every
 * racing request counts before any of them has written. The counter starts from, and is put
 * right again by, the real count of rows, but only when no reservation has been taken for a
 * while, so that a create still on its way is never counted out.
 */
export function usageCaps(connection: Connection, options: { settleMs?: number; now?: () => number } = {}) {
  const counters = connection.collection<UsageCounter>('usage_counters');
  const settleMs = options.settleMs ?? SETTLE_MS;
  const now = () => new Date((options.now ?? Date.now)());
  const idOf = (key: CapKey) => `${key.kitchenId}:${key.cap}`;

  async function recountIfQuiet(key: CapKey, count: () => Promise<number>): Promise<void> {
    const _id = idOf(key);
    const current = await counters.findOne({ _id });
    if (!current) {
      const used = await count();
      // Racing first reservations all try to start the counter; one wins, the rest use it.
      await counters.insertOne({ _id, kitchenId: key.kitchenId, used, epoch: 0, changedAt: now() }).catch((error: unknown) => {
        if (!isDuplicateKey(error)) throw error;
      });
      return;
    }
    const quietSince = now().getTime() - settleMs;
    if (current.changedAt.getTime() > quietSince || (current.countedAt?.getTime() ?? 0) > quietSince) return;
    const used = await count();
    // Compare-and-set: a reservation or release since we read the counter wins over the recount.
    const unchanged = { _id, used: current.used, epoch: current.epoch, changedAt: current.changedAt };
    if (used === current.used) await counters.updateOne(unchanged, { $set: { countedAt: now() } });
    // A new epoch tells releases read before the recount that it may already have counted them out.
    else await counters.updateOne(unchanged, { $set: { used, countedAt: now(), changedAt: now() }, $inc: { epoch: 1 } });
  }

  /** Gives one slot back, unless a recount since `epoch` has already set the counter from the rows. */
  const giveBack = (key: CapKey, epoch: number) => async () => {
    await counters.updateOne({ _id: idOf(key), epoch, used: { $gt: 0 } }, { $inc: { used: -1 } });
  };

  return {
    /**
     * Takes one slot of `key` if fewer than `allowed` are used. `count` is the real number of
     * counted rows, read to start or put right the counter.
     */
    async reserve(key: CapKey, allowed: number, count: () => Promise<number>): Promise<Grant | Refusal> {
      await recountIfQuiet(key, count);
      const taken = await counters.findOneAndUpdate(
        { _id: idOf(key), used: { $lt: allowed } },
        { $inc: { used: 1 }, $set: { changedAt: now() } },
        { returnDocument: 'after' },
      );
      if (taken) return { granted: true, release: giveBack(key, taken.epoch) };
      return { granted: false, used: (await counters.findOne({ _id: idOf(key) }))?.used ?? allowed };
    },

    /**
     * For deleting a counted row: call before the delete, and call what it returns once the row is
     * gone. (Reading the epoch first is what keeps a recount in between from counting it out twice.)
     */
    async freeing(key: CapKey): Promise<() => Promise<void>> {
      const current = await counters.findOne({ _id: idOf(key) });
      return current ? giveBack(key, current.epoch) : async () => undefined;
    },

    /** A deleted kitchen's counters go with it. */
    forget: (kitchenId: string) => counters.deleteMany({ kitchenId }).then(() => undefined),
  };
}

export type UsageCaps = ReturnType<typeof usageCaps>;

/** Runs `write` in a granted slot, and gives the slot back if the write fails. */
export async function inSlot<T>(grant: Grant, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await grant.release().catch(() => undefined);
    throw error;
  }
}
