import { useQuery } from '@apollo/client/react';
import { fixPath, type GapLinks } from '@brigade/recipe-editor';
import { Spinner, TextLink } from '@brigade/ui';
import { Alert, Card, Empty, Flex, Radio, Tag, theme, Typography } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { KitchenSelect } from '../common/KitchenSelect';
import { useUrlParam } from '../common/useUrlParam';
import { recipePaths } from '../recipes/kinds';
import { recipeGapLinks } from '../recipes/useRecipeCosts';
import { useConsoleBase, useEntityPaths, usePlatformScope } from '../session/ConsoleContext';
import { attentionFix, causeKey, fixWording, groupByCause, mostBlockingFirst, type AttentionGroup, type FixWording } from './items';
import { needsAttentionMessages } from './messages';
import { ATTENTION_INGREDIENT, NEEDS_ATTENTION, type AttentionItem, type CostingArea } from './queries';

/** How many of an item's recipes are named as links; the count says the rest. */
const NAMED = 5;

const FIX_TEXT: Record<FixWording, (typeof needsAttentionMessages)[keyof typeof needsAttentionMessages]> = {
  price: needsAttentionMessages.fixPrice,
  currency: needsAttentionMessages.fixCurrency,
  density: needsAttentionMessages.fixDensity,
  pieceWeight: needsAttentionMessages.fixPieceWeight,
  nutrition: needsAttentionMessages.fixNutrition,
  yield: needsAttentionMessages.fixYield,
  gone: needsAttentionMessages.fixGone,
  line: needsAttentionMessages.fixLine,
};

const isArea = (value: string): value is CostingArea => value === 'COST' || value === 'NUTRITION';

/** Where this console shows and edits recipes, and fixes costing gaps (as a recipe's view links them). */
function useAttentionPaths() {
  const base = useConsoleBase();
  const ingredients = useEntityPaths('ingredients');
  const platform = usePlatformScope();
  return useMemo(() => {
    const recipes = recipePaths(base);
    return { recipes, links: (ownIngredient: boolean): GapLinks => recipeGapLinks(ingredients, recipes, platform, ownIngredient) };
  }, [base, ingredients, platform]);
}

type Paths = ReturnType<typeof useAttentionPaths>;

/**
 * The fix, where a recipe's view would link the same gap. A density or piece weight: in a kitchen's
 * console, the kitchen's conversions of a platform ingredient or the edit form of its own
 * (getIngredientsById says which; the conversions page until it has); the super admin edits the
 * ingredient. A price: in the kitchen shown (`?kitchen=` for the super admin).
 */
function FixLink({ item, paths, kitchenId }: { item: AttentionItem; paths: Paths; kitchenId: string | undefined }) {
  const intl = useIntl();
  const platform = usePlatformScope();
  const fix = attentionFix(item);
  const asksOwner = fix.kind === 'ingredientConversions' && !platform;
  const owner = useQuery(ATTENTION_INGREDIENT, {
    variables: { id: item.ingredientId ?? '' },
    skip: !asksOwner,
  });
  const own = owner.data?.getIngredientsById?.canEdit ?? false;
  const text = intl.formatMessage(FIX_TEXT[fixWording(item, fix)]);
  return (
    <Link
      to={fixPath(fix, paths.links(own), null, kitchenId) ?? ''}
      aria-label={intl.formatMessage(needsAttentionMessages.fixFor, { fix: text, message: item.message })}
    >
      {text}
    </Link>
  );
}

function Item({ item, paths, kitchenId }: { item: AttentionGroup; paths: Paths; kitchenId: string | undefined }) {
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
            {item.areas.map((area) => (
              <Tag key={area} color={area === 'COST' ? 'gold' : 'cyan'} style={{ marginInlineEnd: 0 }}>
                {intl.formatMessage(area === 'COST' ? needsAttentionMessages.cost : needsAttentionMessages.nutrition)}
              </Tag>
            ))}
            <Typography.Text strong>{item.message}</Typography.Text>
          </Flex>
          {item.areas.length > 1 && <Typography.Text>{intl.formatMessage(needsAttentionMessages.bothAreas)}</Typography.Text>}
          <Typography.Text type="secondary">
            {intl.formatMessage(needsAttentionMessages.holdsUp, { count: item.recipeCount })}{' '}
            {named.map((recipe, index) => (
              <span key={recipe.id}>
                {index > 0 && ', '}
                <TextLink to={paths.recipes.recipePath(recipe)}>{recipe.title}</TextLink>
              </span>
            ))}
            {rest > 0 && ` ${intl.formatMessage(needsAttentionMessages.more, { count: rest })}`}
          </Typography.Text>
        </Flex>
        <FixLink item={item} paths={paths} kitchenId={kitchenId} />
      </Flex>
    </li>
  );
}

