import { Flex, Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { STATEMENT_COLOURS } from './AllergenTags';
import { statementMessages } from './messages';
import type { AllergenChoice, Ingredient } from './queries';
import { unchecked } from './statements';

type Props = { ingredient: Ingredient; offered: AllergenChoice[] };

const small = { fontSize: 12 };

/**
 * A list row's allergen statements, compact: what it contains (red tags), what it may contain
 * (amber tags after 'May contain:', so colour is not the only sign), and how many offered
 * allergens nobody checked (grey). Free-from is the rest and not spelled out.
 */
export function AllergenSummary({ ingredient, offered }: Props) {
  const intl = useIntl();
  const open = unchecked(ingredient, offered).length;
  const tags = (allergens: AllergenChoice[], color: string) =>
    allergens.map((allergen) => (
      <Tag key={allergen.id} color={color} style={{ marginInlineEnd: 0 }}>
        {allergen.name}
      </Tag>
    ));
  return (
    <Flex gap={4} wrap align="center">
      {tags(ingredient.allergens, STATEMENT_COLOURS.CONTAINS)}
      {ingredient.mayContainAllergens.length > 0 && (
        <Typography.Text type="secondary" style={small}>
          {intl.formatMessage(statementMessages.mayContainLabel)}
        </Typography.Text>
      )}
      {tags(ingredient.mayContainAllergens, STATEMENT_COLOURS.MAY_CONTAIN)}
      {open > 0 && (
        <Typography.Text type="secondary" style={small}>
          {intl.formatMessage(statementMessages.notCheckedCount, { count: open })}
        </Typography.Text>
      )}
    </Flex>
  );
}
