import { createRequire } from 'node:module';

type RequestQueue = { pending: unknown[]; throttledUntil: number; throttleCheckTimeoutId: unknown };
type Schedule = (this: RequestQueue) => void;

/**
 * kafkajs 2.2.4, its last release, re-checks an empty request queue every 1 ms for as long as a
 * connection is open: `throttledUntil - Date.now()` is negative when nothing is throttled, and a
 * negative timeout runs at once (tulios/kafkajs#1704). Node 24 also prints a TimeoutNegativeWarning
 * for it on every service's start (#1751; the fix in PRs #1755/#1768 was never released). An
 * empty, unthrottled queue has nothing to check: a request pushed later is sent at once or
 * schedules its own check, and a fulfilled one checks the queue itself. So the check is skipped
 * then, exactly as the maintainers' review of #1768 proposed; otherwise kafkajs does as it did.
 */
export function fixRequestQueueSchedule(): void {
  const queue = createRequire(__filename)('kafkajs/src/network/requestQueue') as { prototype: { scheduleCheckPendingRequests: Schedule } };
  const original = queue.prototype.scheduleCheckPendingRequests as Schedule & { fixed?: true };
  if (original.fixed) return;
  const fixed: Schedule & { fixed?: true } = function (this: RequestQueue) {
    if (!this.throttleCheckTimeoutId && this.pending.length === 0 && this.throttledUntil <= Date.now()) return;
    original.call(this);
  };
  fixed.fixed = true;
  queue.prototype.scheduleCheckPendingRequests = fixed;
}
