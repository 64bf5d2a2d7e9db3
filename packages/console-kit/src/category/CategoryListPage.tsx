import { statusColumn } from '../common/columns';
import { ListPage } from '../common/ListPage';
import { common } from '../common/messages';
import { RowActions } from '../common/RowActions';
import { useAction } from '../common/useAction';
import { usePagedList } from '../common/usePagedList';
import { useUrlParam } from '../common/useUrlParam';
import { useMutation, useQuery } from '@apollo/client/react';
import { type DataTableColumn } from '@brigade/ui';
import { Space, Tag } from 'antd';
import { useIntl } from 'react-intl';
import { catalogMessages, categoryMessages } from './messages';
import { OwnerFilter, ownerFilters, useOwners } from './Owners';
import { useEntityPaths, usePlatformScope } from '../session/ConsoleContext';
import { CATEGORIES, CATEGORY_IDS, DELETE_CATEGORY, type Category } from './queries';
import { Thumbnail } from './Thumbnail';
import { useCatalogOrder } from './useCatalogOrder';

/**
 * The categories the caller may see, the platform's first: every kitchen's for the super admin
 * (who drags them into order), the platform's and their own for a kitchen admin, who edits only their own.
 */
export function CategoryListPage() {
  const intl = useIntl();
  const paths = useEntityPaths('category');
  const platform = usePlatformScope();
  const list = usePagedList();
  const act = useAction();
  const [owner, setOwner] = useUrlParam('owner');
  const { kitchens, ownerName } = useOwners();
  const { data, previousData, loading, error, refetch } = useQuery(CATEGORIES, {
    variables: { pageNo: list.pageNo, sizePerPage: list.sizePerPage, filters: list.filters(ownerFilters(owner)) },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(DELETE_CATEGORY, { refetchQueries: [CATEGORIES] });
  const page = (data ?? previousData)?.getCategory;
  const order = useCatalogOrder(page?.records ?? [], { type: 'CATEGORY', idsQuery: CATEGORY_IDS, field: 'getCategory', refetch });
  const columns: DataTableColumn<Category>[] = [
    {
      header: intl.formatMessage(common.image),
      key: 'picture',
      width: 80,
      render: (row) => <Thumbnail src={row.coverPic ?? row.image} alt={row.name} />,
    },
    {
      header: intl.formatMessage(common.name),
      key: 'name',
      render: (row) => (
        <Space size={8}>
          {row.name}
          {row.isPermanent && <Tag>{intl.formatMessage(categoryMessages.permanent)}</Tag>}
        </Space>
      ),
    },
    { header: intl.formatMessage(catalogMessages.owner), key: 'owner', render: (row) => ownerName(row.kitchenId) },
    statusColumn(intl),
    { header: intl.formatMessage(catalogMessages.order), key: 'order', width: 90, align: 'right' },
    {
      header: intl.formatMessage(common.actions),
      key: 'actions',
      width: 220,
      render: (row) => {
        const editable = row.canEdit && !row.isPermanent;
        return (
          <RowActions
            name={row.name}
            viewPath={paths.view(row.id)}
            editPath={editable ? paths.edit(row.id) : undefined}
            deletes={editable ? 'category' : undefined}
            onDelete={() => act(() => remove({ variables: { id: row.id } }), categoryMessages.deleted)}
          />
        );
      },
    },
  ];
  return (
    <ListPage<Category>
      title={intl.formatMessage(categoryMessages.title)}
      list={list}
      rows={order.rows}
      total={page?.total ?? 0}
      loading={loading && !page}
      error={error}
      columns={columns}
      statuses={['ALL', 'ACTIVE', 'PAUSED']}
      createPath={paths.create}
      filters={<OwnerFilter value={owner} onChange={setOwner} kitchens={kitchens} />}
      onReorder={platform ? order.onReorder : undefined}
    />
  );
}
