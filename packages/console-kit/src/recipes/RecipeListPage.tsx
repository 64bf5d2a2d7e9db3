import { useQuery } from '@apollo/client/react';
import { RECIPE_MENUS, useRecipeOrder, type RecipeMenuRow } from '@brigade/recipe-editor';
import { type DataTableColumn } from '@brigade/ui';
import { Flex, Image, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { actionsColumn, statusColumn } from '../common/columns';
import { ListPage } from '../common/ListPage';
import { countedTotal } from '../common/listTotal';
import { RowActions } from '../common/RowActions';
import { usePagedList } from '../common/usePagedList';
import { KitchenName } from './KitchenName';
import { RecipeFilters, useRecipeFilters } from './RecipeFilters';
import type { RecipeKind } from './kinds';
import { recipeListMessages } from './messages';
import { useDeleteRecipe } from './useDeleteRecipe';
import { usePlatformScope } from '../session/ConsoleContext';

/**
 * Recipes (or dishes) in each kitchen's order, which rows dragged by their grip change: every
 * kitchen's in the super admin's console, the caller's kitchen's in a kitchen's.
 */
export function RecipeListPage({ kind, notice }: { kind: RecipeKind; notice?: ReactNode }) {
  const intl = useIntl();
  const list = usePagedList();
  const remove = useDeleteRecipe();
  const platform = usePlatformScope();
  const filters = useRecipeFilters();
  const { data, previousData, loading, error, refetch } = useQuery(RECIPE_MENUS, {
    variables: {
      pageNo: list.pageNo,
      sizePerPage: list.sizePerPage,
      filters: list.filters({ type: kind.type, ...filters.filters }),
      sort: 'ORDER',
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.getRecipeMenu;
  const order = useRecipeOrder(page?.records ?? [], refetch);
  const columns: DataTableColumn<RecipeMenuRow>[] = [
    {
      header: intl.formatMessage(recipeListMessages.picture),
      key: 'coverPic',
      width: 80,
      render: (row) =>
        row.coverPic && <Image src={row.coverPic} alt={row.title} width={48} height={48} style={{ objectFit: 'cover', borderRadius: 6 }} />,
    },
    {
      header: intl.formatMessage(recipeListMessages.title),
      key: 'title',
      render: (row) => (
        <Flex gap={8} align="center" wrap>
          <span>{row.title}</span>
          {/* A draft waits for release (issue #45): the service says so to the kitchen's admins and the super admin. */}
          {row.draftWaiting && (
            <Tag color="gold" style={{ marginInlineEnd: 0 }}>
              {intl.formatMessage(recipeListMessages.draftWaiting)}
            </Tag>
          )}
        </Flex>
      ),
    },
    ...(platform
      ? [
          {
            header: intl.formatMessage(recipeListMessages.kitchen),
            key: 'kitchenId',
            render: (row: RecipeMenuRow) => <KitchenName id={row.kitchenId} />,
          },
        ]
      : []),
    { header: intl.formatMessage(recipeListMessages.category), key: 'category', width: 160, render: (row) => row.category?.name },
    statusColumn(intl),
    {
      header: intl.formatMessage(recipeListMessages.private),
      key: 'isPrivate',
      width: 100,
      render: (row) => (
        <Tag color={row.isPrivate ? 'purple' : 'default'}>
          {intl.formatMessage(row.isPrivate ? recipeListMessages.yes : recipeListMessages.no)}
        </Tag>
      ),
    },
    actionsColumn(intl, (row) => (
      <RowActions
        name={row.title}
        viewPath={kind.paths.view(row.id)}
        editPath={kind.paths.edit(row.id)}
        deletes={kind.deletes}
        onDelete={() => remove(row.id, kind.deletes)}
        asksItself
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
      filters={<RecipeFilters state={filters} />}
      notice={notice}
      countedTotal={countedTotal(list, { total: page?.total, loading, error, filtered: Object.keys(filters.filters).length > 0 })}
      onReorder={order.onReorder}
    />
  );
}
