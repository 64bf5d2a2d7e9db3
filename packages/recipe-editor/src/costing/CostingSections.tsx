import { useQuery } from '@apollo/client/react';
import { Spinner } from '@brigade/ui';
import { Alert, DatePicker, Descriptions, Flex, Spin, Table, Typography, type DatePickerProps } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatMoney, formatPercent } from '@brigade/money';
import { fixPath, gapFix, type GapLinks } from './gaps';
import { costingMessages } from './messages';
import { Section } from '../recipes/Section';
import { SectionHeading } from '../recipes/SectionHeading';
import { RECIPE_COSTING, type CostingGap, type RecipeCost, type RecipeCosting } from './queries';
import type { RecipeIngredient, RecipeMenu } from '../recipes/fragments/recipe-menu';
import { CostChange } from './CostChange';
import { CompletenessTag, FoodCost, Money, perYield, whyNoFoodCost } from './Figures';
import { GapList, type GapAction } from './GapList';
import { NutritionTable } from './NutritionTable';

/** A day as antd's DatePicker holds it. */
type Day = Parameters<NonNullable<DatePickerProps['disabledDate']>>[0];

type Props = {
  recipe: RecipeMenu;
  /** Where each gap is fixed in this console; none: the gaps are named without links. */
  gapLinks?: GapLinks;
};

/**
 * The cost and nutrition of a recipe or dish (kitchen admins and super admins): its own query, so
 * a view without it never asks for fields a cook is refused. The cost can be read as it was on an
 * earlier day; a dish adds its price, VAT, food cost %, margin and the kitchen's target.
 */
export function CostingSections({ recipe, gapLinks }: Props) {
  const intl = useIntl();
  const [day, setDay] = useState<Day | null>(null);
  const at = day ? day.format('YYYY-MM-DD') : null;
  const { data, previousData, loading, error } = useQuery(RECIPE_COSTING, {
    variables: { id: recipe.id, at },
    // Prices move through events and the recipe may have been saved since: what is cached shows at once, then today's.
    fetchPolicy: 'cache-and-network',
  });
  const costing = (data ?? previousData)?.getRecipeMenuById ?? null;
  const pickerId = useId();
  const isOwn = (gap: CostingGap) => gap.recipeId === recipe.id;
  const actionOf = (gap: CostingGap): GapAction => {
    const to = fixPath(gapFix(gap, isOwn), gapLinks, recipe, recipe.kitchenId);
    return to ? { to } : null;
  };

  const picker = (
    <Flex gap={8} align="center">
      <label htmlFor={pickerId}>{intl.formatMessage(costingMessages.asOn)}</label>
      <DatePicker
        id={pickerId}
        value={day}
        onChange={(value: Day | null) => setDay(value)}
        disabledDate={(current) => current.isAfter(new Date(), 'day')}
        placeholder={intl.formatMessage(costingMessages.asOnToday)}
        allowClear
      />
    </Flex>
  );

  let cost: ReactNode;
  let nutrition: ReactNode;
  if (error && !costing) {
    cost = nutrition = <Alert type="error" showIcon role="alert" title={error.message} />;
  } else if (!costing) {
    cost = nutrition = <Spinner />;
  } else {
    cost = costing.cost ? (
      <Flex vertical gap={16}>
        <Spin spinning={loading}>
          <CostFigures costing={costing} cost={costing.cost} lines={recipe.ingredients} at={at} actionOf={actionOf} />
        </Spin>
        <CostChange recipe={recipe} currency={costing.cost.currency} gapLinks={gapLinks} />
      </Flex>
    ) : (
      <Typography.Text type="secondary">{intl.formatMessage(costingMessages.unavailable)}</Typography.Text>
    );
    nutrition = costing.nutrition ? (
      <Flex vertical gap={12}>
        <NutritionTable nutrition={costing.nutrition} />
        <Gaps gaps={costing.nutrition.missing} actionOf={actionOf} label={intl.formatMessage(costingMessages.nutritionGaps)} />
      </Flex>
    ) : (
      <Typography.Text type="secondary">{intl.formatMessage(costingMessages.unavailable)}</Typography.Text>
    );
  }
  return (
    <>
      <Section title={<SectionHeading>{intl.formatMessage(costingMessages.costSection)}</SectionHeading>} extra={picker}>
        {cost}
      </Section>
      <Section title={<SectionHeading>{intl.formatMessage(costingMessages.nutritionSection)}</SectionHeading>}>{nutrition}</Section>
    </>
  );
}

/** An incomplete figure's warning and what is missing, each with its fix. */
export function Gaps({ gaps, actionOf, label }: { gaps: readonly CostingGap[]; actionOf: (gap: CostingGap) => GapAction; label: string }) {
  const intl = useIntl();
  if (gaps.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={intl.formatMessage(costingMessages.incompleteHelp, { count: gaps.length })}
      description={<GapList gaps={gaps} actionOf={actionOf} label={label} />}
    />
  );
}

type FiguresProps = {
  costing: RecipeCosting;
  cost: RecipeCost;
  lines: RecipeIngredient[];
  at: string | null;
  actionOf: (gap: CostingGap) => GapAction;
};

