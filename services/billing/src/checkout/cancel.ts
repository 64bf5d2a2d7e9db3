import type { RequestContext } from '@brigade/service-kit';
import { t } from '../i18n/messages';
import { moveSubscription } from '../subscriptions/move-subscription';
import type { SubscriptionDoc } from '../subscriptions/subscription.model';
import { kitchenAdminOf, longDate, refuse, type CheckoutDeps } from './checkout-deps';

/**
 * createSubscriptionCancel (README 'Cancelling'): a paid or trial subscription ends at the end of
 * the period already paid for (or the trial), and the kitchen keeps its plan until then; the
 * provider is told so it charges no more. A kitchen that owes (past due) is canceled at once.
 */
export async function cancelSubscription(deps: CheckoutDeps, ctx: RequestContext) {
  const { kitchenId } = kitchenAdminOf(ctx);
  const sub = await deps.subscriptions.findOne({ kitchenId }).lean<SubscriptionDoc>();
  if (!sub || sub.kitchenDeleted || sub.status === 'CANCELED') throw refuse(ctx, 'subscription', 'nothingToCancel');
  if (sub.cancelAtPeriodEnd) throw refuse(ctx, 'subscription', 'alreadyCanceling');
  const ref = sub.providerSubscriptionRef;
  try {
    if (ref && sub.status === 'ACTIVE')
      await deps.provider.cancelAtPeriodEnd(`brigade-cancel-${sub._id.toHexString()}-${sub.dueDate?.getTime()}`, ref);
    if (ref && sub.status === 'PAST_DUE') await deps.provider.abandon(`brigade-abandon-${ref}`, ref);
  } catch (error) {
    deps.log?.error({ err: error, kitchenId: kitchenId.toHexString() }, 'the payment provider did not cancel');
    throw refuse(ctx, 'subscription', 'providerUnavailable');
  }
  if (sub.status === 'PAST_DUE') {
    await moveSubscription(deps.subscriptions, deps.plans, sub, { status: 'CANCELED' }, { status: 'PAST_DUE' });
    const now = new Date();
    return { code: 200, msg: t(ctx.locale, 'cancelScheduled', { date: longDate(ctx.locale, now) }), cancelAt: now.toISOString() };
  }
  await deps.subscriptions.updateOne({ _id: sub._id }, { $set: { cancelAtPeriodEnd: true } });
  const cancelAt = sub.dueDate ?? new Date();
  return { code: 200, msg: t(ctx.locale, 'cancelScheduled', { date: longDate(ctx.locale, cancelAt) }), cancelAt: cancelAt.toISOString() };
}
