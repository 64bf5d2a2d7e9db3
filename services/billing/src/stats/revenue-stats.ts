import { monthOf, monthWindow, requireRole, statsInput, type RequestContext } from '@brigade/service-kit';
import type { Model } from 'mongoose';
import type { RevenueStats } from '../__generated__/resolvers';
import { parseInput } from '../i18n/messages';
import type { PaymentDoc } from '../payments/payment.model';
import type { SubscriptionDoc } from '../subscriptions/subscription.model';

/** Billing charges in euro only (PaymentDoc.currency); the sums below are of that currency. */
const CURRENCY = 'EUR';

/**
 * The super admin dashboard's money, summed by the database: paid payments by the UTC month they
 * were paid in, net of VAT (subtotal − discount: the tax is owed to the tax office, not earned).
 */
export function revenueStatsQueries(payments: Model<PaymentDoc>, subscriptions: Model<SubscriptionDoc>) {
  return {
    revenueStats: async (_: unknown, args: { months?: number | null }, ctx: RequestContext): Promise<RevenueStats> => {
      // Across every kitchen, so super admins only (requireRole with no role lets only them pass).
      requireRole(ctx.caller);
      const { months } = parseInput(statsInput, args, ctx.locale);
      const window = monthWindow(new Date(), months);
      const [rows, activeSubscriptions] = await Promise.all([
        payments.aggregate<{ _id: string; revenueCents: number }>([
          { $match: { status: 'PAID', currency: CURRENCY, paymentAt: { $gte: window.start, $lt: window.end } } },
          { $group: { _id: monthOf('$paymentAt'), revenueCents: { $sum: { $subtract: ['$subtotalCents', '$discountCents'] } } } },
        ]),
        subscriptions.countDocuments({ status: 'ACTIVE' }),
      ]);
      const byMonth = new Map(rows.map((row) => [row._id, row.revenueCents]));
      const revenue = window.months.map((month) => ({ month, revenueCents: byMonth.get(month) ?? 0 }));
      return {
        activeSubscriptions,
        currency: CURRENCY,
        revenueThisMonthCents: revenue[revenue.length - 1]?.revenueCents ?? 0,
        revenue,
      };
    },
  };
}
