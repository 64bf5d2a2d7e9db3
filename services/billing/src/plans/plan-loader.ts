import type { RequestContext } from '@brigade/service-kit';
import { Types, type Model } from 'mongoose';
import type { PlanDoc } from './plan.model';

/** Plans by id, batched and cached per request (federation asks for many at once). */
export function planLoader(plans: Model<PlanDoc>) {
  return (ctx: RequestContext, planId: Types.ObjectId) =>
    ctx
      .loader<string, PlanDoc | null>('planById', async (ids) => {
        const found = await plans.find({ _id: { $in: ids.map((id) => new Types.ObjectId(id)) } }).lean<PlanDoc[]>();
        const byId = new Map(found.map((p) => [p._id.toHexString(), p]));
        return ids.map((id) => byId.get(id) ?? null);
      })
      .load(planId.toHexString());
}