function CostFigures({ costing, cost, lines, at, actionOf }: FiguresProps) {
  const intl = useIntl();
  const money = (amount: string) => <Money amount={amount} currency={cost.currency} complete={cost.complete} />;
  const dish = costing.type === 'MENU';
  const notSet = <Typography.Text type="secondary">{intl.formatMessage(costingMessages.notSet)}</Typography.Text>;
  return (
    <Flex vertical gap={16}>
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          {
            key: 'total',
            label: intl.formatMessage(costingMessages.total),
            children: (
              <Flex gap={8} wrap align="center">
                {money(cost.total)}
                <CompletenessTag complete={cost.complete} />
              </Flex>
            ),
          },
          ...perYield(cost).map(({ label, amount }) => ({ key: label.id, label: intl.formatMessage(label), children: money(amount) })),
        ]}
      />
      {at && (
        <Typography.Text type="secondary">
          {intl.formatMessage(costingMessages.asOnNote, { date: intl.formatDate(`${at}T12:00:00`, { dateStyle: 'long' }) })}
        </Typography.Text>
      )}
      <Gaps gaps={cost.missing} actionOf={actionOf} label={intl.formatMessage(costingMessages.costGaps)} />
      <Breakdown cost={cost} lines={lines} />
      {dish && (
        <div role="group" aria-label={intl.formatMessage(costingMessages.dish)}>
          <Typography.Title level={5}>{intl.formatMessage(costingMessages.dish)}</Typography.Title>
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              {
                key: 'sellingPrice',
                label: intl.formatMessage(costingMessages.sellingPrice),
                children: costing.sellingPrice === null ? notSet : formatMoney(costing.sellingPrice, cost.currency, intl.locale),
              },
              {
                key: 'vat',
                label: intl.formatMessage(costingMessages.vat),
                children: costing.vatRate === null ? notSet : formatPercent(costing.vatRate, intl.locale),
              },
              {
                key: 'foodCost',
                label: intl.formatMessage(costingMessages.foodCost),
                children: <FoodCost figures={costing} cost={cost} />,
              },
              {
                key: 'grossMargin',
                label: intl.formatMessage(costingMessages.grossMargin),
                children:
                  costing.grossMargin === null ? (
                    <Typography.Text type="secondary">
                      {intl.formatMessage(costingMessages.noFigure, { reason: intl.formatMessage(whyNoFoodCost(costing, cost)) })}
                    </Typography.Text>
                  ) : (
                    formatMoney(costing.grossMargin, cost.currency, intl.locale)
                  ),
              },
              {
                key: 'target',
                label: intl.formatMessage(costingMessages.target),
                children: costing.targetFoodCostPercent === null ? notSet : formatPercent(costing.targetFoodCostPercent, intl.locale),
              },
            ]}
          />
        </div>
      )}
    </Flex>
  );
}

/** Each line's cost and share of the total in the recipe's order; a line not counted reads "—" and why. */
function Breakdown({ cost, lines }: { cost: RecipeCost; lines: RecipeIngredient[] }) {
  const intl = useIntl();
  const byId = new Map(lines.map((line) => [line.id, line]));
  const why = (lineId: string) => cost.missing.filter((gap) => gap.lineId === lineId);
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="lineId"
      aria-label={intl.formatMessage(costingMessages.breakdown)}
      dataSource={cost.lines}
      columns={[
        {
          key: 'line',
          title: intl.formatMessage(costingMessages.line),
          render: (_, row) => {
            const line = byId.get(row.lineId);
            return line ? lineName(line, intl.formatNumber) : row.lineId;
          },
        },
        {
          key: 'cost',
          title: intl.formatMessage(costingMessages.lineCost),
          align: 'right',
          render: (_, row) =>
            row.cost === null ? (
              <Flex vertical align="end">
                <span aria-label={intl.formatMessage(costingMessages.notCounted)}>—</span>
                {why(row.lineId).map((gap, index) => (
                  <Typography.Text key={index} type="secondary" style={{ fontSize: 12 }}>
                    {gap.message}
                  </Typography.Text>
                ))}
              </Flex>
            ) : (
              formatMoney(row.cost, cost.currency, intl.locale)
            ),
        },
        {
          key: 'share',
          title: intl.formatMessage(costingMessages.share),
          align: 'right',
          render: (_, row) =>
            row.share === null
              ? '—'
              : row.share === 0 && row.cost !== null && Number(row.cost) > 0
                ? `< ${formatPercent(0.1, intl.locale)}`
                : formatPercent(row.share, intl.locale),
        },
      ]}
    />
  );
}

/** '300 g Flour', '0.3 l Red wine sauce' (as the ingredient list says it). */
function lineName(line: RecipeIngredient, formatNumber: (value: number) => string) {
  const amount = [formatNumber(line.quantity), line.unit?.name ?? line.unitOfMeasure].filter(Boolean).join(' ');
  const name = line.subRecipeId
    ? (line.subRecipe?.title ?? line.subRecipeTitle ?? line.subRecipeId)
    : (line.ingredient?.name ?? line.ingredientsId);
  return [amount, name].filter(Boolean).join(' ');
}
