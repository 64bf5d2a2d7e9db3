import { amountOfYield, roundForCook, toGrams } from '@brigade/units';
import { Form, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { editorMessages } from '../messages';
import { lineInfo } from '../lines';
import type { Choices } from '../useChoices';
import type { IngredientValues } from '../values';

/**
 * A quiet note at the end of an ingredient line (small and muted, at most two lines, the whole text
 * in its title): what it weighs (by @brigade/units, the service's own
 * rules), or what the ingredient lacks to be weighed, or that it cannot be. A sub-recipe line
 * that does not weigh says how much of its yield it takes.
 */
const HINT_STYLE = {
  fontSize: 12,
  lineHeight: '16px',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

export function LineHint({ name, choices }: { name: number; choices: Choices }) {
  const intl = useIntl();
  const line = Form.useWatch<IngredientValues | undefined>(['ingredients', name]);
  const info = lineInfo(line, choices);
  const quantity = line?.quantity;
  if (!info || typeof quantity !== 'number' || !(quantity > 0)) return null;
  const say = (text: string) => (
    <Typography.Text type="secondary" title={text} style={HINT_STYLE}>
      {text}
    </Typography.Text>
  );
  const conversions = info.kind === 'ingredient' ? (info.ingredient ?? {}) : {};
  const grams = toGrams(quantity, info.unit, conversions);
  if (grams.ok) return say(intl.formatMessage(editorMessages.hintGrams, { amount: intl.formatNumber(roundForCook(grams.quantity, null)) }));
  if (info.kind === 'recipe') {
    const recipe = info.recipe;
    const share = recipe && recipe.yieldValue !== null ? amountOfYield(quantity, info.unit, recipe.yieldUnit) : null;
    if (!recipe || !share?.ok) return say(intl.formatMessage(editorMessages.hintNotConvertible));
    const unit = recipe.yieldUnit?.name ?? recipe.yieldUnitOfMeasure ?? intl.formatMessage(editorMessages.portions);
    const amount = (value: number) => `${intl.formatNumber(roundForCook(value, recipe.yieldUnit))} ${unit}`;
    return say(intl.formatMessage(editorMessages.hintShare, { amount: amount(share.quantity), yield: amount(recipe.yieldValue ?? 0) }));
  }
  if (grams.problem === 'NEEDS_DENSITY') return say(intl.formatMessage(editorMessages.hintNeedsDensity, { ingredient: info.name }));
  if (grams.problem === 'NEEDS_PIECE_WEIGHT')
    return say(intl.formatMessage(editorMessages.hintNeedsPieceWeight, { ingredient: info.name }));
  return say(intl.formatMessage(editorMessages.hintNotConvertible));
}
