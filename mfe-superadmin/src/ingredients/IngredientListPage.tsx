import {
  useUrlParam,
  actionsColumn,
  statusColumn,
  ListPage,
  consoleMessages as common,
  RowActions,
  usePagedList,
  catalogMessages,
  OwnerFilter,
  ownerFilters,
  useOwners,
} from '@brigade/console-kit';
import { useQuery } from '@apollo/client/react';
import { type DataTableColumn } from '@brigade/ui';
import { Select } from 'antd';
import { useIntl } from 'react-intl';
import { AllergenTags } from './AllergenTags';
import { m } from './messages';
import { paths } from './paths';
import { INGREDIENTS, type Ingredient } from './queries';
import { useActiveAllergens } from './useActiveAllergens';
import { useDeleteIngredient } from './useDeleteIngredient';

export function IngredientListPage() {
  const intl = useIntl();
  const list = usePagedList();
  const [owner, setOwner] = useUrlParam('owner');
  const [allergenId, setAllergenId] = useUrlParam('allergen');
  const { kitchens, ownerName } = useOwners();
  const allergens = useActiveAllergens();
  const remove = useDeleteIngredient();
  const { data, previousData, loading, error } = useQuery<{ getIngredients: { total: number; records: Ingredient[] } }>(INGREDIENTS, {
    variables: {
      pageNo: list.pageNo,
      sizePerPage: list.sizePerPage,
      filters: list.filters({ ...ownerFilters(owner), ...(allergenId ? { allergenId } : {}) }),
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.getIngredients;
  const columns: DataTableColumn<Ingredient>[] = [
    { header: intl.formatMessage(common.name), key: 'name' },
    { header: intl.formatMessage(m.type), key: 'type', width: 140 },
    { header: intl.formatMessage(m.allergens), key: 'allergens', width: 260, render: (row) => <AllergenTags allergens={row.allergens} /> },
    { header: intl.formatMessage(catalogMessages.owner), key: 'owner', width: 160, render: (row) => ownerName(row.kitchenId) },
    { header: intl.formatMessage(m.recipeCount), key: 'recipeCount', width: 140, align: 'right' },
    statusColumn(intl),
    actionsColumn(intl, (row) => (
      <RowActions
        name={row.name}
        viewPath={paths.view(row.id)}
        editPath={row.canEdit ? paths.edit(row.id) : undefined}
        deletes={row.canEdit ? 'ingredient' : undefined}
        onDelete={() => remove(row.id)}
      />
    )),
  ];
  const allergenFilter = (
    <Select<string>
      aria-label={intl.formatMessage(m.allergens)}
      value={allergenId}
      onChange={setAllergenId}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 180 }}
      options={[
        { value: '', label: intl.formatMessage(m.allAllergens) },
        ...allergens.map((allergen) => ({ value: allergen.id, label: allergen.name })),
      ]}
    />
  );
  return (
    <ListPage<Ingredient>
      title={intl.formatMessage(m.title)}
      list={list}
      rows={page?.records ?? []}
      total={page?.total ?? 0}
      loading={loading && !page}
      error={error}
      columns={columns}
      statuses={['ALL', 'ACTIVE', 'PAUSED']}
      createPath={paths.create}
      filters={
        <>
          <OwnerFilter value={owner} onChange={setOwner} kitchens={kitchens} />
          {allergenFilter}
        </>
      }
    />
  );
}
