import type { RecipeStep } from '@brigade/recipe-editor';
import { Button } from '@brigade/ui';
import { Flex, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { m } from './messages';
import { StepIndex } from './StepIndex';
import { StepMedia } from './StepMedia';
import { useArrowKeys } from './useArrowKeys';

/** The method one step at a time, big enough to follow from the stove: Previous / Next, the arrows, or a jump from the list. */
export function StepPager({ steps }: { steps: RecipeStep[] }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const last = steps.length - 1;
  const previous = useCallback(() => setIndex((at) => Math.max(at - 1, 0)), []);
  const next = useCallback(() => setIndex((at) => Math.min(at + 1, last)), [last]);
  useArrowKeys(previous, next);
  const step = steps[index];
  if (!step) return <Typography.Paragraph style={{ fontSize: 20 }}>{intl.formatMessage(m.noSteps)}</Typography.Paragraph>;
  return (
    <Flex vertical gap={16}>
      <Typography.Text strong style={{ fontSize: 20 }}>
        {intl.formatMessage(m.stepOf, { number: index + 1, total: steps.length })}
      </Typography.Text>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {step.title}
      </Typography.Title>
      {step.description && (
        <Typography.Paragraph style={{ fontSize: 22, whiteSpace: 'pre-wrap', margin: 0 }}>{step.description}</Typography.Paragraph>
      )}
      <StepMedia step={step} number={index + 1} />
      <Flex gap={16} justify="space-between">
        <Button size="xl" disabled={index === 0} onClick={previous} style={{ minWidth: 160 }}>
          {intl.formatMessage(m.previous)}
        </Button>
        <Button size="xl" variant="primary" disabled={index === last} onClick={next} style={{ minWidth: 160 }}>
          {intl.formatMessage(m.next)}
        </Button>
      </Flex>
      {steps.length > 1 && <StepIndex steps={steps} current={index} onPick={setIndex} />}
    </Flex>
  );
}
