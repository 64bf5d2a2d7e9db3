import { useQuery } from '@apollo/client/react';
import { Button, type DataTableColumn } from '@brigade/ui';
import { Select, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { OwnerFilter, ownerFilters, useOwners } from '../category/Owners';
import { actionsColumn, statusColumn } from '../common/columns';
import { ListPage } from '../common/ListPage';
import { common } from '../common/messages';
import { usePagedList } from '../common/usePagedList';
import { useUrlParam } from '../common/useUrlParam';
import { ExportPricesButton } from '../price-import/ExportPricesButton';
import { importMessages } from '../price-import/messages';
import { importPricesPath } from '../price-import/paths';
import { priceMessages } from '../prices/messages';
import { formatDay } from '../common/days';
import { packPriceText } from '../prices/priceText';
import { useCurrentPrices } from '../prices/useCurrentPrices';
import { useEntityPaths, usePlatformScope } from '../session/ConsoleContext';
import { AllergenSummary } from './AllergenSummary';
import { ConversionsText } from './ConversionsText';
import { IngredientRowActions } from './IngredientRowActions';
import { conversionMessages, ingredientMessages } from './messages';
import { INGREDIENTS, type Ingredient } from './queries';
import { useActiveAllergens } from './useActiveAllergens';
import { useDeleteIngredient } from './useDeleteIngredient';

/**
 * The ingredients the caller may see: every kitchen's and the platform's for the super admin
 * (owner column and filter), the platform's and their own for a kitchen admin, who edits only
 * their own and states their kitchen's conversions of the platform's. A kitchen admin also sees
 * each one's current price, its date and supplier (one getCurrentPrices call for the page), a
 * 'Prices' action, and on the toolbar 'Import price list' and 'Export prices (CSV)'; the super
 * admin's list has no kitchen to price for, so none of these.
 */
export function IngredientListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const paths = useEntityPaths('ingredients');
  const platform = usePlatformScope();
  const list = usePagedList();
  const [owner, setOwner] = useUrlParam('owner');
  const [allergenId, setAllergenId] = useUrlParam('allergen');
  const { kitchens, ownerName } = useOwners();
  const allergens = useActiveAllergens();
  const remove = useDeleteIngredient();
  const { data, previousData, loading, error } = useQuery(INGREDIENTS, {
    variables: {
      pageNo: list.pageNo,
      sizePerPage: list.sizePerPage,
      filters: list.filters({ ...ownerFilters(owner), ...(allergenId ? { allergenId } : {}) }),
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.getIngredients;
  const prices = useCurrentPrices(page?.records.map((row) => row.id) ?? [], !platform);
  const notPriced = <Typography.Text type="secondary">{intl.formatMessage(priceMessages.notPriced)}</Typography.Text>;
  // Issue #45: at 1366 px a kitchen admin sees name, price, supplier, use and status at once: type and owner
  // under the name, the price's date under it, allergens and conversions in the row's detail.
  const priceColumns: DataTableColumn<Ingredient>[] = platform
    ? []
    : [
        {
          header: intl.formatMessage(priceMessages.current),
          key: 'currentPrice',
          width: 170,
          align: 'right',
          render: (row) => {
            const price = prices.byIngredient.get(row.id);
            return price ? packPriceText(intl, price) : prices.loaded && notPriced;
          },
          secondary: (row) => {
            const price = prices.byIngredient.get(row.id);
            return price && formatDay(intl, price.pricedOn);
          },
        },
        {
          header: intl.formatMessage(priceMessages.supplier),
          key: 'supplier',
          width: 140,
          render: (row) => prices.byIngredient.get(row.id)?.supplier,
        },
      ];
  const columns: DataTableColumn<Ingredient>[] = [
    {
      header: intl.formatMessage(common.name),
      key: 'name',
      width: 210,
      secondary: (row) => [row.type, ownerName(row.kitchenId)],
    },
    {
      header: intl.formatMessage(ingredientMessages.allergens),
      key: 'allergens',
      width: 240,
      detail: !platform,
      render: (row) => <AllergenSummary ingredient={row} offered={allergens} />,
    },
    {
      header: intl.formatMessage(conversionMessages.conversions),
      key: 'conversions',
      width: 150,
      detail: !platform,
      render: (row) => <ConversionsText ingredient={row} />,
    },
    ...priceColumns,
    { header: intl.formatMessage(ingredientMessages.recipeCount), key: 'recipeCount', width: 100, align: 'right' },
    statusColumn(intl),
    actionsColumn(intl, (row) => <IngredientRowActions row={row} paths={paths} onDelete={remove} />, platform ? 190 : 200),
  ];
  const allergenFilter = (
    <Select<string>
      aria-label={intl.formatMessage(ingredientMessages.allergens)}
      value={allergenId}
      onChange={setAllergenId}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 180 }}
      options={[
        { value: '', label: intl.formatMessage(ingredientMessages.allAllergens) },
        ...allergens.map((allergen) => ({ value: allergen.id, label: allergen.name })),
      ]}
    />
  );
  return (
    <ListPage<Ingredient>
      title={intl.formatMessage(ingredientMessages.title)}
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
          {!platform && (
            <>
              <Button onClick={() => void navigate(importPricesPath(paths))}>{intl.formatMessage(importMessages.importButton)}</Button>
              <ExportPricesButton />
            </>
          )}
        </>
      }
    />
  );
}
