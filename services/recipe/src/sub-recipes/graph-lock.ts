import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';

type Lock = { _id: string; holder: string; until: Date };

/** Longer than any save takes; a replica that died holding the lock frees it after this. */
const LEASE_MS = 10_000;
/** How long a save waits for the kitchen's other save before it gives up (a 503-free retry is the client's). */
const WAIT_MS = 15_000;
const isDuplicate = (error: unknown) => (error as { code?: number } | null)?.code === 11000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One save at a time per kitchen may add a sub-recipe (README 'Sub-recipes: loops'). The loop and
 * depth checks read what other recipes use; two saves at once (A uses B while B is changed to use
 * A) each read the other's old lines, both passed and stored a loop. Held in the kitchen's own
 * document of `sub_recipe_locks`, so it holds across every replica of the service; MongoDB makes
 * taking it atomic (an upsert on the kitchen's id: only one insert can win). Saves that add no
 * sub-recipe, most of them, never wait.
 */
export function subRecipeGraphLock(connection: Connection) {
  const locks = connection.collection<Lock>('sub_recipe_locks');

  async function take(kitchenId: string, holder: string): Promise<void> {
    const giveUpAt = Date.now() + WAIT_MS;
    for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
      const now = new Date();
      try {
        // Matches only an expired lock; otherwise the upsert's insert meets the held one and fails.
        await locks.updateOne(
          { _id: kitchenId, until: { $lt: now } },
          { $set: { holder, until: new Date(now.getTime() + LEASE_MS) } },
          { upsert: true },
        );
        return;
      } catch (error) {
        if (!isDuplicate(error) || Date.now() > giveUpAt) throw error;
      }
      await sleep(pause + Math.random() * pause);
    }
  }

  return {
    /** `work` with the kitchen's lock held when `needed`; without waiting otherwise. */
    async around<T>(kitchenId: string, needed: boolean, work: () => Promise<T>): Promise<T> {
      if (!needed) return work();
      const holder = randomUUID();
      await take(kitchenId, holder);
      try {
        return await work();
      } finally {
        await locks.deleteOne({ _id: kitchenId, holder });
      }
    },
  };
}

export type SubRecipeGraphLock = ReturnType<typeof subRecipeGraphLock>;
