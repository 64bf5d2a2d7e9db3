import { useQuery } from '@apollo/client/react';
import { Button } from '@brigade/ui';
import { Alert, Card, Collapse, Descriptions, Flex, Spin, Tag, Typography, Form } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { energyText } from './nutrition-label';
import { fixPath, gapFix, type GapLinks } from './gaps';
import { costingMessages } from './messages';
import { PREVIEW_COSTING, type CostingGap, type CostingPreview as Preview, type RecipeCost } from './queries';
import { CompletenessTag, FoodCost, Money, perYield } from './Figures';
import { GapList, type GapAction } from './GapList';
import { NutritionTable } from './NutritionTable';
import { previewRequest, type PreviewRequest, type PreviewTarget } from './preview-input';
import type { RecipeValues } from '../editor/values';

/** How long the form must rest before its cost is worked out again. */
export const PREVIEW_DELAY_MS = 400;

type Props = PreviewTarget & {
  /** Where a gap outside this recipe is fixed (an ingredient, a sub-recipe); this recipe's own show their row. */
  gapLinks?: GapLinks;
};

/**
 * The recipe's cost and nutrition as the form stands, before saving (previewCosting), asked again
 * 400 ms after the last change: the total and per portion, a dish's food cost %, complete or "at
 * least" with its gaps (each with its fix: a link, or this form's row), and the nutrition label.
 */
export function CostingPreview({ gapLinks, ...target }: Props) {
  const intl = useIntl();
  const form = Form.useFormInstance<RecipeValues>();
  const { recipeId, kitchenId, type, priced } = target;
  // The request as a string: the form re-renders often, the preview only when what it sends changes.
  const current = Form.useWatch((values: RecipeValues) => JSON.stringify(previewRequest(values, { recipeId, kitchenId, type, priced })), {
    form,
    preserve: true,
  });
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(current ?? null), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [current]);
  const request = useMemo(() => (settled ? (JSON.parse(settled) as PreviewRequest) : null), [settled]);
  const linesIn = (json: string | null | undefined) => (json ? (JSON.parse(json) as PreviewRequest).input.ingredients.length : 0);
  // Nothing to cost is said at once; a cost waits for the form to rest.
  const empty = linesIn(current) === 0;
  const { data, previousData, loading, error, refetch } = useQuery(PREVIEW_COSTING, {
    variables: { input: request?.input ?? { ingredients: [] } },
    skip: !request || request.input.ingredients.length === 0,
    fetchPolicy: 'network-only',
  });
  const preview = (data ?? previousData)?.previewCosting ?? null;

  const rows = new Map(request?.rows ?? []);
  const isOwn = (gap: CostingGap) => gap.lineId === null || rows.has(gap.lineId) || (recipeId !== undefined && gap.recipeId === recipeId);
  const actionOf = (gap: CostingGap): GapAction => {
    const fix = gapFix(gap, isOwn);
    if (fix.kind === 'recipe' && fix.own) {
      const row = fix.lineId === null ? undefined : rows.get(fix.lineId);
      const field = row === undefined ? (fix.lineId === null ? ['yieldValue'] : null) : ['ingredients', row, 'item'];
      return field ? { onClick: () => form.scrollToField(field) } : null;
    }
    const to = fixPath(fix, gapLinks, null, kitchenId);
    return to ? { to } : null;
  };

  let body;
  if (empty) body = <Typography.Text type="secondary">{intl.formatMessage(costingMessages.previewEmpty)}</Typography.Text>;
  else if (error && !loading)
    body = <Alert type="warning" showIcon title={intl.formatMessage(costingMessages.previewFailed, { message: error.message })} />;
  else if (!preview) body = <Spin />;
  else
    body = (
      <Spin spinning={loading}>
        <Summary preview={preview} dish={type === 'MENU'} figures={request?.input} actionOf={actionOf} />
      </Spin>
    );
  return (
    <Card
      size="small"
      title={intl.formatMessage(costingMessages.preview)}
      role="region"
      aria-label={intl.formatMessage(costingMessages.preview)}
      extra={
        <Button size="xs" onClick={() => void refetch()} disabled={!request || empty || loading}>
          {intl.formatMessage(costingMessages.previewRefresh)}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {intl.formatMessage(costingMessages.previewHelp)}
      </Typography.Paragraph>
      {body}
    </Card>
  );
}

