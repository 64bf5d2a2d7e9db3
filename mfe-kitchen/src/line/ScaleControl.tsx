import { Button } from '@brigade/ui';
import { Flex, InputNumber, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { m } from './messages';
import type { LineRecipe } from './queries';

/** The page's scaling: the yield asked for (none: as written), whether that answer is on its way, and how to ask another. */
export type Scaling = { target?: number; busy: boolean; problem?: string; onScale(next: number | null): void };

type Props = { recipe: Pick<LineRecipe, 'yieldValue' | 'yieldUnitOfMeasure' | 'scaledYieldValue'>; scaling: Scaling };

/** The yield, and a target yield the server scales the ingredient lines to (only a recipe with a yield can be scaled). */
export function ScaleControl({ recipe, scaling }: Props) {
  const intl = useIntl();
  const { yieldValue, yieldUnitOfMeasure: unit } = recipe;
  const [value, setValue] = useState<number | null>(scaling.target ?? yieldValue);
  useEffect(() => setValue(scaling.target ?? yieldValue), [scaling.target, yieldValue]);
  if (yieldValue === null) return null;
  const amount = (n: number) => [intl.formatNumber(n), unit].filter(Boolean).join(' ');
  // What the server says it scaled to: a refused or pending target does not relabel the amounts shown.
  const scaledTo = recipe.scaledYieldValue;
  // Asking for the written yield is the recipe as written: no scaling call.
  const apply = () => value && value > 0 && scaling.onScale(value === yieldValue ? null : value);
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      <Typography.Text strong style={{ fontSize: 22 }}>
        {scaledTo
          ? intl.formatMessage(m.scaledFrom, { amount: amount(scaledTo), original: amount(yieldValue) })
          : intl.formatMessage(m.makes, { amount: amount(yieldValue) })}
      </Typography.Text>
      <Flex gap={12} wrap align="center">
        <InputNumber<number>
          size="large"
          min={0.01}
          value={value}
          onChange={setValue}
          onPressEnter={apply}
          suffix={unit ?? undefined}
          aria-label={intl.formatMessage(m.target)}
          style={{ width: 200, fontSize: 22 }}
        />
        <Button size="xl" variant="primary" loading={scaling.busy} disabled={!value || value <= 0} onClick={apply}>
          {intl.formatMessage(m.scale)}
        </Button>
        {scaling.target && (
          <Button size="xl" onClick={() => scaling.onScale(null)}>
            {intl.formatMessage(m.reset)}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
