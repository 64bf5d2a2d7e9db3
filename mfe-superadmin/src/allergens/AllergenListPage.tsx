import {
  actionsColumn,
  statusColumn,
  ListPage,
  consoleMessages as common,
  RowActions,
  useAction,
  usePagedList,
} from '@brigade/console-kit';
import { useMutation, useQuery } from '@apollo/client/react';
import { type DataTableColumn } from '@brigade/ui';
import { useIntl } from 'react-intl';
import { adminAllergenMessages } from './messages';
import { paths } from './paths';
import { ALLERGENS, DELETE_ALLERGEN, type Allergen } from './queries';

export function AllergenListPage() {
  const intl = useIntl();
  const list = usePagedList();
  const act = useAction();
  const { data, previousData, loading, error } = useQuery(ALLERGENS, {
    variables: { pageNo: list.pageNo, sizePerPage: list.sizePerPage, filters: list.filters() },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(DELETE_ALLERGEN, { refetchQueries: [ALLERGENS] });
  const page = (data ?? previousData)?.getAllergens;
  const columns: DataTableColumn<Allergen>[] = [
    { header: intl.formatMessage(common.name), key: 'name' },
    { header: intl.formatMessage(adminAllergenMessages.code), key: 'code', width: 120 },
    { header: intl.formatMessage(adminAllergenMessages.recipeCount), key: 'recipeCount', width: 140, align: 'right' },
    statusColumn(intl),
    actionsColumn(intl, (row) => (
      <RowActions
        name={row.name}
        viewPath={paths.view(row.id)}
        editPath={paths.edit(row.id)}
        deletes="allergen"
        onDelete={() => act(() => remove({ variables: { id: row.id } }), common.deleted)}
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
