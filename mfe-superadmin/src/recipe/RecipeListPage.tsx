import { useMutation, useQuery } from '@apollo/client/react';
import { DELETE_RECIPE_MENU, RECIPE_MENUS, useRecipeOrder, type RecipeMenuPage, type RecipeMenuRow } from '@brigade/recipe-editor';
import { type DataTableColumn } from '@brigade/ui';
import { Image, Tag } from 'antd';
import { useIntl } from 'react-intl';
import { actionsColumn, statusColumn } from '../common/columns';
import { ListPage } from '../common/ListPage';
import { common } from '../common/messages';
import { RowActions } from '../common/RowActions';
import { useAction } from '../common/useAction';
import { usePagedList } from '../common/usePagedList';
import { CategoryFilter } from './CategoryFilter';
import { KitchenFilter } from './KitchenFilter';
import { KitchenName } from './KitchenName';
import type { RecipeKind } from './kinds';
import { m } from './messages';
import { useUrlParam } from '../common/useUrlParam';

/** Every kitchen's recipes (or dishes), in each kitchen's order, which rows dragged by their grip change. */
export function RecipeListPage({ kind }: { kind: RecipeKind }) {
  const intl = useIntl();
  const list = usePagedList();
  const act = useAction();
  const [categoryId, setCategoryId] = useUrlParam('category');
  const [kitchenId, setKitchenId] = useUrlParam('kitchen');
  const { data, previousData, loading, error, refetch } = useQuery<{ getRecipeMenu: RecipeMenuPage }>(RECIPE_MENUS, {
    variables: {
      pageNo: list.pageNo,
      sizePerPage: list.sizePerPage,
      filters: list.filters({ type: kind.type, ...(kitchenId ? { kitchenId } : {}), ...(categoryId ? { categoryId } : {}) }),
      sort: 'ORDER',
    },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(DELETE_RECIPE_MENU, { refetchQueries: [RECIPE_MENUS] });
  const page = (data ?? previousData)?.getRecipeMenu;
  const order = useRecipeOrder(page?.records ?? [], refetch);
  const columns: DataTableColumn<RecipeMenuRow>[] = [
    {
      header: intl.formatMessage(m.picture),
      key: 'coverPic',
      width: 80,
      render: (row) =>
        row.coverPic && <Image src={row.coverPic} alt={row.title} width={48} height={48} style={{ objectFit: 'cover', borderRadius: 6 }} />,
    },
    { header: intl.formatMessage(m.title), key: 'title' },
    { header: intl.formatMessage(m.kitchen), key: 'kitchenId', render: (row) => <KitchenName id={row.kitchenId} /> },
    { header: intl.formatMessage(m.category), key: 'category', width: 160, render: (row) => row.category?.name },
    statusColumn(intl),
    {
      header: intl.formatMessage(m.private),
      key: 'isPrivate',
      width: 100,
      render: (row) => <Tag color={row.isPrivate ? 'purple' : 'default'}>{intl.formatMessage(row.isPrivate ? m.yes : m.no)}</Tag>,
    },
    actionsColumn(intl, (row) => (
      <RowActions
        name={row.title}
        viewPath={kind.paths.view(row.id)}
        editPath={kind.paths.edit(row.id)}
        deletes={kind.deletes}
        onDelete={() => act(() => remove({ variables: { id: row.id } }), common.deleted)}
      />
    )),
  ];
  return (
    <ListPage<RecipeMenuRow>
      title={intl.formatMessage(kind.text.list)}
      list={list}
      rows={order.rows}
      total={page?.total ?? 0}
      loading={loading && !page}
      error={error}
      columns={columns}
      statuses={['ALL', 'ACTIVE', 'PAUSED']}
      createPath={kind.paths.create}
      filters={
        <>
          <KitchenFilter value={kitchenId} onChange={setKitchenId} />
          <CategoryFilter value={categoryId} onChange={setCategoryId} />
        </>
      }
      onReorder={order.onReorder}
    />
  );
}
