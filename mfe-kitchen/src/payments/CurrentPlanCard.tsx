import { billingDay } from '@brigade/console-kit';
import { formatMoney } from '@brigade/money';
import { Card, Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { KitchenPlan } from '../plan/queries';
import { kitchenPaymentMessages } from './messages';

type Props = { kitchen: KitchenPlan | null; loading: boolean; children?: ReactNode };

/** The kitchen's plan: its cycle and price, what it allows against what the kitchen uses, and when it is due. */
export function CurrentPlanCard({ kitchen, loading, children }: Props) {
  const intl = useIntl();
  const plan = kitchen?.activeSubscriptionPlan;
  const due = kitchen?.getPaymentDueDate;
  const used = (count: number, limit: number) =>
    intl.formatMessage(kitchenPaymentMessages.used, { used: intl.formatNumber(count), limit: intl.formatNumber(limit) });
  const dueText = () => {
    if (!due?.dueDate) return null;
    const date = billingDay(intl, due.dueDate);
    if (due.isDue) return intl.formatMessage(kitchenPaymentMessages.overdue, { date });
    if (due.cancelAt) return intl.formatMessage(kitchenPaymentMessages.cancelScheduled, { date: billingDay(intl, due.cancelAt) });
    if (due.isFreeTrial) return intl.formatMessage(kitchenPaymentMessages.trialEnds, { date, days: Math.max(due.dueInDays ?? 0, 0) });
    return intl.formatMessage(kitchenPaymentMessages.paidUntil, { date });
  };
  return (
    <Card title={intl.formatMessage(kitchenPaymentMessages.currentPlan)} loading={loading}>
      {!plan || !kitchen ? (
        <Typography.Text>{intl.formatMessage(kitchenPaymentMessages.noPlan)}</Typography.Text>
      ) : (
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'plan',
              label: intl.formatMessage(kitchenPaymentMessages.plan),
              children: intl.formatMessage(kitchenPaymentMessages.planName, {
                name: plan.name,
                cycle: intl.formatMessage(kitchenPaymentMessages[plan.subscriptionPlan]),
              }),
            },
            {
              key: 'price',
              label: intl.formatMessage(kitchenPaymentMessages.price),
              children: intl.formatMessage(kitchenPaymentMessages.pricePerCycle, {
                price: formatMoney(plan.price, plan.currency, intl.locale),
                cycle: plan.subscriptionPlan,
              }),
            },
            { key: 'cooks', label: intl.formatMessage(kitchenPaymentMessages.cooks), children: used(kitchen.cooksCount, plan.cooksCount) },
            {
              key: 'recipes',
              label: intl.formatMessage(kitchenPaymentMessages.recipes),
              children: used(kitchen.recipeCount, plan.recipeCount),
            },
            {
              key: 'dishes',
              label: intl.formatMessage(kitchenPaymentMessages.dishes),
              children: used(kitchen.menuItemCount, plan.dishesCount),
            },
            {
              key: 'perCook',
              label: intl.formatMessage(kitchenPaymentMessages.perCookRecipes),
              children: intl.formatNumber(plan.perCookViewRecipeCount),
            },
            { key: 'due', label: intl.formatMessage(kitchenPaymentMessages.status), children: dueText() },
          ]}
        />
      )}
      {children}
    </Card>
  );
}
