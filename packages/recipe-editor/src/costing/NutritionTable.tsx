import { Table, Typography } from 'antd';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { costingMessages } from './messages';
import { energyText, LABEL_ROWS, labelText } from './nutrition-label';
import type { NutrientAmounts, RecipeNutrition } from './queries';

const ROW_TITLE: Record<(typeof LABEL_ROWS)[number]['key'], MessageDescriptor> = {
  energy: costingMessages.energy,
  fat: costingMessages.fat,
  saturates: costingMessages.saturates,
  carbohydrate: costingMessages.carbohydrate,
  sugars: costingMessages.sugars,
  fibre: costingMessages.fibre,
  protein: costingMessages.protein,
  salt: costingMessages.salt,
};

type Column = { key: string; title: string; amounts: NutrientAmounts };

/**
 * The declaration laid out as an EU 1169/2011 label: energy (kJ / kcal on one row), fat, of which
 * saturates, carbohydrate, of which sugars, fibre, protein, salt; per 100 g and per portion where
 * known (the whole yield when neither is), rounded as the Commission's guidance says. An
 * incomplete roll-up says so in each column's heading: the amounts are at least these.
 */
export function NutritionTable({ nutrition }: { nutrition: RecipeNutrition }) {
  const intl = useIntl();
  const heading = (message: MessageDescriptor) =>
    nutrition.complete
      ? intl.formatMessage(message)
      : intl.formatMessage(costingMessages.columnAtLeast, { column: intl.formatMessage(message) });
  const columns: Column[] = [];
  if (nutrition.per100g) columns.push({ key: 'per100g', title: heading(costingMessages.per100g), amounts: nutrition.per100g });
  if (nutrition.perPortion)
    columns.push({ key: 'perPortion', title: heading(costingMessages.nutritionPerPortion), amounts: nutrition.perPortion });
  if (columns.length === 0) columns.push({ key: 'total', title: heading(costingMessages.wholeYield), amounts: nutrition.total });
  const cell = (key: (typeof LABEL_ROWS)[number]['key'], amounts: NutrientAmounts) =>
    key === 'energy' ? energyText(amounts, intl.locale) : labelText(key, amounts[key], intl.locale);
  return (
    <>
      <Table
        size="small"
        bordered
        pagination={false}
        rowKey="key"
        aria-label={intl.formatMessage(costingMessages.declaration)}
        dataSource={LABEL_ROWS.map((row) => ({ ...row }))}
        columns={[
          {
            key: 'nutrient',
            title: intl.formatMessage(costingMessages.nutrient),
            render: (_, row) => (
              <span style={row.sub ? { paddingInlineStart: 16 } : undefined}>{intl.formatMessage(ROW_TITLE[row.key])}</span>
            ),
          },
          ...columns.map((column) => ({
            key: column.key,
            title: column.title,
            align: 'right' as const,
            render: (_: unknown, row: (typeof LABEL_ROWS)[number]) => cell(row.key, column.amounts),
          })),
        ]}
      />
      {!nutrition.per100g && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {intl.formatMessage(costingMessages.cannotWeigh)}
        </Typography.Paragraph>
      )}
    </>
  );
}
