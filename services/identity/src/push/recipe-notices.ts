import { eventHandlers, RecipeEvents, type EventEnvelope } from '@brigade/events';
import { isObjectId, LOCALES, type Locale } from '@brigade/service-kit';
import { Types } from 'mongoose';
import type { Logger } from 'pino';
import type { IdentityDeps } from '../deps';
import type { UserDoc } from '../users/user.model';
import type { PushMessage } from './push.service';
import { hasCookChanges, nudgeNotice, releasedNotice } from './recipe-notice';

// The push service keeps an undelivered notice for a day (push.service.ts), so an older event
// (a consumer that was down, the group reading the topic from its beginning) pushes nothing.
const STALE_AFTER_MS = 24 * 3600_000;
// Far longer than any redelivery (the consumer's ledger keeps a week).
const CLAIM_TTL_SECONDS = 30 * 24 * 3600;

/**
 * recipe.recipe.v1: a released version and an admin's nudge become a push to the cooks the recipe
 * service named, each in their own language (README 'Recipe notices'). Other recipe events are
 * not handled here, so the consumer acknowledges and skips them.
 */
export async function recipeNoticeHandlers(deps: Pick<IdentityDeps, 'users' | 'push' | 'kitchens'>, log: Logger) {
  // One claim per notice and person, taken before the push: a handler retried after a partial
  // failure, or the same release announced twice, never reaches a phone twice.
  const claims = deps.users.db.collection<{ _id: string; at: Date }>('push_notices');
  await claims.createIndex({ at: 1 }, { expireAfterSeconds: CLAIM_TTL_SECONDS });

  /** Only active people of the event's own kitchen: a misrouted event cannot reach another kitchen. */
  async function recipients(kitchenId: string, userIds: string[]): Promise<UserDoc[]> {
    if (!isObjectId(kitchenId)) return [];
    const ids = [...new Set(userIds.filter(isObjectId).map((id) => id.toLowerCase()))];
    if (ids.length === 0 || (await deps.kitchens.paused(kitchenId))) return [];
    return deps.users
      .find(
        {
          _id: { $in: ids.map((id) => new Types.ObjectId(id)) },
          kitchenId: new Types.ObjectId(kitchenId),
          status: 'ACTIVE',
          _deleted: { $ne: true },
        },
        { lang: 1 },
      )
      .lean<UserDoc[]>();
  }

  /** The ids of `people` whose claim on `notice` is new. */
  async function claim(notice: string, people: UserDoc[]): Promise<string[]> {
    const ids = people.map((person) => person._id.toHexString());
    const result = await claims.bulkWrite(
      ids.map((id) => ({ updateOne: { filter: { _id: `${notice}:${id}` }, update: { $setOnInsert: { at: new Date() } }, upsert: true } })),
      { ordered: false },
    );
    return ids.filter((_, index) => result.upsertedIds[index] !== undefined);
  }

  async function notify(notice: string, people: UserDoc[], message: (locale: Locale) => PushMessage): Promise<void> {
    const byLocale = new Map<Locale, UserDoc[]>();
    for (const person of people) {
      const locale = LOCALES.find((l) => l === person.lang) ?? 'en';
      byLocale.set(locale, [...(byLocale.get(locale) ?? []), person]);
    }
    for (const [locale, group] of byLocale) {
      const userIds = await claim(notice, group);
      if (userIds.length === 0) continue;
      try {
        await deps.push.send({ userIds }, message(locale));
      } catch (error) {
        // Database trouble, not a refused device: give the claims back so the consumer's retry
        // pushes; a rare repeat is better than a cook never told.
        await claims.deleteMany({ _id: { $in: userIds.map((id) => `${notice}:${id}`) } });
        throw error;
      }
    }
  }

  const stale = (event: EventEnvelope) => Date.now() - Date.parse(event.occurredAt) > STALE_AFTER_MS;

  return eventHandlers(RecipeEvents, {
    RecipeVersionReleased: async (release, event) => {
      if (stale(event) || !isObjectId(release.recipeId) || !hasCookChanges(release.changes)) return;
      const people = await recipients(release.kitchenId, release.notifyUserIds);
      if (people.length === 0) return;
      // Per version, not per event: the same release announced again stays one notice.
      await notify(`recipe-released:${release.recipeId}:${release.version}`, people, (locale) => releasedNotice(locale, release));
      log.debug({ recipeId: release.recipeId, version: release.version, people: people.length }, 'recipe release pushed to cooks');
    },
    RecipeReadNudged: async (nudge, event) => {
      if (stale(event) || !isObjectId(nudge.recipeId)) return;
      const people = await recipients(nudge.kitchenId, nudge.userIds);
      // Per event: an admin may rightly nudge again tomorrow.
      await notify(`recipe-nudged:${event.id}`, people, (locale) => nudgeNotice(locale, nudge));
    },
  });
}
