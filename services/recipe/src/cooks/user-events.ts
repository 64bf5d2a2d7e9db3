import type { EventEnvelope, UserEvents, UserSummary } from '@brigade/events';
import { isValidObjectId, Types, type Model } from 'mongoose';
import type { RecipeDoc } from '../recipes/recipe.model';
import type { CookProjection } from './cook-projection';

/**
 * identity.user.v1: keeps the cooks projection (newest summary wins) and drops a deleted user from
 * every recipe's cookIds (and what they had read). A private recipe left with no cooks is seen by the kitchen's admins only.
 */
export function userEventHandlers(recipes: Model<RecipeDoc>, cooks: CookProjection, forgetUser?: (userId: string) => Promise<unknown>) {
  const seen = (event: EventEnvelope) => cooks.seen(event.payload as UserSummary, event.occurredAt);
  return {
    UserCreated: seen,
    UserUpdated: seen,
    UserTokensRevoked: seen,
    UserDeleted: async (event: EventEnvelope) => {
      const user = event.payload as UserEvents['UserDeleted'];
      await cooks.seen(user, event.occurredAt, true);
      await forgetUser?.(user.userId);
      if (!isValidObjectId(user.userId)) return;
      const id = new Types.ObjectId(user.userId);
      await recipes.updateMany({ cookIds: id }, { $pull: { cookIds: id } });
    },
  };
}
