import { TextDiff, type RecipeStep, type StepChange } from '@brigade/recipe-editor';
import { Button } from '@brigade/ui';
import { Flex, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { ChangeLabel } from './ChangeLabel';
import { kitchenLineMessages } from './messages';
import { StepIndex } from './StepIndex';
import { StepMedia } from './StepMedia';
import { useArrowKeys } from './useArrowKeys';

const differs = (parts: StepChange['title']) => parts.some((part) => part.change !== 'SAME');

/**
 * The method one step at a time, big enough to follow from the stove: Previous / Next, the arrows, or
 * a jump from the list. A step changed since the cook's last read says so, its words marked added or removed.
 */
export function StepPager({ steps, changes }: { steps: RecipeStep[]; changes?: Map<string, StepChange> }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const last = steps.length - 1;
  const previous = useCallback(() => setIndex((at) => Math.max(at - 1, 0)), []);
  const next = useCallback(() => setIndex((at) => Math.min(at + 1, last)), [last]);
  useArrowKeys(previous, next);
  const step = steps[index];
  const change = step && changes?.get(step.id);
  // Word marks only for a step that was there before; a new one is all new.
  const marked = change?.kind === 'CHANGED' ? change : undefined;
  if (!step) return <Typography.Paragraph style={{ fontSize: 20 }}>{intl.formatMessage(kitchenLineMessages.noSteps)}</Typography.Paragraph>;
  return (
    <Flex vertical gap={16}>
      <Typography.Text strong style={{ fontSize: 20 }}>
        {change && <ChangeLabel kind={change.kind} />}
        {intl.formatMessage(kitchenLineMessages.stepOf, { number: index + 1, total: steps.length })}
      </Typography.Text>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {marked && differs(marked.title) ? <TextDiff parts={marked.title} /> : step.title}
      </Typography.Title>
      {marked && differs(marked.description) ? (
        <Typography.Paragraph style={{ fontSize: 22, margin: 0 }}>
          <TextDiff parts={marked.description} />
        </Typography.Paragraph>
      ) : (
        step.description && (
          <Typography.Paragraph style={{ fontSize: 22, whiteSpace: 'pre-wrap', margin: 0 }}>{step.description}</Typography.Paragraph>
        )
      )}
      <StepMedia step={step} number={index + 1} />
      <Flex gap={16} justify="space-between">
        <Button size="xl" disabled={index === 0} onClick={previous} style={{ minWidth: 160 }}>
          {intl.formatMessage(kitchenLineMessages.previous)}
        </Button>
        <Button size="xl" variant="primary" disabled={index === last} onClick={next} style={{ minWidth: 160 }}>
          {intl.formatMessage(kitchenLineMessages.next)}
        </Button>
      </Flex>
      {steps.length > 1 && <StepIndex steps={steps} current={index} onPick={setIndex} changes={changes} />}
    </Flex>
  );
}
