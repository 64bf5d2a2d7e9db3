import { billingDay } from '@brigade/console-kit';
import { formatMoney } from '@brigade/money';
import { Card, Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { KitchenPlan } from '../plan/queries';
import { m } from './messages';

type Props = { kitchen: KitchenPlan | null; loading: boolean; children?: ReactNode };

/** The kitchen's plan: its cycle and price, what it allows against what the kitchen uses, and when it is due. */
export function CurrentPlanCard({ kitchen, loading, children }: Props) {
  const intl = useIntl();
  const plan = kitchen?.activeSubscriptionPlan;
  const due = kitchen?.getPaymentDueDate;
  const used = (count: number, limit: number) =>
    intl.formatMessage(m.used, { used: intl.formatNumber(count), limit: intl.formatNumber(limit) });
  const dueText = () => {
    if (!due?.dueDate) return null;
    const date = billingDay(intl, due.dueDate);
    if (due.isDue) return intl.formatMessage(m.overdue, { date });
    if (due.cancelAt) return intl.formatMessage(m.cancelScheduled, { date: billingDay(intl, due.cancelAt) });
    if (due.isFreeTrial) return intl.formatMessage(m.trialEnds, { date, days: Math.max(due.dueInDays ?? 0, 0) });
    return intl.formatMessage(m.paidUntil, { date });
  };
  return (
    <Card title={intl.formatMessage(m.currentPlan)} loading={loading}>
      {!plan || !kitchen ? (
        <Typography.Text>{intl.formatMessage(m.noPlan)}</Typography.Text>
      ) : (
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'plan',
              label: intl.formatMessage(m.plan),
              children: intl.formatMessage(m.planName, { name: plan.name, cycle: intl.formatMessage(m[plan.subscriptionPlan]) }),
            },
            {
              key: 'price',
              label: intl.formatMessage(m.price),
              children: intl.formatMessage(m.pricePerCycle, {
                price: formatMoney(plan.price, plan.currency, intl.locale),
                cycle: plan.subscriptionPlan,
              }),
            },
            { key: 'cooks', label: intl.formatMessage(m.cooks), children: used(kitchen.cooksCount, plan.cooksCount) },
            { key: 'recipes', label: intl.formatMessage(m.recipes), children: used(kitchen.recipeCount, plan.recipeCount) },
            { key: 'dishes', label: intl.formatMessage(m.dishes), children: used(kitchen.menuItemCount, plan.dishesCount) },
            { key: 'perCook', label: intl.formatMessage(m.perCookRecipes), children: intl.formatNumber(plan.perCookViewRecipeCount) },
            { key: 'due', label: intl.formatMessage(m.status), children: dueText() },
          ]}
        />
      )}
      {children}
    </Card>
  );
}
