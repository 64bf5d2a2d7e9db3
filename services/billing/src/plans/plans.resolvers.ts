import type { Model } from 'mongoose';
import type { PlanDoc } from './plan.model';

const toGraph = ({ _id, ...plan }: PlanDoc) => ({ id: _id.toHexString(), ...plan });

export function planResolvers(plans: Model<PlanDoc>) {
  return {
    Query: {
      getActiveSubscriptionPlan: async () =>
        (await plans.find({ status: 'ACTIVE' }).sort({ price: 1, name: 1 }).lean<PlanDoc[]>()).map(toGraph),
    },
  };
}
