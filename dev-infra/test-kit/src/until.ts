import { inspect } from 'node:util';

export type UntilOptions = { timeoutMs?: number; intervalMs?: number; what?: string };

/**
 * Reads until the value passes `check` (by default: is truthy) and returns it. Events cross
 * processes on their own time; when the time is up it throws with the last value it saw, so a
 * failure says what the system was doing instead of "condition not met".
 */
export async function until<T>(
  read: () => Promise<T> | T,
  check: (value: T) => boolean = Boolean,
  { timeoutMs = 30_000, intervalMs = 100, what = 'condition' }: UntilOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  let failure: unknown;
  for (;;) {
    try {
      last = await read();
      failure = undefined;
      if (check(last)) return last;
    } catch (error) {
      failure = error;
    }
    if (Date.now() > deadline) {
      const seen = failure ? `it threw ${String(failure)}` : `it last read ${inspect(last, { depth: 4, breakLength: 120 })}`;
      throw new Error(`${what} not met in ${timeoutMs} ms: ${seen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
