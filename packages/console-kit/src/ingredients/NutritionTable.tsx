import { theme, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { nutritionMessages } from './messages';
import type { Nutrition } from './nutrition';

/** The declaration's lines in the regulation's order; 'of which' lines indented under their parent. */
const LINES = [
  { key: 'fat', label: nutritionMessages.fatLine },
  { key: 'saturates', label: nutritionMessages.saturatesLine, part: true },
  { key: 'carbohydrate', label: nutritionMessages.carbohydrateLine },
  { key: 'sugars', label: nutritionMessages.sugarsLine, part: true },
  { key: 'fibre', label: nutritionMessages.fibreLine },
  { key: 'protein', label: nutritionMessages.proteinLine },
  { key: 'salt', label: nutritionMessages.saltLine },
] as const;

/**
 * An ingredient's nutrition per 100 g laid out as an EU food label (Regulation 1169/2011, Annex
 * XV): a table with energy in kJ and kcal on one line, then the nutrients in grams, 'of which'
 * lines indented. 'Not stated' when nobody stated them: never zeros.
 */
export function NutritionTable({ nutrition }: { nutrition: Nutrition | null | undefined }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  if (!nutrition) return <Typography.Text type="secondary">{intl.formatMessage(nutritionMessages.notStated)}</Typography.Text>;
  const number = (value: number, digits = 2) => intl.formatNumber(value, { maximumFractionDigits: digits });
  const cell: CSSProperties = { padding: '4px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}`, textAlign: 'left' };
  const amount: CSSProperties = { ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' };
  return (
    <table style={{ borderCollapse: 'collapse', border: `2px solid ${token.colorText}`, minWidth: 260 }}>
      <thead>
        <tr>
          <th scope="col" style={{ ...cell, borderBottom: `2px solid ${token.colorText}` }}>
            {intl.formatMessage(nutritionMessages.declaration)}
          </th>
          <th scope="col" style={{ ...amount, borderBottom: `2px solid ${token.colorText}` }}>
            {intl.formatMessage(nutritionMessages.per100g)}
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row" style={{ ...cell, fontWeight: 600 }}>
            {intl.formatMessage(nutritionMessages.energy)}
          </th>
          <td style={amount}>
            {intl.formatMessage(nutritionMessages.energyValue, {
              kj: number(nutrition.energyKj, 0),
              kcal: number(nutrition.energyKcal, 0),
            })}
          </td>
        </tr>
        {LINES.map((line) => {
          const part = 'part' in line;
          return (
            <tr key={line.key}>
              <th scope="row" style={{ ...cell, fontWeight: part ? 400 : 600, paddingInlineStart: part ? 24 : 8 }}>
                {intl.formatMessage(line.label)}
              </th>
              <td style={amount}>{intl.formatMessage(nutritionMessages.grams, { value: number(nutrition[line.key]) })}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
