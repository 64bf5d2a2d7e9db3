import type { UserRole, UserSummary } from '@brigade/events';
import type { Connection } from 'mongoose';
import { newestWins, unlessKnown } from '../shared/newest-wins';

/** Who is a cook of which kitchen, from identity.user.v1; validates a recipe's cookIds. */
export type KnownUser = { _id: string; kitchenId: string | null; roles: UserRole[]; status: string; deleted: boolean; asOf: string };

export function cookProjection(connection: Connection) {
  const users = connection.collection<KnownUser>('known_users');
  const replace = newestWins(users);
  const fill = unlessKnown(users);
  return {
    /** What identity answered for one the projection has not heard of yet (owner-checks); its event replaces it. */
    asked: (user: UserSummary) =>
      fill({ _id: user.userId, kitchenId: user.kitchenId, roles: user.roles, status: user.status, deleted: false }),
    /** Every identity event carries the user's whole summary, so the newest one is the truth. */
    seen: (user: UserSummary, asOf: string, deleted = false) =>
      replace({ _id: user.userId, kitchenId: user.kitchenId, roles: user.roles, status: user.status, deleted, asOf }),
    /** The kitchen's cooks who can sign in (README 'Reads'): invited, paused or deleted ones are not asked to read. */
    activeCooksOf: (kitchenId: string) =>
      users
        .find({ kitchenId, roles: 'COOK', deleted: false, status: 'ACTIVE' }, { projection: { _id: 1 } })
        .sort({ _id: 1 })
        .toArray(),
    /** A live cook's kitchen, or null when the id is no live cook. */
    kitchenOfCook: async (userId: string): Promise<string | null> =>
      (await users.findOne({ _id: userId, roles: 'COOK', deleted: false }, { projection: { kitchenId: 1 } }))?.kitchenId ?? null,
    /** The ids among `ids` that are not live cooks of `kitchenId`. */
    async notCooksOf(kitchenId: string, ids: string[]): Promise<string[]> {
      const cooks = await users.find({ _id: { $in: ids }, kitchenId, roles: 'COOK', deleted: false }).toArray();
      const found = new Set(cooks.map((c) => c._id));
      return ids.filter((id) => !found.has(id));
    },
  };
}

export type CookProjection = ReturnType<typeof cookProjection>;
