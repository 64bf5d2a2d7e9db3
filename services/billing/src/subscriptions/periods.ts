import type { PlanDoc } from '../plans/plan.model';

/**
 * The end of a billing period that starts at `start`: one calendar month or one year later, as
 * Stripe counts (31 January + 1 month = 28/29 February, the month's last day).
 */
export function periodEndAfter(start: Date, cycle: PlanDoc['subscriptionPlan']): Date {
  const months = cycle === 'ANNUAL' ? 12 : 1;
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
