import { eventHandlers, UserEvents } from '@brigade/events';
import { nextAccountNumber } from '@brigade/service-kit';
import { Types, type Connection, type Model } from 'mongoose';
import type { KitchenCounters } from '../counters/counters';
import { deleteKitchen, type DeletedKitchenDoc } from '../kitchens/deleted-kitchen';
import { kitchenCreated } from '../kitchens/kitchen-events';
import type { KitchenDoc } from '../kitchens/kitchen.model';

/**
 * What the kitchen service does with `identity.user.v1` (README 'Owners'): counts cooks, opens
 * the kitchen a registration asked for, takes a kitchen's first admin as its owner, activates a
 * kitchen once its owner is verified, and closes a kitchen its last admin left. Every step is
 * written so that a repeated event changes nothing.
 */
export function userEventHandlers(
  connection: Connection,
  kitchens: Model<KitchenDoc>,
  deletedKitchens: Model<DeletedKitchenDoc>,
  counters: KitchenCounters,
) {
  /** A registration's kitchen, once per registered user (`openedFor` is unique). */
  async function openFor(userId: string, name: string): Promise<void> {
    if (await kitchens.exists({ openedFor: userId })) return;
    const last = await kitchens.findOne({}, { order: 1 }).sort({ order: -1 }).lean<KitchenDoc>();
    const doc = {
      _id: new Types.ObjectId(),
      name,
      status: 'NOT_VERIFIED' as const,
      isDark: true,
      accNumber: await nextAccountNumber(connection, 'K'),
      order: (last?.order ?? 0) + 1,
      ownerId: new Types.ObjectId(userId),
      openedFor: new Types.ObjectId(userId),
    };
    await kitchens.updateOne({ openedFor: doc.openedFor }, { $setOnInsert: { ...doc, _outbox: [kitchenCreated(doc)] } }, { upsert: true });
  }

  /** An active admin of a kitchen without an owner becomes its owner, and a waiting kitchen opens. */
  async function adopt(userId: string, kitchenId: string, userStatus: string): Promise<void> {
    const owner = new Types.ObjectId(userId);
    await kitchens.updateOne({ _id: kitchenId, ownerId: null }, { $set: { ownerId: owner } });
    await kitchens.updateOne({ _id: kitchenId, status: 'CREATING', ownerId: owner }, { $set: { status: 'ACTIVE' } });
    if (userStatus === 'ACTIVE')
      await kitchens.updateOne({ _id: kitchenId, status: 'NOT_VERIFIED', ownerId: owner }, { $set: { status: 'ACTIVE' } });
  }

  const summaryChanged = async (user: UserEvents['UserUpdated' | 'UserTokensRevoked']) => {
    await counters.user(user);
    if (user.roles.includes('ADMIN') && user.kitchenId) await adopt(user.userId, user.kitchenId, user.status);
  };

  return eventHandlers(UserEvents, {
    UserCreated: async (user) => {
      await counters.user(user);
      if (user.kitchenName && user.roles.includes('ADMIN') && !user.kitchenId) await openFor(user.userId, user.kitchenName);
      if (user.roles.includes('ADMIN') && user.kitchenId) await adopt(user.userId, user.kitchenId, user.status);
    },
    UserUpdated: summaryChanged,
    UserTokensRevoked: summaryChanged,
    UserDeleted: async (user) => {
      await counters.user(user, true);
      if (!user.kitchenId) return;
      await kitchens.updateOne({ _id: user.kitchenId, ownerId: new Types.ObjectId(user.userId) }, { $set: { ownerId: null } });
      // Its last admin deleted their account: the kitchen closes, and its cooks, recipes and billing follow.
      if (user.lastAdminOfKitchen && user.roles.includes('ADMIN')) {
        await deleteKitchen(kitchens, deletedKitchens, new Types.ObjectId(user.kitchenId));
        await counters.forgetKitchen(user.kitchenId);
      }
    },
  });
}
