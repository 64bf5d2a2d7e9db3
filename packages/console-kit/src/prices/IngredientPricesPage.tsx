import { useMutation, useQuery } from '@apollo/client/react';
import { Button, DataTable, Spinner, useConfirm, type DataTableColumn } from '@brigade/ui';
import { Alert, Button as AntButton, Card, Descriptions, Flex, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { KitchenSelect } from '../common/KitchenSelect';
import { common } from '../common/messages';
import { useAction } from '../common/useAction';
import { useRecord } from '../common/useRecord';
import { useUrlParam } from '../common/useUrlParam';
import { INGREDIENT } from '../ingredients/queries';
import { useEntityPaths, usePlatformScope } from '../session/ConsoleContext';
import { priceMessages } from './messages';
import { formatMoney, formatPercent } from '@brigade/money';
import { formatDay } from '../common/days';
import { packText } from './pack';
import { packPriceText, perBaseText } from './priceText';
import { PriceChart } from './PriceChart';
import { PriceFormModal } from './PriceFormModal';
import { COSTING_SETTINGS, DELETE_PRICE, INGREDIENT_PRICES, type IngredientPrice } from './queries';

/** The price per kg, l or piece, and below it what a usable one costs when the yield is under 100 %. */
function PerBase({ price }: { price: IngredientPrice }) {
  const intl = useIntl();
  const bought = perBaseText(intl, price);
  if (!bought) return <Typography.Text type="secondary">{intl.formatMessage(priceMessages.noBase)}</Typography.Text>;
  const usable = price.yieldPercent < 100 ? perBaseText(intl, price, price.yieldPercent) : null;
  return (
    <Flex vertical>
      <span>{bought}</span>
      {usable && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {intl.formatMessage(priceMessages.usable, { price: usable })}
        </Typography.Text>
      )}
    </Flex>
  );
}

type Editing = { price?: IngredientPrice } | null;

/**
 * One ingredient's purchase prices in a kitchen (`ingredients/:id/prices`): the current one (the
 * newest), a chart of the price per kg, l or piece over time, and the history, newest first, each
 * record editable and deletable (after a confirmation). 'Record price' opens the form. A kitchen
 * admin sees their kitchen's; the super admin chooses a kitchen first (`?kitchen=`). Cooks never
 * reach it: the services refuse them prices, and their console has no such route.
 */
