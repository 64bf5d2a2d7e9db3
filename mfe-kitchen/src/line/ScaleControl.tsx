import { isValidScale } from '@brigade/units';
import { Button } from '@brigade/ui';
import { Alert, Flex, InputNumber, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { kitchenLineMessages } from './messages';
import { amountText, countsPortions } from './portions';
import type { LineRecipe } from './queries';

/**
 * The page's scaling: the yield asked for (undefined: as written; null: one that is no number),
 * whether that answer is on its way, the service's refusal of it, and how to ask another.
 */
export type Scaling = { target?: number | null; busy: boolean; refused?: string; onScale(next: number | null): void };

type Props = { recipe: Pick<LineRecipe, 'yieldValue' | 'yieldUnitOfMeasure' | 'yieldUnit' | 'scaledYieldValue'>; scaling: Scaling };

/**
 * What the recipe makes, or what it was scaled to, in one line: beside the Ingredients heading, so the
 * scale field takes one row of a landscape tablet's height, not two (issue #45).
 */
export function YieldText({ recipe }: Pick<Props, 'recipe'>) {
  const intl = useIntl();
  const { yieldValue, yieldUnit, yieldUnitOfMeasure } = recipe;
  if (yieldValue === null) return null;
  // '1 portion', '25 portions' in the language's plural forms (issue #45); other units as named.
  const amount = (n: number) => amountText(intl, n, yieldUnit, yieldUnitOfMeasure, true);
  // What the server says it scaled to: a refused or pending target does not relabel the amounts shown.
  const scaledTo = recipe.scaledYieldValue;
  return (
    <Typography.Text strong style={{ fontSize: 20 }}>
      {scaledTo
        ? intl.formatMessage(kitchenLineMessages.scaledFrom, { amount: amount(scaledTo), original: amount(yieldValue) })
        : intl.formatMessage(kitchenLineMessages.makes, { amount: amount(yieldValue) })}
    </Typography.Text>
  );
}

/**
 * The yield, and a target yield the server scales the ingredient lines to (only a recipe with a
 * yield can be scaled). Zero, a negative or nothing is said to be no yield to scale to, never
 * quietly raised to one; the service's own refusal shows here too.
 */
export function ScaleControl({ recipe, scaling }: Props) {
  const intl = useIntl();
  const { yieldValue } = recipe;
  const { yieldUnit, yieldUnitOfMeasure } = recipe;
  const portions = countsPortions(yieldUnit, yieldUnitOfMeasure, true);
  const asked = scaling.target === undefined ? yieldValue : scaling.target;
  const [value, setValue] = useState<number | null>(asked);
  useEffect(() => setValue(asked), [asked]);
  if (yieldValue === null) return null;
  const unit = portions
    ? intl.formatMessage(kitchenLineMessages.portionsUnit, { count: value ?? 0 })
    : (yieldUnit?.name ?? yieldUnitOfMeasure);
  const invalid = !isValidScale(value);
  // Asking for the written yield is the recipe as written: no scaling call.
  const apply = () => isValidScale(value) && scaling.onScale(value === yieldValue ? null : value);
  const problem = invalid ? intl.formatMessage(kitchenLineMessages.scaleInvalid) : scaling.refused;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 8 }}>
      <Flex gap={8} wrap align="center">
        <InputNumber<number>
          value={value}
          onChange={setValue}
          onPressEnter={apply}
          suffix={unit ?? undefined}
          status={problem ? 'error' : undefined}
          aria-label={intl.formatMessage(kitchenLineMessages.target)}
          aria-invalid={invalid}
          style={{ width: 180, maxWidth: '100%', fontSize: 22 }}
        />
        <Button size="xl" variant="primary" loading={scaling.busy} disabled={invalid} onClick={apply}>
          {intl.formatMessage(kitchenLineMessages.scale)}
        </Button>
        {scaling.target !== undefined && (
          // In a tablet's narrow column a long label ('Oorspronkelijke hoeveelheden') wraps instead of running out of it.
          <Button
            size="xl"
            onClick={() => scaling.onScale(null)}
            style={{ maxWidth: '100%', whiteSpace: 'normal', height: 'auto', paddingBlock: 10 }}
          >
            {intl.formatMessage(kitchenLineMessages.reset)}
          </Button>
        )}
      </Flex>
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ fontSize: 20 }} />}
    </Flex>
  );
}
