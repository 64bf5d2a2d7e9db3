import { actionsColumn, statusColumn, ListPage, consoleMessages as common, RowActions, usePagedList } from '@brigade/console-kit';
import { useQuery } from '@apollo/client/react';
import { type DataTableColumn } from '@brigade/ui';
import { useIntl } from 'react-intl';
import { adminAllergenMessages } from './messages';
import { paths } from './paths';
import { RegulatedTag } from './RegulatedTag';
import { ALLERGENS, type Allergen } from './queries';
import { useDeleteAllergen } from './useDeleteAllergen';

export function AllergenListPage() {
  const intl = useIntl();
  const list = usePagedList();
  const remove = useDeleteAllergen();
  const { data, previousData, loading, error } = useQuery(ALLERGENS, {
    variables: { pageNo: list.pageNo, sizePerPage: list.sizePerPage, filters: list.filters() },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.getAllergens;
  const columns: DataTableColumn<Allergen>[] = [
    { header: intl.formatMessage(common.name), key: 'name' },
    { header: intl.formatMessage(adminAllergenMessages.code), key: 'code', width: 120 },
    {
      header: intl.formatMessage(adminAllergenMessages.regulated),
      key: 'regulated',
      width: 140,
      render: (row) => (row.regulated ? <RegulatedTag /> : null),
    },
    { header: intl.formatMessage(adminAllergenMessages.ingredientCount), key: 'usedInIngredients', width: 160, align: 'right' },
    { header: intl.formatMessage(adminAllergenMessages.recipeCount), key: 'usedInRecipes', width: 140, align: 'right' },
    statusColumn(intl),
    actionsColumn(intl, (row) => (
      // The law's 14 are never deleted (the server refuses too): no Delete to offer, the tag says why.
      <RowActions
        name={row.name}
        viewPath={paths.view(row.id)}
        editPath={paths.edit(row.id)}
        {...(row.regulated ? {} : { deletes: 'allergen' as const, onDelete: () => remove(row.id) })}
      />
    )),
  ];
  return (
    <ListPage<Allergen>
      title={intl.formatMessage(adminAllergenMessages.title)}
      list={list}
      rows={page?.records ?? []}
      total={page?.total ?? 0}
      loading={loading && !page}
      error={error}
      columns={columns}
      statuses={['ALL', 'ACTIVE', 'PAUSED']}
      createPath={paths.create}
    />
  );
}
