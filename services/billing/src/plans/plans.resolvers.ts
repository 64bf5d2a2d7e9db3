import {
  badUserInput,
  inUse,
  notFound,
  page,
  requireRole,
  sameText,
  textSearch,
  toObjectId,
  type PageArgs,
  type RequestContext,
} from '@brigade/service-kit';
import type { Model, Types } from 'mongoose';
import type { QueryGetSubscriptionPlanArgs } from '../__generated__/resolvers';
import { isSuperAdmin } from '../access';
import { parseInput, t } from '../i18n/messages';
import { newPlan, planChange, type NewPlan } from './plan-input';
import type { PlanDoc } from './plan.model';
import { planView } from './plan.view';

/** Everyone sees the plans on offer (kitchens choose before registering); deactivated ones only the super admin. */
const visible = (ctx: RequestContext): Record<string, unknown> => (isSuperAdmin(ctx) ? {} : { status: 'ACTIVE' });
const when = (value: string | null | undefined, condition: Record<string, unknown>): Record<string, unknown> => (value ? condition : {});

/** Stored fields from parsed input: `price` arrives as cents (plan-input.ts). */
function stored(input: Partial<NewPlan>): Partial<PlanDoc> {
  const { price, status, showsAds, ...rest } = input;
  return {
    ...rest,
    ...(price !== undefined ? { priceCents: price } : {}),
    ...(status ? { status } : {}),
    ...(showsAds !== undefined && showsAds !== null ? { showsAds } : {}),
  };
}

export type PlanHooks = {
  /** Kitchens holding the plan (it cannot be deleted while there are any). */
  subscribers: (planId: Types.ObjectId) => Promise<number>;
  /** Called after a change, with the plan before and after. */
  changed?: (before: PlanDoc, after: PlanDoc) => Promise<void>;
};

export function planResolvers(plans: Model<PlanDoc>, { subscribers, changed }: PlanHooks) {
  const nameTaken = async (name: string, cycle: PlanDoc['subscriptionPlan'], except?: Types.ObjectId) =>
    Boolean(await plans.exists({ name: sameText(name), subscriptionPlan: cycle, ...(except ? { _id: { $ne: except } } : {}) }));

  async function existing(id: string, ctx: RequestContext): Promise<PlanDoc> {
    const _id = toObjectId(id);
    const plan = _id ? await plans.findById(_id).lean<PlanDoc>() : null;
    if (!plan) throw notFound(t(ctx.locale, 'planNotFound'));
    return plan;
  }

  return {
    Query: {
      getActiveSubscriptionPlan: async () =>
        (await plans.find({ status: 'ACTIVE' }).sort({ priceCents: 1, name: 1 }).lean<PlanDoc[]>()).map(planView),
      getSubscriptionPlan: async (_: unknown, args: PageArgs & QueryGetSubscriptionPlanArgs, ctx: RequestContext) => {
        const { skip, limit } = page(args);
        const f = args.filters ?? {};
        const filter = {
          $and: [
            visible(ctx),
            when(f.status, { status: f.status }),
            when(f.subscriptionPlan, { subscriptionPlan: f.subscriptionPlan }),
            textSearch(f.search, ['name']),
          ],
        };
        const [records, total] = await Promise.all([
          plans.find(filter).sort({ subscriptionPlan: 1, priceCents: 1, name: 1 }).skip(skip).limit(limit).lean<PlanDoc[]>(),
          plans.countDocuments(filter),
        ]);
        return { records: records.map(planView), total };
      },
      getSubscriptionPlanById: async (_: unknown, { id }: { id: string }, ctx: RequestContext) => {
        const _id = toObjectId(id);
        const plan = _id ? await plans.findOne({ $and: [{ _id }, visible(ctx)] }).lean<PlanDoc>() : null;
        return plan ? planView(plan) : null;
      },
    },
    Mutation: {
      CreateSubscriptionPlan: async (_: unknown, { input }: { input: unknown }, ctx: RequestContext) => {
        const admin = requireRole(ctx.caller);
        const fields = parseInput(newPlan, input, ctx.locale);
        if (await nameTaken(fields.name, fields.subscriptionPlan)) throw badUserInput('name', t(ctx.locale, 'planNameTaken'));
        const created = await plans.create({ ...stored(fields), updatedBy: admin.userId });
        return planView(created.toObject());
      },
      UpdateSubscriptionPlan: async (_: unknown, { id, input }: { id: string; input: unknown }, ctx: RequestContext) => {
        const admin = requireRole(ctx.caller);
        const change = parseInput(planChange, input, ctx.locale);
        const plan = await existing(id, ctx);
        const [name, cycle] = [change.name ?? plan.name, change.subscriptionPlan ?? plan.subscriptionPlan];
        if ((name !== plan.name || cycle !== plan.subscriptionPlan) && (await nameTaken(name, cycle, plan._id))) {
          throw badUserInput('name', t(ctx.locale, 'planNameTaken'));
        }
        // Kitchens already on the plan keep what they bought until they renew: prices apply to the next cycle.
        const updated = await plans
          .findByIdAndUpdate(plan._id, { $set: { ...stored(change), updatedBy: admin.userId } }, { returnDocument: 'after' })
          .lean<PlanDoc>();
        if (!updated) throw notFound(t(ctx.locale, 'planNotFound'));
        await changed?.(plan, updated);
        return planView(updated);
      },
      /** A plan kitchens still hold cannot go: it is deactivated instead (status PAUSED), and they keep it. */
      DeleteSubscriptionPlan: async (_: unknown, { id }: { id: string }, ctx: RequestContext) => {
        requireRole(ctx.caller);
        const plan = await existing(id, ctx);
        const count = await subscribers(plan._id);
        if (count > 0) {
          throw inUse(t(ctx.locale, 'planInUse', { count }), { kitchens: count }, { field: 'id' });
        }
        await plans.deleteOne({ _id: plan._id });
        return { code: 200, message: t(ctx.locale, 'planDeleted') };
      },
    },
    SubscriptionPlan: {
      /** Whatever its status: a reference comes from a subscription the caller may see (a kitchen keeps a deactivated plan). */
      __resolveReference: async (ref: { id: string }) => {
        const _id = toObjectId(ref.id);
        const plan = _id ? await plans.findById(_id).lean<PlanDoc>() : null;
        return plan ? planView(plan) : null;
      },
    },
  };
}
