import { useQuery } from '@apollo/client/react';
import { Button } from '@brigade/ui';
import { Alert, Card, Empty, Flex, Select, Space, Table, Tag, theme, Typography, type TableColumnsType, type TableProps } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { KitchenSelect } from '../common/KitchenSelect';
import { useUrlParam } from '../common/useUrlParam';
import { formatPercent } from '@brigade/money';
import { today } from '../common/days';
import { COSTING_SETTINGS } from '../prices/queries';
import { useEntityPaths, usePlatformScope } from '../session/ConsoleContext';
import { menuCostingMessages } from './messages';
import { centsText } from './money';
import { MENU_COSTING, type CostedDish } from './queries';
import { categoriesOf, filterDishes, isSortKey, NO_CATEGORY, sortDishes, type SortKey, type SortOrder } from './rows';
import { menuCostingTable } from './table';
import { TargetSetting } from './TargetSetting';

/** `?sort=foodCost` up, `?sort=-foodCost` down; nothing: the kitchen's order. */
function readSort(param: string): { key: SortKey | null; order: SortOrder } {
  const order: SortOrder = param.startsWith('-') ? 'desc' : 'asc';
  const key = param.replace(/^-/, '');
  return { key: isSortKey(key) ? key : null, order };
}

/**
 * Menu costing (`menu-costing`): every dish of the kitchen from one getMenuCosting call, with its
 * category, cost per portion (a partial one as 'at least …', marked Incomplete, with its gap count
 * linking to the dish), selling price, food cost % and gross margin. Sorted by any column (in the
 * address), filtered by category on the page (no new call), dishes over the kitchen's target
 * flagged with a tag and an emphasised row, the target shown and changed here, and what is shown
 * exported as CSV. A kitchen admin sees their kitchen's; the super admin chooses a kitchen first
 * (`?kitchen=`), and until then is asked to. An admin screen: cooks have no route to it and the
 * service refuses them.
 */
