import { formatMoney, formatPercent } from '@brigade/money';
import { consoleMessages as common, RecordView, useRecord } from '@brigade/console-kit';
import { StatusTag } from '@brigade/ui';
import { FormattedDate, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { m } from './messages';
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
      title={plan?.name ?? intl.formatMessage(m.view)}
      loading={loading}
      error={error}
      back={paths.list}
      editPath={paths.edit(id)}
      items={
        plan
          ? [
              { label: intl.formatMessage(common.name), value: plan.name },
              { label: intl.formatMessage(m.billingPeriod), value: intl.formatMessage(m[plan.subscriptionPlan]) },
              { label: intl.formatMessage(common.status), value: <StatusTag status={plan.status} /> },
              {
                label: intl.formatMessage(m.price),
                value: formatMoney(plan.price, plan.currency, intl.locale),
              },
              { label: intl.formatMessage(m.tax), value: percent(plan.tax) },
              { label: intl.formatMessage(m.discount), value: percent(plan.discount) },
              { label: intl.formatMessage(m.cooksCount), value: plan.cooksCount },
              { label: intl.formatMessage(m.recipeCount), value: plan.recipeCount },
              { label: intl.formatMessage(m.perCookViewRecipeCount), value: plan.perCookViewRecipeCount },
              { label: intl.formatMessage(m.dishesCount), value: plan.dishesCount },
              { label: intl.formatMessage(m.storageCapacity), value: intl.formatMessage(m.gigabytes, { size: plan.storageCapacity }) },
              { label: intl.formatMessage(m.freeDemoDays), value: intl.formatMessage(m.days, { days: plan.freeDemoDays }) },
              { label: intl.formatMessage(m.showsAds), value: intl.formatMessage(plan.showsAds ? m.yes : m.no) },
              { label: intl.formatMessage(m.priceId), value: plan.priceId },
              { label: intl.formatMessage(common.createdAt), value: date(plan.createdAt) },
              { label: intl.formatMessage(common.updatedAt), value: date(plan.updatedAt) },
            ]
          : null
      }
    />
  );
}
