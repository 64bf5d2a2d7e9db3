import { Table, Typography } from 'antd';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { c } from './messages';
import { energyText, LABEL_ROWS, labelText } from './nutrition-label';
import type { NutrientAmounts, RecipeNutrition } from './queries';

const ROW_TITLE: Record<(typeof LABEL_ROWS)[number]['key'], MessageDescriptor> = {
  energy: c.energy,
  fat: c.fat,
  saturates: c.saturates,
  carbohydrate: c.carbohydrate,
  sugars: c.sugars,
  fibre: c.fibre,
  protein: c.protein,
  salt: c.salt,
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
    nutrition.complete ? intl.formatMessage(message) : intl.formatMessage(c.columnAtLeast, { column: intl.formatMessage(message) });
  const columns: Column[] = [];
  if (nutrition.per100g) columns.push({ key: 'per100g', title: heading(c.per100g), amounts: nutrition.per100g });
  if (nutrition.perPortion) columns.push({ key: 'perPortion', title: heading(c.nutritionPerPortion), amounts: nutrition.perPortion });
  if (columns.length === 0) columns.push({ key: 'total', title: heading(c.wholeYield), amounts: nutrition.total });
  const cell = (key: (typeof LABEL_ROWS)[number]['key'], amounts: NutrientAmounts) =>
    key === 'energy' ? energyText(amounts, intl.locale) : labelText(key, amounts[key], intl.locale);
  return (
    <>
      <Table
        size="small"
        bordered
        pagination={false}
        rowKey="key"
        aria-label={intl.formatMessage(c.declaration)}
        dataSource={LABEL_ROWS.map((row) => ({ ...row }))}
        columns={[
          {
            key: 'nutrient',
            title: intl.formatMessage(c.nutrient),
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
          {intl.formatMessage(c.cannotWeigh)}
        </Typography.Paragraph>
      )}
    </>
  );
}
