import { forbidden, page, requireRole, toObjectId, type PageArgs, type RequestContext } from '@brigade/service-kit';
import { Types, type Model } from 'mongoose';
import type { QueryGetPaymentsArgs } from '../__generated__/resolvers';
import { planLoader } from '../plans/plan-loader';
import type { PlanDoc } from '../plans/plan.model';
import { planView } from '../plans/plan.view';
import type { PaymentDoc } from './payment.model';
import { paymentView } from './payment.view';

/**
 * Super admins read every kitchen's payments; a kitchen admin only their kitchen's; cooks none.
 * Another kitchen's payment reads as FORBIDDEN, the same as one that does not exist.
 */
function scope(ctx: RequestContext): Record<string, unknown> {
  const user = requireRole(ctx.caller, 'ADMIN');
  if (user.roles.includes('SUPER_ADMIN')) return {};
  const kitchenId = toObjectId(user.kitchenId);
  if (!kitchenId) throw forbidden();
  return { kitchenId };
}

export function paymentResolvers(payments: Model<PaymentDoc>, plans: Model<PlanDoc>) {
  const planOf = planLoader(plans);
  return {
    Query: {
      getPayments: async (_: unknown, args: PageArgs & QueryGetPaymentsArgs, ctx: RequestContext) => {
        const { skip, limit } = page(args);
        const f = args.filters ?? {};
        const kitchen = f.kitchenId ? (toObjectId(f.kitchenId) ?? new Types.ObjectId('000000000000000000000000')) : null;
        const filter = { $and: [scope(ctx), kitchen ? { kitchenId: kitchen } : {}, f.status ? { status: f.status } : {}] };
        const [records, total] = await Promise.all([
          payments.find(filter).sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).lean<PaymentDoc[]>(),
          payments.countDocuments(filter),
        ]);
        return { records: records.map(paymentView), total };
      },
      getPaymentById: async (_: unknown, { id }: { id: string }, ctx: RequestContext) => {
        const _id = toObjectId(id);
        const found = _id ? await payments.findOne({ $and: [{ _id }, scope(ctx)] }).lean<PaymentDoc>() : null;
        if (!found) throw forbidden();
        return paymentView(found);
      },
    },
    Payment: {
      plan: async (payment: { subscriptionPlanId: string }, _: unknown, ctx: RequestContext) => {
        const plan = await planOf(ctx, toObjectId(payment.subscriptionPlanId, 'Payment.subscriptionPlanId'));
        return plan ? planView(plan) : null;
      },
    },
  };
}
