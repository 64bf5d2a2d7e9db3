import { Form, Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { Named } from '../../graphql/types';
import { m } from '../../messages';
import type { Choices } from '../useChoices';
import type { IngredientValues } from '../values';

/** Each allergen the chosen ingredients carry, with the ingredients it comes from. */
export function inheritedAllergens(lines: IngredientValues[], choices: Choices): { allergen: Named; from: string[] }[] {
  const found = new Map<string, { allergen: Named; from: string[] }>();
  for (const line of lines) {
    if (!line?.ingredientsId) continue;
    const name = choices.ingredients.find((option) => option.value === line.ingredientsId)?.label ?? '';
    for (const allergen of choices.ingredientAllergens.get(line.ingredientsId) ?? []) {
      const entry = found.get(allergen.id) ?? { allergen, from: [] };
      if (name && !entry.from.includes(name)) entry.from.push(name);
      found.set(allergen.id, entry);
    }
  }
  return [...found.values()];
}

/**
 * The allergens the recipe inherits from its ingredient lines, apart from the ones chosen for the
 * recipe itself: the recipe service adds both to what cooks and guests are told.
 */
export function InheritedAllergens({ choices }: { choices: Choices }) {
  const intl = useIntl();
  const lines = Form.useWatch<IngredientValues[] | undefined>('ingredients') ?? [];
  const inherited = inheritedAllergens(lines, choices);
  return (
    <div role="group" aria-label={intl.formatMessage(m.inherited)} style={{ marginBottom: 16 }}>
      <Typography.Text strong>{intl.formatMessage(m.inherited)}</Typography.Text>
      <div style={{ marginTop: 4 }}>
        {inherited.length === 0 && <Typography.Text type="secondary">{intl.formatMessage(m.inheritedNone)}</Typography.Text>}
        {inherited.map(({ allergen, from }) => (
          <Tag key={allergen.id} color="volcano">
            {intl.formatMessage(m.inheritedFrom, { allergen: allergen.name, ingredients: from.join(', ') })}
          </Tag>
        ))}
      </div>
    </div>
  );
}
