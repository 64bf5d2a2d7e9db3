import { actionsColumn, ListPage, consoleMessages as common, RowActions, useAction, usePagedList } from '@brigade/console-kit';
import { useMutation, useQuery } from '@apollo/client/react';
import { StatusTag, type DataTableColumn } from '@brigade/ui';
import { Avatar, Flex, Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { adminKitchenMessages } from './messages';
import { paths } from './paths';
import { DELETE_KITCHEN, KITCHENS, type KitchenRow } from './queries';
import { useKitchenReorder } from './useKitchenReorder';

/** Every kitchen with its owner, plan, counters and due date; rows are dragged into the super admin's order. */
export function KitchenListPage() {
  const intl = useIntl();
  const list = usePagedList();
  const act = useAction();
  const variables = { pageNo: list.pageNo, sizePerPage: list.sizePerPage, filters: list.filters() };
  const { data, previousData, loading, error, refetch, updateQuery } = useQuery(KITCHENS, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(DELETE_KITCHEN, { refetchQueries: [KITCHENS] });
  const reorder = useKitchenReorder(refetch);
  const page = (data ?? previousData)?.getKitchen;

  // The rows take their new places at once; the list read after saving confirms (or undoes) them.
  const onReorder = (ids: string[]) => {
    updateQuery((_, { complete, previousData: prev }) => {
      if (!complete) return undefined;
      const byId = new Map(prev.getKitchen.records.map((row) => [row.id, row]));
      return { getKitchen: { ...prev.getKitchen, records: ids.flatMap((id) => byId.get(id) ?? []) } };
    });
    void reorder(ids);
  };

  // Issue #45: name, due date and status side by side at 1366 px with the side menu open: the owner (name
  // and e-mail) stacked under the kitchen's name, which stays pinned left while a tablet scrolls the rest.
  const columns: DataTableColumn<KitchenRow>[] = [
    {
      header: intl.formatMessage(common.name),
      key: 'name',
      width: 220,
      render: (row) => (
        <Flex gap={8} align="center">
          <Avatar shape="square" src={row.coverPic ?? undefined} alt="">
            {row.name.charAt(0)}
          </Avatar>
          <Flex vertical>
            <span>{row.name}</span>
            <Owner owner={row.owner} />
          </Flex>
        </Flex>
      ),
    },
    {
      header: intl.formatMessage(adminKitchenMessages.plan),
      key: 'plan',
      width: 120,
      render: (row) =>
        row.activeSubscriptionPlan?.name ?? (
          <Typography.Text type="secondary">{intl.formatMessage(adminKitchenMessages.noPlan)}</Typography.Text>
        ),
    },
    {
      header: intl.formatMessage(adminKitchenMessages.counters),
      key: 'counters',
      width: 130,
      align: 'center',
      render: (row) => `${row.cooksCount} / ${row.recipeCount} / ${row.menuItemCount}`,
    },
    {
      header: intl.formatMessage(adminKitchenMessages.dueDate),
      key: 'dueDate',
      width: 170,
      render: ({ getPaymentDueDate: due }) =>
        due?.dueDate && (
          <Flex gap={4} wrap align="center">
            <span>{intl.formatDate(due.dueDate, { dateStyle: 'medium' })}</span>
            {due.isDue && <Tag color="red">{intl.formatMessage(adminKitchenMessages.due)}</Tag>}
            {due.isFreeTrial && <Tag color="blue">{intl.formatMessage(adminKitchenMessages.isFreeTrial)}</Tag>}
            {due.cancelAt && <Tag color="orange">{intl.formatMessage(adminKitchenMessages.cancelled)}</Tag>}
          </Flex>
        ),
    },
    { header: intl.formatMessage(common.status), key: 'status', width: 110, render: (row) => <StatusTag status={row.status} /> },
    actionsColumn(intl, (row) => (
      <RowActions
        name={row.name}
        viewPath={paths.view(row.id)}
        editPath={paths.edit(row.id)}
        deletes="kitchen"
        onDelete={() => act(() => remove({ variables: { id: row.id } }), common.deleted)}
      />
    )),
  ];
  return (
    <ListPage<KitchenRow>
      title={intl.formatMessage(adminKitchenMessages.title)}
      list={list}
      rows={page?.records ?? []}
      total={page?.total ?? 0}
      loading={loading && !page}
      error={error}
      columns={columns}
      statuses={['ALL', 'ACTIVE', 'PAUSED', 'NOT_VERIFIED', 'CREATING', 'APPLIED', 'PENDING', 'REJECT']}
      createPath={paths.create}
      onReorder={onReorder}
    />
  );
}

/** A kitchen's owner under its name: a name or e-mail the caller may not see is null, what is known shows, a dash when nothing is. */
function Owner({ owner }: { owner: KitchenRow['owner'] }) {
  const intl = useIntl();
  if (!owner) return <Typography.Text type="secondary">{intl.formatMessage(adminKitchenMessages.noOwner)}</Typography.Text>;
  const name = [owner.fName, owner.lName].filter(Boolean).join(' ') || (owner.email ? '' : '—');
  return (
    <>
      {name && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {name}
        </Typography.Text>
      )}
      {owner.email && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {owner.email}
        </Typography.Text>
      )}
    </>
  );
}
