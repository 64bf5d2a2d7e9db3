import { useQuery } from '@apollo/client/react';
import { useUrlParam } from '@brigade/console-kit';
import { Spinner } from '@brigade/ui';
import { Alert, Card, Empty, Flex, Radio, Tag, theme, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { fixKind, fixPath, mostBlockingFirst, recipeView, type FixKind } from './fixes';
import { m } from './messages';
import { ATTENTION_INGREDIENT, NEEDS_ATTENTION, type AttentionItem, type CostingArea } from './queries';

/** How many of an item's recipes are named as links; the count says the rest. */
const NAMED = 5;

const FIX_TEXT: Record<FixKind, (typeof m)[keyof typeof m]> = {
  price: m.fixPrice,
  currency: m.fixCurrency,
  density: m.fixDensity,
  pieceWeight: m.fixPieceWeight,
  nutrition: m.fixNutrition,
  yield: m.fixYield,
  gone: m.fixGone,
  line: m.fixLine,
};

const isArea = (value: string): value is CostingArea => value === 'COST' || value === 'NUTRITION';

/** The fix: a density or piece weight goes to the edit form of the kitchen's own ingredient, to its conversions of the platform's. */
function FixLink({ item }: { item: AttentionItem }) {
  const intl = useIntl();
  const kind = fixKind(item);
  const asksOwner = kind === 'density' || kind === 'pieceWeight';
  const owner = useQuery<{ getIngredientsById: { id: string; kitchenId: string | null; canEdit: boolean } | null }>(ATTENTION_INGREDIENT, {
    variables: { id: item.ingredientId },
    skip: !asksOwner,
  });
  const ingredient = owner.data?.getIngredientsById;
  const fix = intl.formatMessage(FIX_TEXT[kind]);
  return (
    <Link
      to={fixPath(item, ingredient ? ingredient.canEdit : null)}
      aria-label={intl.formatMessage(m.fixFor, { fix, message: item.message })}
    >
      {fix}
    </Link>
  );
}

function Item({ item }: { item: AttentionItem }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const named = item.recipes.slice(0, NAMED);
  const rest = item.recipeCount - named.length;
  return (
    <li
      style={{
        listStyle: 'none',
        padding: '12px 16px',
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <Flex gap={12} wrap justify="space-between" align="start">
        <Flex vertical gap={4} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Flex gap={8} wrap align="center">
            <Tag color={item.area === 'COST' ? 'gold' : 'cyan'} style={{ marginInlineEnd: 0 }}>
              {intl.formatMessage(item.area === 'COST' ? m.cost : m.nutrition)}
            </Tag>
            <Typography.Text strong>{item.message}</Typography.Text>
          </Flex>
          <Typography.Text type="secondary">
            {intl.formatMessage(m.holdsUp, { count: item.recipeCount })}{' '}
            {named.map((recipe, index) => (
              <span key={recipe.id}>
                {index > 0 && ', '}
                <Link to={recipeView(recipe)}>{recipe.title}</Link>
              </span>
            ))}
            {rest > 0 && ` ${intl.formatMessage(m.more, { count: rest })}`}
          </Typography.Text>
        </Flex>
        <FixLink item={item} />
      </Flex>
    </li>
  );
}

/**
 * Needs attention (`needs-attention`, kitchen admins): each gap of the kitchen's cost and nutrition
 * figures once (getNeedsAttention), the ones holding up most recipes first, with its area, the
 * recipes it holds up (the first ones linked) and the link that fixes it; filtered by area in the
 * address (`?area=COST`). Nothing to fix reads so.
 */
export function NeedsAttentionPage() {
  const intl = useIntl();
  const [areaParam, setArea] = useUrlParam('area');
  const area = isArea(areaParam) ? areaParam : null;
  const { data, loading, error } = useQuery<{ getNeedsAttention: AttentionItem[] }>(NEEDS_ATTENTION, { fetchPolicy: 'cache-and-network' });
  const items = mostBlockingFirst(data?.getNeedsAttention ?? []);
  const count = (which: CostingArea) => items.filter((item) => item.area === which).length;
  const shown = area ? items.filter((item) => item.area === area) : items;

  return (
    <Card>
      <Typography.Title level={2}>{intl.formatMessage(m.title)}</Typography.Title>
      <Typography.Paragraph type="secondary">{intl.formatMessage(m.intro)}</Typography.Paragraph>
      {error && <Alert type="error" showIcon role="alert" title={error.message} style={{ marginBottom: 16 }} />}
      {loading && !data ? (
        <Spinner />
      ) : (
        data && (
          <>
            {items.length > 0 && (
              <Radio.Group
                aria-label={intl.formatMessage(m.area)}
                optionType="button"
                value={area ?? ''}
                onChange={(event) => setArea(String(event.target.value))}
                style={{ marginBottom: 16 }}
                options={[
                  { value: '', label: intl.formatMessage(m.all, { count: items.length }) },
                  { value: 'COST', label: intl.formatMessage(m.areaCount, { area: intl.formatMessage(m.cost), count: count('COST') }) },
                  {
                    value: 'NUTRITION',
                    label: intl.formatMessage(m.areaCount, { area: intl.formatMessage(m.nutrition), count: count('NUTRITION') }),
                  },
                ]}
              />
            )}
            {shown.length === 0 ? (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={items.length === 0 || !area ? intl.formatMessage(m.complete) : intl.formatMessage(m.areaComplete, { area })}
              />
            ) : (
              <ol
                aria-label={intl.formatMessage(m.title)}
                style={{ padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 12 }}
              >
                {shown.map((item) => (
                  <Item
                    key={`${item.area}:${item.kind}:${item.ingredientId ?? ''}:${item.subRecipeId ?? ''}:${item.recipeId}:${item.lineId ?? ''}`}
                    item={item}
                  />
                ))}
              </ol>
            )}
          </>
        )
      )}
    </Card>
  );
}