/**
 * Needs attention (`needs-attention`, admins): each gap of a kitchen's cost and nutrition figures
 * once (getNeedsAttention, grouped by cause: one row names every area it holds up), the ones holding up most recipes first, with its area, the recipes it
 * holds up (the first ones linked) and the link that fixes it; filtered by area in the address
 * (`?area=COST`). Nothing to fix reads so. A kitchen admin sees their kitchen's; the super admin
 * chooses a kitchen first (`?kitchen=`), and until then is asked to.
 */
export function NeedsAttentionPage() {
  const intl = useIntl();
  const platform = usePlatformScope();
  const paths = useAttentionPaths();
  const [chosenKitchen, setKitchen] = useUrlParam('kitchen');
  const [areaParam, setArea] = useUrlParam('area');
  const kitchenId = platform ? chosenKitchen || undefined : undefined;
  const waiting = platform && !kitchenId;
  const area = isArea(areaParam) ? areaParam : null;
  const { data, loading, error } = useQuery(NEEDS_ATTENTION, {
    variables: kitchenId ? { kitchenId } : {},
    skip: waiting,
    fetchPolicy: 'cache-and-network',
  });
  // One row per thing to fix, however many figures it holds up (issue #45).
  const items = mostBlockingFirst(groupByCause(data?.getNeedsAttention ?? []));
  const count = (which: CostingArea) => items.filter((item) => item.areas.includes(which)).length;
  const shown = area ? items.filter((item) => item.areas.includes(area)) : items;

  return (
    <Card>
      <Typography.Title level={2}>{intl.formatMessage(needsAttentionMessages.title)}</Typography.Title>
      <Typography.Paragraph type="secondary">{intl.formatMessage(needsAttentionMessages.intro)}</Typography.Paragraph>
      {platform && (
        <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }}>
          <KitchenSelect
            ariaLabel={intl.formatMessage(needsAttentionMessages.kitchen)}
            placeholder={intl.formatMessage(needsAttentionMessages.kitchen)}
            value={kitchenId ?? null}
            onChange={setKitchen}
          />
        </Flex>
      )}
      {error && <Alert type="error" showIcon role="alert" title={error.message} style={{ marginBottom: 16 }} />}
      {waiting ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage(needsAttentionMessages.chooseKitchen)} />
      ) : loading && !data ? (
        <Spinner />
      ) : (
        data && (
          <>
            {items.length > 0 && (
              <Radio.Group
                aria-label={intl.formatMessage(needsAttentionMessages.area)}
                optionType="button"
                value={area ?? ''}
                onChange={(event) => setArea(String(event.target.value))}
                style={{ marginBottom: 16 }}
                options={[
                  { value: '', label: intl.formatMessage(needsAttentionMessages.all, { count: items.length }) },
                  {
                    value: 'COST',
                    label: intl.formatMessage(needsAttentionMessages.areaCount, {
                      area: intl.formatMessage(needsAttentionMessages.cost),
                      count: count('COST'),
                    }),
                  },
                  {
                    value: 'NUTRITION',
                    label: intl.formatMessage(needsAttentionMessages.areaCount, {
                      area: intl.formatMessage(needsAttentionMessages.nutrition),
                      count: count('NUTRITION'),
                    }),
                  },
                ]}
              />
            )}
            {shown.length === 0 ? (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  items.length === 0 || !area
                    ? intl.formatMessage(needsAttentionMessages.complete)
                    : intl.formatMessage(needsAttentionMessages.areaComplete, { area })
                }
              />
            ) : (
              <ol
                aria-label={intl.formatMessage(needsAttentionMessages.title)}
                style={{ padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 12 }}
              >
                {shown.map((item) => (
                  <Item key={causeKey(item)} item={item} paths={paths} kitchenId={kitchenId} />
                ))}
              </ol>
            )}
          </>
        )
      )}
    </Card>
  );
}
