import { newEvent, withEvents, type CookChangeCounts, type RecipeEvents } from '@brigade/events';
import type { RequestContext } from '@brigade/service-kit';
import type { Model } from 'mongoose';
import type { RecipeDoc } from '../recipes/recipe.model';
import { contentOf } from '../versions/version-content';
import { changeCounts, diffVersions, forCooks, type VersionDiff } from '../versions/version-diff';
import { diffBudget } from '../versions/word-diff';
import { releasedVersionOf } from './draft';

export const countsOf = (d: VersionDiff): CookChangeCounts => changeCounts(d);

/**
 * `RecipeVersionReleased` for a version cooks are shown from now on (README 'Releases'): every
 * release, so whatever follows releases hears of each; only the cooks who may see the recipe are
 * to be told, and none when nothing a cook is shown changed (a price, a restriction).
 */
export function releaseAnnouncer(recipes: Model<RecipeDoc>, audience: (recipe: RecipeDoc) => Promise<string[]>) {
  return async (ctx: RequestContext, before: RecipeDoc, after: RecipeDoc, releasedBy: string | null, note: string | null) => {
    // Counts only: no word-by-word diff of the steps (a budget of nothing).
    const changes = countsOf(forCooks(diffVersions(contentOf(before), contentOf(after), diffBudget(0))));
    const anything = Object.values(changes).some((n) => n > 0);
    const payload: RecipeEvents['RecipeVersionReleased'] = {
      recipeId: after._id.toHexString(),
      kitchenId: after.kitchenId.toHexString(),
      type: after.type,
      title: after.title,
      version: releasedVersionOf(after),
      previousVersion: before.versionNo ? releasedVersionOf(before) : null,
      note,
      releasedBy,
      notifyUserIds: anything ? await audience(after) : [],
      changes,
    };
    const event = newEvent('RecipeVersionReleased', payload, {
      producer: 'recipe',
      aggregateId: payload.recipeId,
      kitchenId: payload.kitchenId,
    });
    try {
      await recipes.updateOne({ _id: after._id }, withEvents([event]), { timestamps: false });
    } catch (error) {
      // The release itself is written; a lost notice is logged, never a failed save.
      ctx.log.error({ err: error, recipeId: payload.recipeId, version: payload.version }, 'release not announced');
    }
  };
}

export type ReleaseAnnouncer = ReturnType<typeof releaseAnnouncer>;
