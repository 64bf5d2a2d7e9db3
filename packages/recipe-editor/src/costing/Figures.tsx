import { Flex, Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { formatMoney, formatPercent } from '@brigade/money';
import { costingMessages } from './messages';
import type { DishFigures, RecipeCost } from './queries';

/** A sum of money; while the cost is incomplete it reads "at least €4.20", never as the total. */
export function Money({ amount, currency, complete }: { amount: string; currency: string; complete: boolean }) {
  const intl = useIntl();
  const money = formatMoney(amount, currency, intl.locale);
  if (complete) return <Typography.Text strong>{money}</Typography.Text>;
  return <Typography.Text type="warning">{intl.formatMessage(costingMessages.atLeast, { amount: money })}</Typography.Text>;
}

/** Complete, or the warning marker of a partial sum. */
export function CompletenessTag({ complete }: { complete: boolean }) {
  const intl = useIntl();
  return complete ? (
    <Tag color="success">{intl.formatMessage(costingMessages.complete)}</Tag>
  ) : (
    <Tag color="warning">{intl.formatMessage(costingMessages.incomplete)}</Tag>
  );
}

/** The figures per unit of yield the cost has: per portion, per kg or per litre. */
export function perYield(cost: RecipeCost) {
  return (
    [
      [costingMessages.perPortion, cost.perPortion],
      [costingMessages.perKilogram, cost.perKilogram],
      [costingMessages.perLitre, cost.perLitre],
    ] as const
  ).flatMap(([label, amount]) => (amount === null ? [] : [{ label, amount }]));
}

/**
 * Why a dish has no food cost % (or margin): no price or VAT rate, no yield in portions, or a cost
 * not yet complete (a partial cost would give a figure that looks right and is not).
 */
export function whyNoFoodCost(figures: Pick<DishFigures, 'sellingPrice' | 'vatRate'>, cost: RecipeCost | null) {
  if (figures.sellingPrice === null || figures.vatRate === null) return costingMessages.whyNoPrice;
  if (!cost || cost.perPortion === null) return costingMessages.whyNoPortions;
  return costingMessages.whyIncomplete;
}

/** Over the kitchen's target (red) or within it; nothing when there is no price to compare. */
export function TargetTag({ overTarget }: { overTarget: boolean | null }) {
  const intl = useIntl();
  if (overTarget === null) return null;
  return overTarget ? (
    <Tag color="error">{intl.formatMessage(costingMessages.overTarget)}</Tag>
  ) : (
    <Tag color="success">{intl.formatMessage(costingMessages.withinTarget)}</Tag>
  );
}

/** "31.4 %" with the target tag, or "— (needs a selling price and a VAT rate)". */
export function FoodCost({ figures, cost }: { figures: DishFigures; cost: RecipeCost | null }) {
  const intl = useIntl();
  if (figures.foodCostPercent === null)
    return (
      <Flex gap={8} wrap align="center">
        <Typography.Text type="secondary">
          {intl.formatMessage(costingMessages.noFigure, { reason: intl.formatMessage(whyNoFoodCost(figures, cost)) })}
        </Typography.Text>
        {/* Without a figure only 'over' is certain (a partial cost already over target); 'within' is not. */}
        {figures.overTarget && <TargetTag overTarget />}
      </Flex>
    );
  return (
    <Flex gap={8} wrap align="center">
      <Typography.Text strong>{formatPercent(figures.foodCostPercent, intl.locale)}</Typography.Text>
      <TargetTag overTarget={figures.overTarget} />
    </Flex>
  );
}
