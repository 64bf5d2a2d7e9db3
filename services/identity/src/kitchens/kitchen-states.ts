import type { PlanLimits } from '@brigade/events';
import type { Connection } from 'mongoose';

/**
 * Identity's projection of what other services know about each kitchen (ARCHITECTURE.md: a
 * service keeps a small projection fed by events rather than reading another's database):
 * that it exists (kitchen.kitchen.v1), and its plan limits and overdue state (billing).
 */
export type KitchenState = {
  _id: string;
  exists: boolean;
  cooksLimit?: number;
  overdue?: boolean;
  /** occurredAt of the billing event applied last; an older, redelivered one is ignored. */
  billingAsOf?: string;
};

export async function kitchenStates(connection: Connection, options: { trialCookLimit: number }) {
  const states = connection.collection<KitchenState>('kitchen_states');
  return {
    get: (kitchenId: string) => states.findOne({ _id: kitchenId }),
    async exists(kitchenId: string): Promise<boolean> {
      return (await states.findOne({ _id: kitchenId, exists: true })) !== null;
    },
    /** Until billing has said otherwise, a kitchen has the free trial's allowance (README). */
    async cookLimit(kitchenId: string): Promise<number> {
      return (await states.findOne({ _id: kitchenId }))?.cooksLimit ?? options.trialCookLimit;
    },
    async overdue(kitchenId: string | null): Promise<boolean> {
      return kitchenId ? ((await states.findOne({ _id: kitchenId }))?.overdue ?? false) : false;
    },
    created: (kitchenId: string) =>
      states.updateOne({ _id: kitchenId }, { $set: { exists: true } }, { upsert: true }).then(() => undefined),
    deleted: (kitchenId: string) =>
      states.updateOne({ _id: kitchenId }, { $set: { exists: false } }, { upsert: true }).then(() => undefined),
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
