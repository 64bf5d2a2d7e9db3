import { formatMoney } from '@brigade/money';
import {
  actionsColumn,
  statusColumn,
  ListPage,
  consoleMessages as common,
  RowActions,
  useAction,
  usePagedList,
  useUrlParam,
} from '@brigade/console-kit';
import { useMutation, useQuery } from '@apollo/client/react';
import { type DataTableColumn } from '@brigade/ui';
import { Select } from 'antd';
import { useIntl } from 'react-intl';
import { adminPlanMessages } from './messages';
import { paths } from './paths';
import { DELETE_PLAN, PLANS, type Plan } from './queries';

const CYCLES = ['MONTHLY', 'ANNUAL'] as const;

export function PlanListPage() {
  const intl = useIntl();
  const list = usePagedList();
  const [period, setPeriod] = useUrlParam('period');
  const act = useAction();
  const { data, previousData, loading, error } = useQuery(PLANS, {
    variables: { pageNo: list.pageNo, sizePerPage: list.sizePerPage, filters: list.filters(period ? { subscriptionPlan: period } : {}) },
    fetchPolicy: 'cache-and-network',
  });
  // Billing refuses a plan kitchens still hold (its message says to deactivate it); useAction shows that message.
  const [remove] = useMutation(DELETE_PLAN, { refetchQueries: [PLANS] });
  const page = (data ?? previousData)?.getSubscriptionPlan;
  const columns: DataTableColumn<Plan>[] = [
    // Issue #45: every column fits at 1366 px with the side menu open (the name pinned left on a tablet).
    { header: intl.formatMessage(common.name), key: 'name', width: 170 },
    {
      header: intl.formatMessage(adminPlanMessages.billingPeriod),
      key: 'subscriptionPlan',
      width: 120,
      render: (row) => intl.formatMessage(adminPlanMessages[row.subscriptionPlan]),
    },
    {
      header: intl.formatMessage(adminPlanMessages.price),
      key: 'price',
      width: 110,
      align: 'right',
      render: (row) => formatMoney(row.price, row.currency, intl.locale),
    },
    {
      header: intl.formatMessage(adminPlanMessages.limits),
      key: 'limits',
      width: 200,
      render: (row) =>
        intl.formatMessage(adminPlanMessages.limitsValue, { cooks: row.cooksCount, recipes: row.recipeCount, dishes: row.dishesCount }),
    },
    { header: intl.formatMessage(adminPlanMessages.freeDemoDays), key: 'freeDemoDays', width: 100, align: 'right' },
    statusColumn(intl),
    actionsColumn(intl, (row) => (
      <RowActions
        name={row.name}
        viewPath={paths.view(row.id)}
        editPath={paths.edit(row.id)}
        deletes="plan"
        onDelete={() => act(() => remove({ variables: { id: row.id } }), common.deleted)}
      />
    )),
  ];
  return (
    <ListPage<Plan>
      title={intl.formatMessage(adminPlanMessages.title)}
      list={list}
      rows={page?.records ?? []}
      total={page?.total ?? 0}
      loading={loading && !page}
      error={error}
      columns={columns}
      statuses={['ALL', 'ACTIVE', 'PAUSED']}
      createPath={paths.create}
      filters={
        <Select<string>
          aria-label={intl.formatMessage(adminPlanMessages.billingPeriod)}
          value={period}
          onChange={(value) => setPeriod(value || null)}
          style={{ minWidth: 180 }}
          options={[
            { value: '', label: intl.formatMessage(adminPlanMessages.allPeriods) },
            ...CYCLES.map((value) => ({ value, label: intl.formatMessage(adminPlanMessages[value]) })),
          ]}
        />
      }
    />
  );
}
