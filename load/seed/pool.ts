/**
 * Runs every job of every queue, `concurrency` at a time, never two of one queue at once (jobs of
 * one kitchen run one after the other, as one admin would type them); the fullest queue goes
 * first, so the queues drain together and the pool stays full until the end.
 */
export async function drainQueues<T>(queues: T[][], concurrency: number, run: (job: T) => Promise<void>): Promise<void> {
  const busy = new Set<number>();
  const pending = queues.map((q) => [...q]);
  const nextQueue = () => {
    let best = -1;
    pending.forEach((q, i) => {
      if (!busy.has(i) && q.length > 0 && (best < 0 || q.length > (pending[best]?.length ?? 0))) best = i;
    });
    return best;
  };
  const worker = async () => {
    for (let i = nextQueue(); i >= 0; i = nextQueue()) {
      const job = pending[i]?.shift() as T;
      busy.add(i);
      try {
        await run(job);
      } finally {
        busy.delete(i);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