export function IngredientPricesPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const paths = useEntityPaths('ingredients');
  const platform = usePlatformScope();
  const confirm = useConfirm();
  const act = useAction();
  const { id = '' } = useParams();
  const [chosenKitchen, setKitchen] = useUrlParam('kitchen');
  const kitchenId = platform ? chosenKitchen : undefined;
  const waiting = platform && !kitchenId;
  const scope = kitchenId ? { kitchenId } : {};
  const [editing, setEditing] = useState<Editing>(null);
  const ingredient = useRecord(INGREDIENT, id);
  const history = useQuery(INGREDIENT_PRICES, {
    variables: { ingredientId: id, ...scope },
    skip: waiting,
    fetchPolicy: 'cache-and-network',
  });
  const settings = useQuery(COSTING_SETTINGS, { variables: scope, skip: waiting });
  const [remove] = useMutation(DELETE_PRICE, { refetchQueries: [INGREDIENT_PRICES] });

  if (ingredient.loading) return <Spinner />;
  const name = ingredient.data?.getIngredientsById?.name;
  const prices = (history.data ?? history.previousData)?.getIngredientPrices ?? [];
  const current = prices[0];
  const suppliers = [...new Set(prices.map((price) => price.supplier).filter((supplier): supplier is string => !!supplier))];

  const onDelete = async (price: IngredientPrice) => {
    const date = formatDay(intl, price.pricedOn);
    const yes = await confirm({
      title: intl.formatMessage(priceMessages.deleteTitle),
      content: intl.formatMessage(priceMessages.deleteContent, { date, price: packPriceText(intl, price) }),
      okText: intl.formatMessage(common.delete),
      danger: true,
    });
    if (yes) await act(() => remove({ variables: { id: price.id } }), common.deleted);
  };

  const columns: DataTableColumn<IngredientPrice>[] = [
    {
      header: intl.formatMessage(priceMessages.date),
      key: 'pricedOn',
      width: 150,
      render: (row) => (
        <Space size={4} wrap>
          {formatDay(intl, row.pricedOn)}
          {row.id === current?.id && <Tag color="green">{intl.formatMessage(priceMessages.currentTag)}</Tag>}
        </Space>
      ),
    },
    {
      header: intl.formatMessage(priceMessages.supplier),
      key: 'supplier',
      width: 180,
      render: (row) => (
        <Flex vertical>
          <span>{row.supplier}</span>
          {row.supplierCode && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.supplierCode}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      header: intl.formatMessage(priceMessages.pack),
      key: 'pack',
      width: 180,
      render: (row) => (
        <Flex vertical>
          <span>{packText(intl, row)}</span>
          {row.packDescription && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.packDescription}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      header: intl.formatMessage(priceMessages.price),
      key: 'packPrice',
      width: 120,
      align: 'right',
      render: (row) => formatMoney(row.packPrice, row.currency, intl.locale),
    },
    {
      header: intl.formatMessage(priceMessages.perBase),
      key: 'perBase',
      width: 170,
      align: 'right',
      render: (row) => <PerBase price={row} />,
    },
    {
      header: intl.formatMessage(priceMessages.yieldColumn),
      key: 'yieldPercent',
      width: 90,
      align: 'right',
      render: (row) => formatPercent(row.yieldPercent, intl.locale, { decimals: 2 }),
    },
    {
      header: intl.formatMessage(common.actions),
      key: 'actions',
      width: 150,
      render: (row) => {
        const date = formatDay(intl, row.pricedOn);
        return (
          <Space size={4} wrap>
            <AntButton
              type="link"
              size="small"
              aria-label={`${intl.formatMessage(common.edit)} ${date}`}
              onClick={() => setEditing({ price: row })}
            >
              {intl.formatMessage(common.edit)}
            </AntButton>
            <AntButton
              type="link"
              size="small"
              danger
              aria-label={`${intl.formatMessage(common.delete)} ${date}`}
              onClick={() => void onDelete(row)}
            >
              {intl.formatMessage(common.delete)}
            </AntButton>
          </Space>
        );
      },
    },
  ];

  return (
    <Card>
      <Typography.Title level={2}>
        {name ? intl.formatMessage(priceMessages.title, { name }) : intl.formatMessage(priceMessages.prices)}
      </Typography.Title>
      {platform && (
        <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }}>
          <KitchenSelect
            ariaLabel={intl.formatMessage(priceMessages.chooseKitchen)}
            placeholder={intl.formatMessage(priceMessages.chooseKitchen)}
            value={kitchenId || null}
            onChange={setKitchen}
          />
        </Flex>
      )}
      {ingredient.error && <Alert type="error" showIcon role="alert" title={ingredient.error.message} style={{ marginBottom: 16 }} />}
      {history.error && <Alert type="error" showIcon role="alert" title={history.error.message} style={{ marginBottom: 16 }} />}
      {!waiting && !history.error && (
        <>
          {history.loading && !prices.length ? (
            <Spinner />
          ) : current ? (
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, sm: 2, lg: 3 }}
              style={{ marginBottom: 16 }}
              items={[
                { key: 'current', label: intl.formatMessage(priceMessages.current), children: packPriceText(intl, current) },
                { key: 'perBase', label: intl.formatMessage(priceMessages.perBase), children: <PerBase price={current} /> },
                { key: 'supplier', label: intl.formatMessage(priceMessages.supplier), children: current.supplier },
                { key: 'pricedOn', label: intl.formatMessage(priceMessages.lastChange), children: formatDay(intl, current.pricedOn) },
                {
                  key: 'yield',
                  label: intl.formatMessage(priceMessages.yieldColumn),
                  children: formatPercent(current.yieldPercent, intl.locale, { decimals: 2 }),
                },
              ]}
            />
          ) : (
            <Alert type="info" showIcon title={intl.formatMessage(priceMessages.none)} style={{ marginBottom: 16 }} />
          )}
          <PriceChart prices={prices} />
          <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 8 }}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {intl.formatMessage(priceMessages.history)}
            </Typography.Title>
            <Button variant="primary" onClick={() => setEditing({})}>
              {intl.formatMessage(priceMessages.record)}
            </Button>
          </Flex>
          <DataTable<IngredientPrice>
            columns={columns}
            rows={prices}
            totalRecords={prices.length}
            loading={history.loading && !prices.length}
          />
        </>
      )}
      <Flex gap={12} style={{ marginTop: 16 }}>
        <Button onClick={() => void navigate(paths.list)}>{intl.formatMessage(common.back)}</Button>
      </Flex>
      {editing && (
        <PriceFormModal
          ingredientId={id}
          kitchenId={kitchenId}
          price={editing.price}
          latest={current}
          suppliers={suppliers}
          currency={settings.data?.getCostingSettings.currency ?? 'EUR'}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