export function MenuCostingPage() {
  const intl = useIntl();
  const { token } = theme.useToken();
  const platform = usePlatformScope();
  const dishPaths = useEntityPaths('dishes');
  const [chosenKitchen, setKitchen] = useUrlParam('kitchen');
  const [sortParam, setSort] = useUrlParam('sort');
  const [categoryId, setCategory] = useUrlParam('category');
  const kitchenId = platform ? chosenKitchen || undefined : undefined;
  const waiting = platform && !kitchenId;
  const scope = kitchenId ? { kitchenId } : {};
  const sort = readSort(sortParam);
  const { data, loading, error } = useQuery(MENU_COSTING, {
    variables: scope,
    skip: waiting,
    fetchPolicy: 'cache-and-network',
  });
  const settings = useQuery(COSTING_SETTINGS, { variables: scope, skip: waiting }).data?.getCostingSettings;
  const dishes = data?.getMenuCosting ?? [];
  const shown = sortDishes(filterDishes(dishes, categoryId), sort.key, sort.order, intl.locale);
  const currencyOf = (dish: CostedDish) => dish.cost?.currency ?? settings?.currency ?? 'EUR';
  // To the cent on screen; the CSV keeps the service's exact figures.
  const money = (amount: string | null, dish: CostedDish) => (amount === null ? null : centsText(intl, amount, currencyOf(dish)));
  const percent = (value: number) => formatPercent(value, intl.locale);
  // Secondary grey fails contrast on the over-target tint: there, quieter text takes the label colour.
  const quiet = (dish: CostedDish) =>
    dish.overTarget ? { style: { color: token.colorTextLabel } } : { type: 'secondary' as const, style: {} };
  const dash = (dish: CostedDish) => <Typography.Text {...quiet(dish)}>—</Typography.Text>;

  // Not colour alone: an over-target row also reads bold and carries the 'Over target' tag. Every cell
  // carries the tint, the pinned Dish cell too: its own style wins over antd's fixed-cell background,
  // and colorErrorBg is opaque, so what scrolls under the pinned cell never shows through it.
  const emphasis = (dish: CostedDish): HTMLAttributes<HTMLElement> =>
    dish.overTarget ? { style: { background: token.colorErrorBg, fontWeight: token.fontWeightStrong } } : {};
  const column = (
    key: SortKey,
    title: ReactNode,
    render: (dish: CostedDish) => ReactNode,
    more: { align?: 'right'; width?: number; fixed?: 'left' } = {},
  ): TableColumnsType<CostedDish>[number] => ({
    key,
    title,
    sorter: true,
    sortOrder: sort.key === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
    render: (_: unknown, dish: CostedDish) => render(dish),
    onCell: emphasis,
    ...more,
  });

  const columns: TableColumnsType<CostedDish> = [
    // Pinned while the table scrolls sideways (a tablet held upright).
    column('title', intl.formatMessage(menuCostingMessages.dish), (dish) => <Link to={dishPaths.view(dish.id)}>{dish.title}</Link>, {
      width: 200,
      fixed: 'left',
    }),
    column('category', intl.formatMessage(menuCostingMessages.category), (dish) => dish.category?.name ?? dash(dish), { width: 130 }),
    column(
      'cost',
      intl.formatMessage(menuCostingMessages.costPerPortion),
      (dish) => {
        const cost = dish.cost;
        if (!cost) return dash(dish);
        const amount = cost.perPortion === null ? null : centsText(intl, cost.perPortion, currencyOf(dish), { lowerBound: !cost.complete });
        const gaps = cost.missing.length;
        return (
          <Flex vertical gap={4} align="end">
            {amount === null ? (
              <Typography.Text {...quiet(dish)}>{intl.formatMessage(menuCostingMessages.noPortions)}</Typography.Text>
            ) : (
              <span>{cost.complete ? amount : intl.formatMessage(menuCostingMessages.atLeast, { amount })}</span>
            )}
            {!cost.complete && (
              <Space size={4} wrap>
                <Tag color="warning" style={{ marginInlineEnd: 0 }}>
                  ⚠ {intl.formatMessage(menuCostingMessages.incomplete)}
                </Tag>
                <Link
                  to={dishPaths.view(dish.id)}
                  aria-label={intl.formatMessage(menuCostingMessages.gapsOf, { count: gaps, dish: dish.title })}
                >
                  {intl.formatMessage(menuCostingMessages.gaps, { count: gaps })}
                </Link>
              </Space>
            )}
          </Flex>
        );
      },
      { align: 'right', width: 170 },
    ),
    column(
      'sellingPrice',
      intl.formatMessage(menuCostingMessages.sellingPrice),
      (dish) =>
        dish.sellingPrice === null ? (
          <Typography.Text {...quiet(dish)}>{intl.formatMessage(menuCostingMessages.noPrice)}</Typography.Text>
        ) : (
          <Flex vertical align="end">
            <span>{money(dish.sellingPrice, dish)}</span>
            {dish.vatRate !== null && (
              <Typography.Text {...quiet(dish)} style={{ ...quiet(dish).style, fontSize: 12, fontWeight: 'normal' }}>
                {intl.formatMessage(menuCostingMessages.vat, { rate: formatPercent(dish.vatRate, intl.locale, { decimals: 2 }) })}
              </Typography.Text>
            )}
          </Flex>
        ),
      { align: 'right', width: 130 },
    ),
    column(
      'foodCost',
      intl.formatMessage(menuCostingMessages.foodCost),
      (dish) => (
        <Space size={4} wrap style={{ justifyContent: 'end' }}>
          {dish.foodCostPercent === null ? dash(dish) : percent(dish.foodCostPercent)}
          {dish.overTarget && (
            <Tag color="error" style={{ marginInlineEnd: 0 }}>
              {intl.formatMessage(menuCostingMessages.overTarget)}
            </Tag>
          )}
        </Space>
      ),
      { align: 'right', width: 150 },
    ),
    column('margin', intl.formatMessage(menuCostingMessages.grossMargin), (dish) => money(dish.grossMargin, dish) ?? dash(dish), {
      align: 'right',
      width: 120,
    }),
  ];

  const onChange: TableProps<CostedDish>['onChange'] = (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = typeof one?.columnKey === 'string' ? one.columnKey : '';
    setSort(one?.order && isSortKey(key) ? `${one.order === 'descend' ? '-' : ''}${key}` : null);
  };

  // papaparse comes with the first export, not with the page.
  const exportCsv = async (rows: CostedDish[]) => {
    const { downloadCsv } = await import('../common/csv.js');
    downloadCsv(menuCostingTable(intl, rows, settings?.currency ?? 'EUR'), `menu-costing-${today()}.csv`);
  };

  const categories = categoriesOf(dishes, intl.locale);
  const incomplete = dishes.filter((dish) => dish.cost && !dish.cost.complete).length;
  const over = dishes.filter((dish) => dish.overTarget).length;

  const kitchenPicker = platform && (
    <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }}>
      <KitchenSelect
        ariaLabel={intl.formatMessage(menuCostingMessages.kitchen)}
        placeholder={intl.formatMessage(menuCostingMessages.kitchen)}
        value={kitchenId ?? null}
        onChange={(next) => {
          // Another kitchen's dishes have other categories.
          setCategory(null);
          setKitchen(next);
        }}
      />
    </Flex>
  );

  return (
    <Card>
      <Typography.Title level={2}>{intl.formatMessage(menuCostingMessages.title)}</Typography.Title>
      <Typography.Paragraph type="secondary">{intl.formatMessage(menuCostingMessages.intro)}</Typography.Paragraph>
      {kitchenPicker}
      {waiting ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage(menuCostingMessages.chooseKitchen)} />
      ) : (
        <>
          <Flex gap={12} wrap align="center" justify="space-between" style={{ marginBottom: 16 }}>
            <TargetSetting settings={settings} kitchenId={kitchenId} />
            <Flex gap={12} wrap align="center">
              <Select<string>
                aria-label={intl.formatMessage(menuCostingMessages.category)}
                value={categoryId}
                onChange={setCategory}
                style={{ minWidth: 200 }}
                options={[
                  { value: '', label: intl.formatMessage(menuCostingMessages.allCategories) },
                  ...categories.map((category) => ({ value: category.id, label: category.name })),
                  ...(dishes.some((dish) => !dish.categoryId)
                    ? [{ value: NO_CATEGORY, label: intl.formatMessage(menuCostingMessages.noCategory) }]
                    : []),
                ]}
              />
              <Button disabled={shown.length === 0} onClick={() => void exportCsv(shown)}>
                {intl.formatMessage(menuCostingMessages.exportCsv)}
              </Button>
            </Flex>
          </Flex>
          {error && <Alert type="error" showIcon role="alert" title={error.message} style={{ marginBottom: 16 }} />}
          {data && (
            <Typography.Paragraph type="secondary">
              {intl.formatMessage(menuCostingMessages.summary, { count: dishes.length, incomplete, over })}
            </Typography.Paragraph>
          )}
          <Table<CostedDish>
            rowKey="id"
            columns={columns}
            dataSource={shown}
            pagination={false}
            loading={loading && !data}
            scroll={{ x: 'max-content' }}
            onChange={onChange}
            onRow={(dish) => (dish.overTarget ? ({ 'data-over-target': 'true' } as HTMLAttributes<HTMLElement>) : {})}
            // A failed load is the alert above, not 'No dishes yet'.
            locale={{ emptyText: loading || error ? ' ' : intl.formatMessage(menuCostingMessages.empty) }}
          />
        </>
      )}
    </Card>
  );
}
