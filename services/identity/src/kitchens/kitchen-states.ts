import type { PlanLimits } from '@brigade/events';
import { usageCaps } from '@brigade/service-kit';
import type { Connection } from 'mongoose';

/**
 * Identity's projection of what other services know about each kitchen (ARCHITECTURE.md: a
 * service keeps a small projection fed by events rather than reading another's database):
 * that it exists (kitchen.kitchen.v1), and its plan limits and overdue state (billing); and how
 * many of its cook places are taken (service-kit's usage caps).
 */
export type KitchenState = {
  _id: string;
  exists: boolean;
  /** PAUSED by a super admin: its people cannot sign in (README 'Pausing a kitchen'). */
  paused?: boolean;
  /** occurredAt of the status change applied last. */
  statusAsOf?: string;
  cooksLimit?: number;
  overdue?: boolean;
  /** occurredAt of the billing event applied last; an older, redelivered one is ignored. */
  billingAsOf?: string;
};

export async function kitchenStates(connection: Connection, options: { trialCookLimit: number }) {
  const states = connection.collection<KitchenState>('kitchen_states');
  const caps = usageCaps(connection);
  const cookPlaces = (kitchenId: string) => ({ kitchenId, cap: 'cooks' });
  /** Until billing has said otherwise, a kitchen has the free trial's allowance (README). */
  const cookLimit = async (kitchenId: string): Promise<number> =>
    (await states.findOne({ _id: kitchenId }))?.cooksLimit ?? options.trialCookLimit;
  return {
    get: (kitchenId: string) => states.findOne({ _id: kitchenId }),
    async exists(kitchenId: string): Promise<boolean> {
      return (await states.findOne({ _id: kitchenId, exists: true })) !== null;
    },
    cookLimit,
    /** Takes one of the plan's cook places, however many admins add cooks at once (README 'Cooks and plans'). */
    async reserveCook(kitchenId: string, countCooks: () => Promise<number>) {
      const allowed = await cookLimit(kitchenId);
      return { ...(await caps.reserve(cookPlaces(kitchenId), allowed, countCooks)), allowed };
    },
    /** Before deleting a cook; what it returns gives the place back once the cook is gone. */
    freeingCook: (kitchenId: string) => caps.freeing(cookPlaces(kitchenId)),
    async overdue(kitchenId: string | null): Promise<boolean> {
      return kitchenId ? ((await states.findOne({ _id: kitchenId }))?.overdue ?? false) : false;
    },
    async paused(kitchenId: string): Promise<boolean> {
      return (await states.findOne({ _id: kitchenId }))?.paused === true;
    },
    /** Newest status change wins; events come again and late. */
    async statusChanged(kitchenId: string, occurredAt: string, status: string): Promise<void> {
      const paused = status === 'PAUSED';
      const newer = await states.updateOne(
        { _id: kitchenId, $or: [{ statusAsOf: { $exists: false } }, { statusAsOf: { $lte: occurredAt } }] },
        { $set: { paused, statusAsOf: occurredAt } },
      );
      if (newer.matchedCount === 0)
        await states.updateOne({ _id: kitchenId }, { $setOnInsert: { exists: true, paused, statusAsOf: occurredAt } }, { upsert: true });
    },
    created: (kitchenId: string) =>
      states.updateOne({ _id: kitchenId }, { $set: { exists: true } }, { upsert: true }).then(() => undefined),
    /** A kitchen the kitchen service showed (known-kitchen.ts), unless identity already holds a statement of it; whether it exists now. */
    async asked(kitchenId: string): Promise<boolean> {
      const held = await states.findOneAndUpdate(
        { _id: kitchenId },
        { $setOnInsert: { exists: true } },
        { upsert: true, returnDocument: 'after' },
      );
      return held?.exists === true;
    },
    async deleted(kitchenId: string): Promise<void> {
      await states.updateOne({ _id: kitchenId }, { $set: { exists: false } }, { upsert: true });
      await caps.forget(kitchenId);
    },
    async billing(kitchenId: string, occurredAt: string, state: { limits: PlanLimits; overdue: boolean }): Promise<void> {
      // Only a newer statement of the subscription replaces the one we hold.
      await states.updateOne(
        { _id: kitchenId, $or: [{ billingAsOf: { $exists: false } }, { billingAsOf: { $lt: occurredAt } }] },
        { $set: { cooksLimit: state.limits.cooksCount, overdue: state.overdue, billingAsOf: occurredAt } },
      );
      await states.updateOne(
        { _id: kitchenId },
        { $setOnInsert: { exists: true, cooksLimit: state.limits.cooksCount, overdue: state.overdue, billingAsOf: occurredAt } },
        { upsert: true },
      );
    },
  };
}

export type KitchenStates = Awaited<ReturnType<typeof kitchenStates>>;
