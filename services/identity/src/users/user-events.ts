import { newEvent, type EventEnvelope, type UserEvents, type UserSummary } from '@brigade/events';
import { rolesOf } from '../auth/tokens';
import type { UserDoc } from './user.model';

type UserEvent<K extends keyof UserEvents> = EventEnvelope<K, UserEvents[K]>;

export function summary(u: Pick<UserDoc, '_id' | 'kitchenId' | 'status' | 'isSuperAdmin' | 'isAdmin' | 'isCook'>): UserSummary {
  return { userId: u._id.toHexString(), kitchenId: u.kitchenId?.toHexString() ?? null, roles: rolesOf(u), status: u.status };
}

function userEvent<K extends keyof UserEvents>(type: K, payload: UserEvents[K], kitchenId: string | null): UserEvent<K> {
  return newEvent(type, payload, { producer: 'identity', aggregateId: (payload as { userId: string }).userId, kitchenId });
}

export const userCreated = (u: UserDoc, kitchenName?: string) =>
  userEvent('UserCreated', { ...summary(u), ...(kitchenName ? { kitchenName } : {}) }, u.kitchenId?.toHexString() ?? null);

export const userUpdated = (u: UserDoc, changed: string[]) =>
  userEvent('UserUpdated', { ...summary(u), changed }, u.kitchenId?.toHexString() ?? null);

export const userDeleted = (u: UserDoc, lastAdminOfKitchen: boolean) =>
  userEvent('UserDeleted', { ...summary(u), lastAdminOfKitchen, profileImage: u.profileImage ?? null }, u.kitchenId?.toHexString() ?? null);

export const tokensRevoked = (u: UserDoc, tokenVersion: number) =>
  userEvent('UserTokensRevoked', { ...summary(u), tokenVersion }, u.kitchenId?.toHexString() ?? null);
