import { useMutation, useQuery } from '@apollo/client/react';
import { StatusTag, type DataTableColumn } from '@brigade/ui';
import { Avatar, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { actionsColumn } from '../common/columns';
import { ListPage } from '../common/ListPage';
import { countedTotal } from '../common/listTotal';
import { common } from '../common/messages';
import { RowActions } from '../common/RowActions';
import { useAction } from '../common/useAction';
import { usePagedList } from '../common/usePagedList';
import { useUrlParam } from '../common/useUrlParam';
import { KitchenSelect } from '../common/KitchenSelect';
import { usePlatformScope } from '../session/ConsoleContext';
import type { StaffKind } from './kind';
import { staff } from './messages';
import { DELETE_STAFF_MEMBER, STAFF, type StaffMember } from './queries';
import { fullName } from './staffInput';

type Props = {
  kind: StaffKind;
  /** Above the table: what the kitchen's plan allows (the kitchen console). */
  notice?: ReactNode;
};

/**
 * Kitchen admins or cooks (GetUsers by role), filtered by status and text: every kitchen's, with a
 * kitchen filter, in the super admin's console; the caller's kitchen's in a kitchen's.
 */
export function StaffListPage({ kind, notice }: Props) {
  const intl = useIntl();
  const platform = usePlatformScope();
  const list = usePagedList();
  const act = useAction();
  const [kitchenId, setKitchenId] = useUrlParam('kitchen');
  const variables = {
    pageNo: list.pageNo,
    sizePerPage: list.sizePerPage,
    filters: list.filters({ role: kind.role, ...(kitchenId ? { kitchenId } : {}) }),
  };
  const { data, previousData, loading, error } = useQuery(STAFF, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(DELETE_STAFF_MEMBER, { refetchQueries: [STAFF] });
  const page = (data ?? previousData)?.GetUsers;
  const columns: DataTableColumn<StaffMember>[] = [
    {
      header: intl.formatMessage(common.name),
      key: 'name',
      width: 220,
      render: (row) => (
        <Flex gap={8} align="center">
          <Avatar src={row.profileImage ?? undefined} alt="">
            {fullName(row).charAt(0)}
          </Avatar>
          <span>{fullName(row)}</span>
        </Flex>
      ),
    },
    { header: intl.formatMessage(staff.email), key: 'email', width: 240 },
    ...(platform ? [{ header: intl.formatMessage(staff.kitchen), key: 'kitchen', render: (row: StaffMember) => row.kitchen?.name }] : []),
    { header: intl.formatMessage(common.status), key: 'status', width: 130, render: (row) => <StatusTag status={row.status} /> },
    {
      header: intl.formatMessage(staff.lastLogin),
      key: 'lastLogin',
      width: 180,
      render: (row) =>
        row.lastLogin ? (
          intl.formatDate(row.lastLogin, { dateStyle: 'medium', timeStyle: 'short' })
        ) : (
          <Typography.Text type="secondary">{intl.formatMessage(staff.never)}</Typography.Text>
        ),
    },
    actionsColumn(intl, (row) => (
      <RowActions
        name={fullName(row)}
        viewPath={kind.paths.view(row.id)}
        editPath={kind.paths.edit(row.id)}
        deletes={kind.deletes}
        onDelete={() => act(() => remove({ variables: { id: row.id } }), common.deleted)}
      />
    )),
  ];
  return (
    <ListPage<StaffMember>
      title={intl.formatMessage(kind.text.title)}
      list={list}
      rows={page?.records ?? []}
      total={page?.total ?? 0}
      loading={loading && !page}
      error={error}
      columns={columns}
      statuses={['ALL', 'ACTIVE', 'PAUSED', 'NOT_VERIFIED']}
      createPath={kind.paths.create}
      notice={notice}
      countedTotal={countedTotal(list, { total: page?.total, loading, error, filtered: Boolean(kitchenId) })}
      filters={
        platform && (
          <KitchenSelect
            ariaLabel={intl.formatMessage(staff.kitchen)}
            placeholder={intl.formatMessage(staff.allKitchens)}
            allowClear
            value={kitchenId || undefined}
            onChange={(id) => setKitchenId(id ?? '')}
          />
        )
      }
    />
  );
}
