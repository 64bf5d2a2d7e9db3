import type { RequestContext } from '@brigade/service-kit';
import { LRUCache } from 'lru-cache';
import type { Types } from 'mongoose';
import { diffVersions, type VersionDiff } from './version-diff';
import type { VersionStore } from './version-store';
import { diffBudget, type DiffBudget } from './word-diff';

/** Characters of text the cache may hold (its diffs' texts, roughly): ~50 MB of strings. */
const CACHE_CHARS = 25_000_000;

const sizeOf = (diff: VersionDiff) =>
  1 +
  diff.steps.reduce((sum, s) => sum + [...s.title, ...s.description].reduce((n, p) => n + p.text.length, 0) + 64, 0) +
  diff.lines.length * 64;

/**
 * Compares two versions of a recipe once per replica: a stored version never changes (it is
 * checked against its hash when rebuilt), so the diff of a pair is kept and every later ask, a
 * cook's `changesSinceMyRead` on each open or the same pair in 15 aliases, reads it. A request
 * shares one word-diff budget across all its comparisons; a diff the budget cut short is answered
 * but not kept, so the next request does it in full.
 */
export function versionComparer(versions: VersionStore) {
  const cache = new LRUCache<string, VersionDiff>({ maxSize: CACHE_CHARS, sizeCalculation: sizeOf });
  const budgets = new WeakMap<RequestContext, DiffBudget>();
  const budgetOf = (ctx: RequestContext) => {
    const budget = budgets.get(ctx) ?? diffBudget();
    budgets.set(ctx, budget);
    return budget;
  };

  return {
    /** The diff from version `from` to `to`; null when either is not stored. */
    async compare(ctx: RequestContext, recipeId: Types.ObjectId, from: number, to: number): Promise<VersionDiff | null> {
      const key = `${recipeId.toHexString()}:${from}:${to}`;
      const kept = cache.get(key);
      if (kept) return kept;
      const [before, after] = [await versions.get(recipeId, from), await versions.get(recipeId, to)];
      if (!before || !after) return null;
      const budget = budgetOf(ctx);
      const spentOutBefore = budget.spentOut;
      budget.spentOut = false;
      const diff = diffVersions(before.content, after.content, budget);
      if (!budget.spentOut) cache.set(key, diff);
      budget.spentOut ||= spentOutBefore;
      return diff;
    },
  };
}

export type VersionComparer = ReturnType<typeof versionComparer>;
