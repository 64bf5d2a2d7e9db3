import { useMutation, useQuery } from '@apollo/client/react';
import { type DataTableColumn } from '@brigade/ui';
import { Select } from 'antd';
import { useIntl } from 'react-intl';
import { catalogMessages } from '../category/messages';
import { OwnerFilter, ownerFilters, useOwners } from '../category/Owners';
import { Thumbnail } from '../category/Thumbnail';
import { useCatalogOrder } from '../category/useCatalogOrder';
import { actionsColumn, statusColumn } from '../common/columns';
import { ListPage } from '../common/ListPage';
import { common } from '../common/messages';
import { RowActions } from '../common/RowActions';
import { useAction } from '../common/useAction';
import { usePagedList } from '../common/usePagedList';
import { useUrlParam } from '../common/useUrlParam';
import { useEntityPaths, usePlatformScope } from '../session/ConsoleContext';
import { subCategoryMessages } from './messages';
import { DELETE_SUB_CATEGORY, SUB_CATEGORIES, SUB_CATEGORY_IDS, type SubCategory } from './queries';
import { useActiveCategories } from './useActiveCategories';

/**
 * The sub-categories the caller may see: every kitchen's for the super admin (who drags them into
 * order), the platform's and their own for a kitchen admin, who edits only their own.
 */
export function SubCategoryListPage() {
  const intl = useIntl();
  const paths = useEntityPaths('subcategory');
  const platform = usePlatformScope();
  const list = usePagedList();
  const act = useAction();
  const [owner, setOwner] = useUrlParam('owner');
  const [categoryId, setCategoryId] = useUrlParam('category');
  const { kitchens, ownerName } = useOwners();
  const categories = useActiveCategories(owner);
  const { data, previousData, loading, error, refetch } = useQuery(SUB_CATEGORIES, {
    variables: {
      pageNo: list.pageNo,
      sizePerPage: list.sizePerPage,
      filters: list.filters({ ...ownerFilters(owner), ...(categoryId ? { categoryId } : {}) }),
    },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(DELETE_SUB_CATEGORY, { refetchQueries: [SUB_CATEGORIES] });
  const page = (data ?? previousData)?.getSubCategory;
  const order = useCatalogOrder(page?.records ?? [], {
    type: 'SUB_CATEGORY',
    idsQuery: SUB_CATEGORY_IDS,
    field: 'getSubCategory',
    refetch,
  });
  const columns: DataTableColumn<SubCategory>[] = [
    { header: intl.formatMessage(common.image), key: 'image', width: 80, render: (row) => <Thumbnail src={row.image} alt={row.name} /> },
    { header: intl.formatMessage(common.name), key: 'name' },
    { header: intl.formatMessage(subCategoryMessages.category), key: 'category', render: (row) => row.category?.name },
    { header: intl.formatMessage(catalogMessages.owner), key: 'owner', render: (row) => ownerName(row.kitchenId) },
    statusColumn(intl),
    { header: intl.formatMessage(catalogMessages.order), key: 'order', width: 90, align: 'right' },
    actionsColumn(intl, (row) => (
      <RowActions
        name={row.name}
        viewPath={paths.view(row.id)}
        editPath={row.canEdit ? paths.edit(row.id) : undefined}
        deletes={row.canEdit ? 'subCategory' : undefined}
        onDelete={() => act(() => remove({ variables: { id: row.id } }), common.deleted)}
      />
    )),
  ];
  const categoryFilter = (
    <Select<string>
      aria-label={intl.formatMessage(subCategoryMessages.category)}
      value={categoryId}
      onChange={setCategoryId}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 180 }}
      options={[
        { value: '', label: intl.formatMessage(subCategoryMessages.allCategories) },
        ...categories.map((category) => ({ value: category.id, label: category.name })),
      ]}
    />
  );
  return (
    <ListPage<SubCategory>
      title={intl.formatMessage(subCategoryMessages.title)}
      list={list}
      rows={order.rows}
      total={page?.total ?? 0}
      loading={loading && !page}
      error={error}
      columns={columns}
      statuses={['ALL', 'ACTIVE', 'PAUSED']}
      createPath={paths.create}
      filters={
        <>
          <OwnerFilter value={owner} onChange={setOwner} kitchens={kitchens} />
          {categoryFilter}
        </>
      }
      onReorder={platform ? order.onReorder : undefined}
    />
  );
}
