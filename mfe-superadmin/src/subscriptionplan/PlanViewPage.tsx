import { formatMoney, formatPercent } from '@brigade/money';
import { consoleMessages as common, RecordView, useRecord } from '@brigade/console-kit';
import { StatusTag } from '@brigade/ui';
import { FormattedDate, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { adminPlanMessages } from './messages';
import { paths } from './paths';
import type { AdminPlanQuery } from '../__generated__/graphql';
import { PLAN } from './queries';

const date = (value: string | null) => value && <FormattedDate value={value} dateStyle="medium" timeStyle="short" />;

export function PlanViewPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { data, loading, error } = useRecord<AdminPlanQuery>(PLAN, id);
  const plan = data?.getSubscriptionPlanById;
  const percent = (value: number) => formatPercent(value, intl.locale, { decimals: 2 });
  return (
    <RecordView
      title={plan?.name ?? intl.formatMessage(adminPlanMessages.view)}
      loading={loading}
      error={error}
      back={paths.list}
      editPath={paths.edit(id)}
      items={
        plan
          ? [
              { label: intl.formatMessage(common.name), value: plan.name },
              {
                label: intl.formatMessage(adminPlanMessages.billingPeriod),
                value: intl.formatMessage(adminPlanMessages[plan.subscriptionPlan]),
              },
              { label: intl.formatMessage(common.status), value: <StatusTag status={plan.status} /> },
              {
                label: intl.formatMessage(adminPlanMessages.price),
                value: formatMoney(plan.price, plan.currency, intl.locale),
              },
              { label: intl.formatMessage(adminPlanMessages.tax), value: percent(plan.tax) },
              { label: intl.formatMessage(adminPlanMessages.discount), value: percent(plan.discount) },
              { label: intl.formatMessage(adminPlanMessages.cooksCount), value: plan.cooksCount },
              { label: intl.formatMessage(adminPlanMessages.recipeCount), value: plan.recipeCount },
              { label: intl.formatMessage(adminPlanMessages.perCookViewRecipeCount), value: plan.perCookViewRecipeCount },
              { label: intl.formatMessage(adminPlanMessages.dishesCount), value: plan.dishesCount },
              {
                label: intl.formatMessage(adminPlanMessages.storageCapacity),
                value: intl.formatMessage(adminPlanMessages.gigabytes, { size: plan.storageCapacity }),
              },
              {
                label: intl.formatMessage(adminPlanMessages.freeDemoDays),
                value: intl.formatMessage(adminPlanMessages.days, { days: plan.freeDemoDays }),
              },
              {
                label: intl.formatMessage(adminPlanMessages.showsAds),
                value: intl.formatMessage(plan.showsAds ? adminPlanMessages.yes : adminPlanMessages.no),
              },
              { label: intl.formatMessage(adminPlanMessages.priceId), value: plan.priceId },
              { label: intl.formatMessage(common.createdAt), value: date(plan.createdAt) },
              { label: intl.formatMessage(common.updatedAt), value: date(plan.updatedAt) },
            ]
          : null
      }
    />
  );
}
