import { eventHandlers, KitchenEvents, SubscriptionEvents, withEvents } from '@brigade/events';
import { LOCALES } from '@brigade/service-kit';
import { Types } from 'mongoose';
import type { Logger } from 'pino';
import type { IdentityDeps } from '../deps';
import { createAccount } from '../users/accounts';
import { endKitchenSessions, removeKitchenPeople } from './kitchen-people';
import { userUpdated } from '../users/user-events';
import type { UserDoc } from '../users/user.model';

/** What identity does with the kitchen and billing services' events (README 'Events'). */
export function kitchenEventHandlers(deps: Pick<IdentityDeps, 'users' | 'kitchens' | 'push' | 'links' | 'mail' | 'settings'>, log: Logger) {
  /**
   * The first admin a super admin named for a new kitchen: created and invited, or, if that
   * e-mail already has an account without a kitchen (a registration), made its admin. An e-mail
   * of another kitchen's user is left alone (logged): the kitchen stays CREATING until a super
   * admin adds an admin with CreateKitchenAdmin.
   */
  async function firstAdmin(kitchenId: string, admin: NonNullable<KitchenEvents['KitchenCreated']['firstAdmin']>): Promise<void> {
    const existing = await deps.users.findOne({ email: admin.email.toLowerCase() }).lean<UserDoc>();
    if (!existing) {
      const lang = LOCALES.find((l) => l === admin.lang);
      await createAccount(
        deps,
        {
          email: admin.email.toLowerCase(),
          fName: admin.fName,
          lName: admin.lName,
          ...(admin.phone ? { phone: admin.phone } : {}),
          ...(lang ? { lang } : {}),
          kitchenId: new Types.ObjectId(kitchenId),
          isAdmin: true,
        },
        lang ?? 'en',
        null,
      );
    } else if (existing.kitchenId === null && !existing.isSuperAdmin) {
      await joinKitchen(existing, kitchenId);
    } else if (existing.kitchenId?.toHexString() !== kitchenId) {
      log.warn({ kitchenId }, 'the first admin named for a kitchen already belongs to another kitchen; the kitchen waits for an admin');
    }
  }

  async function joinKitchen(user: UserDoc, kitchenId: string): Promise<void> {
    const after = { ...user, kitchenId: new Types.ObjectId(kitchenId), isAdmin: true };
    await deps.users.updateOne(
      { _id: user._id, kitchenId: null },
      { $set: { kitchenId: after.kitchenId, isAdmin: true }, ...withEvents([userUpdated(after, ['kitchenId'])]) },
    );
  }

  return {
    ...eventHandlers(KitchenEvents, {
      KitchenCreated: async ({ kitchenId, ownerId, firstAdmin: admin }) => {
        await deps.kitchens.created(kitchenId);
        if (admin) await firstAdmin(kitchenId, admin);
        // The person who registered to open this kitchen becomes its admin.
        const owner = ownerId ? await deps.users.findOne({ _id: ownerId, kitchenId: null, isSuperAdmin: false }).lean<UserDoc>() : null;
        if (owner) await joinKitchen(owner, kitchenId);
      },
      // A deleted kitchen takes its admins, cooks, their links and devices with it, each announced.
      KitchenDeleted: async ({ kitchenId }) => {
        await deps.kitchens.deleted(kitchenId);
        await removeKitchenPeople(deps, kitchenId);
      },
      // Pausing ends its people's sessions and refuses their sign-in until it is reactivated.
      KitchenStatusChanged: async ({ kitchenId, status }, event) => {
        await deps.kitchens.statusChanged(kitchenId, event.occurredAt, status);
        if (status === 'PAUSED') await endKitchenSessions(deps, kitchenId);
      },
    }),
    ...eventHandlers(SubscriptionEvents, {
      SubscriptionChanged: async (state, event) => {
        await deps.kitchens.billing(state.kitchenId, event.occurredAt, state);
      },
    }),
  };
}
