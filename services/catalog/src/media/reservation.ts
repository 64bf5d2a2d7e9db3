import type { KitchenStorage, StorageUsage } from './quota';

/** Reserved a block at a time while a video streams in: one database write per 8 MB, not per chunk. */
const BLOCK = 8 * 1024 * 1024;

/** Storage held for one upload: bytes are taken before they are written, and what was not used goes back. */
export type Reservation = {
  /** Holds room for `bytes` more, or throws what `full` makes of the kitchen's usage. */
  take(bytes: number): Promise<void>;
  /** The upload is stored with `size` bytes: the rest of the reservation goes back. */
  settle(size: number): Promise<void>;
  /** The upload failed: everything goes back. */
  cancel(): Promise<void>;
};

/** Super admins' uploads are the platform's, counted against no kitchen. */
export const unlimited: Reservation = { take: async () => undefined, settle: async () => undefined, cancel: async () => undefined };

export function reservation(storage: KitchenStorage, kitchenId: string, full: (usage: StorageUsage) => Error): Reservation {
  let held = 0;
  let used = 0;
  return {
    async take(bytes) {
      used += bytes;
      if (used <= held) return;
      const needed = used - held;
      let amount = Math.max(needed, BLOCK);
      let answer = await storage.reserve(kitchenId, amount);
      // Near the limit a whole block may not fit where the bytes themselves still do.
      if (!answer.ok && amount > needed) {
        amount = needed;
        answer = await storage.reserve(kitchenId, amount);
      }
      if (!answer.ok) throw full({ usedBytes: answer.usedBytes, allowedBytes: answer.allowedBytes });
      held += amount;
    },
    async settle(size) {
      const surplus = held - size;
      held = size;
      await storage.release(kitchenId, surplus);
    },
    async cancel() {
      const all = held;
      held = 0;
      await storage.release(kitchenId, all);
    },
  };
}

/** Passes the bytes through, reserving room for each chunk before it goes on to be written. */
export async function* reserving(chunks: AsyncIterable<Buffer>, held: Reservation): AsyncGenerator<Buffer> {
  for await (const chunk of chunks) {
    await held.take(chunk.length);
    yield chunk;
  }
}
