import { deleteWithEvent, withEvents } from '@brigade/events';
import { Types } from 'mongoose';
import type { IdentityDeps } from '../deps';
import { tokensRevoked, userDeleted } from '../users/user-events';
import type { UserDoc } from '../users/user.model';

type Deps = Pick<IdentityDeps, 'users' | 'push' | 'links'>;

const peopleOf = (deps: Deps, kitchenId: string) =>
  deps.users.find({ kitchenId: new Types.ObjectId(kitchenId), isSuperAdmin: false, _deleted: { $ne: true } }).lean<UserDoc[]>();

/**
 * A deleted kitchen's people are deleted one by one, each with its UserDeleted in the same write,
 * exactly as DeleteUser does: the gateway revokes their tokens, recipe and kitchen forget them.
 * A bulk delete would say nothing, and their tokens would keep working. Safe to run again.
 */
export async function removeKitchenPeople(deps: Deps, kitchenId: string): Promise<void> {
  for (const user of await peopleOf(deps, kitchenId)) {
    await deleteWithEvent(deps.users, user._id, userDeleted(user, false));
    await deps.links.revokeAll(user._id.toHexString());
  }
  await deps.push.removeKitchen(kitchenId);
}

/**
 * A paused kitchen's sessions end: each person's token version goes up with UserTokensRevoked in
 * the same write (compare-and-set, so a concurrent password change is not lost), as pausing one
 * user does. A redelivery only ends sessions again.
 */
export async function endKitchenSessions(deps: Deps, kitchenId: string): Promise<void> {
  for (let user of await peopleOf(deps, kitchenId)) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const tokenVersion = user.tokenVersion + 1;
      const after = { ...user, tokenVersion };
      const done = await deps.users.updateOne(
        { _id: user._id, tokenVersion: user.tokenVersion, _deleted: { $ne: true } },
        { $set: { tokenVersion }, ...withEvents([tokensRevoked(after, tokenVersion)]) },
      );
      if (done.modifiedCount === 1) break;
      const now = await deps.users.findOne({ _id: user._id, _deleted: { $ne: true } }).lean<UserDoc>();
      if (!now) break;
      user = now;
    }
  }
}
