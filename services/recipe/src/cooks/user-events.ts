import { eventHandlers, UserEvents, type EventEnvelope, type UserSummary } from '@brigade/events';
import { toObjectId } from '@brigade/service-kit';
import type { Model } from 'mongoose';
import type { RecipeDoc } from '../recipes/recipe.model';
import type { CookProjection } from './cook-projection';

/**
 * identity.user.v1: keeps the cooks projection (newest summary wins) and drops a deleted user from
 * every recipe's cookIds (and what they had read). A private recipe left with no cooks is seen by the kitchen's admins only.
 */
export function userEventHandlers(recipes: Model<RecipeDoc>, cooks: CookProjection, forgetUser?: (userId: string) => Promise<unknown>) {
  const seen = (user: UserSummary, event: EventEnvelope) => cooks.seen(user, event.occurredAt);
  return eventHandlers(UserEvents, {
    UserCreated: seen,
    UserUpdated: seen,
    UserTokensRevoked: seen,
    UserDeleted: async (user, event) => {
      await cooks.seen(user, event.occurredAt, true);
      await forgetUser?.(user.userId);
      const id = toObjectId(user.userId);
      if (!id) return;
      await recipes.updateMany({ cookIds: id }, { $pull: { cookIds: id } });
    },
  });
}