type SummaryProps = {
  preview: Preview;
  dish: boolean;
  /** What was sent: the price and VAT rate the food cost % is worked out from. */
  figures: { sellingPrice: string | null; vatRate: number | null } | undefined;
  actionOf: (gap: CostingGap) => GapAction;
};

function Summary({ preview, dish, figures, actionOf }: SummaryProps) {
  const intl = useIntl();
  const { cost, nutrition } = preview;
  const money = (amount: string) => <Money amount={amount} currency={cost.currency} complete={cost.complete} />;
  const energy = nutrition.perPortion
    ? { label: costingMessages.energyPerPortion, amounts: nutrition.perPortion }
    : nutrition.per100g
      ? { label: costingMessages.energyPer100g, amounts: nutrition.per100g }
      : null;
  const gapCount = (gaps: readonly CostingGap[]) => intl.formatMessage(costingMessages.gapCount, { count: gaps.length });
  const gapPanel = (key: string, title: string, gaps: readonly CostingGap[]) =>
    gaps.length
      ? [
          {
            key,
            label: `${title} (${gapCount(gaps)})`,
            children: <GapList gaps={gaps} actionOf={actionOf} label={title} />,
          },
        ]
      : [];
  return (
    <Flex vertical gap={8}>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'total', label: intl.formatMessage(costingMessages.total), children: money(cost.total) },
          ...perYield(cost).map(({ label, amount }) => ({ key: label.id, label: intl.formatMessage(label), children: money(amount) })),
          ...(dish
            ? [
                {
                  key: 'foodCost',
                  label: intl.formatMessage(costingMessages.foodCost),
                  children: (
                    <FoodCost
                      figures={{ sellingPrice: figures?.sellingPrice ?? null, vatRate: figures?.vatRate ?? null, ...preview }}
                      cost={cost}
                    />
                  ),
                },
              ]
            : []),
          ...(energy
            ? [
                {
                  key: 'energy',
                  label: intl.formatMessage(energy.label),
                  children: nutrition.complete ? (
                    energyText(energy.amounts, intl.locale)
                  ) : (
                    <Typography.Text type="warning">
                      {intl.formatMessage(costingMessages.atLeast, { amount: energyText(energy.amounts, intl.locale) })}
                    </Typography.Text>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Flex gap={4} wrap>
        <Completeness cost={cost} gaps={cost.missing} label={intl.formatMessage(costingMessages.costSection)} />
        <Completeness cost={nutrition} gaps={nutrition.missing} label={intl.formatMessage(costingMessages.nutritionSection)} />
      </Flex>
      <Collapse
        size="small"
        ghost
        items={[
          ...gapPanel('costGaps', intl.formatMessage(costingMessages.costGaps), cost.missing),
          ...gapPanel('nutritionGaps', intl.formatMessage(costingMessages.nutritionGaps), nutrition.missing),
          { key: 'label', label: intl.formatMessage(costingMessages.declaration), children: <NutritionTable nutrition={nutrition} /> },
        ]}
      />
    </Flex>
  );
}

/** "Cost: Complete" or "Cost: Incomplete · 2 gaps". */
function Completeness({ cost, gaps, label }: { cost: Pick<RecipeCost, 'complete'>; gaps: readonly CostingGap[]; label: string }) {
  const intl = useIntl();
  return (
    <Flex gap={4} align="center">
      <Typography.Text type="secondary">{label}</Typography.Text>
      <CompletenessTag complete={cost.complete} />
      {!cost.complete && <Tag>{intl.formatMessage(costingMessages.gapCount, { count: gaps.length })}</Tag>}
    </Flex>
  );
}
