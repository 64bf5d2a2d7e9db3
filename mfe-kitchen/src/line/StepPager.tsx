import { TextDiff, type RecipeStep, type StepChange } from '@brigade/recipe-editor';
import { Button } from '@brigade/ui';
import { Flex, Typography } from 'antd';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { ChangeLabel } from './ChangeLabel';
import { kitchenLineMessages } from './messages';
import { StepIndex } from './StepIndex';
import { StepMedia } from './StepMedia';
import { useArrowKeys } from './useArrowKeys';
import { useLineParam } from './useLineParam';

const differs = (parts: StepChange['title']) => parts.some((part) => part.change !== 'SAME');

/** The address's `step` (1 for the first) as an index within the steps: none, no number or out of range is the nearest. */
const indexOf = (param: string, last: number) => {
  const number = Math.trunc(Number(param));
  return Number.isFinite(number) ? Math.min(Math.max(number - 1, 0), Math.max(last, 0)) : 0;
};

/**
 * The method one step at a time, big enough to follow from the stove: Previous / Next, the arrows, or
 * a jump from the list. A step changed since the cook's last read says so, its words marked added or removed.
 * The step is in the address (`?step=3`, replaced in place), so a reload, or Back from a sub-recipe
 * opened on this step, finds the cook where they were.
 */
export function StepPager({ steps, changes }: { steps: RecipeStep[]; changes?: Map<string, StepChange> }) {
  const intl = useIntl();
  const [param, setParam] = useLineParam('step');
  const last = steps.length - 1;
  const index = indexOf(param, last);
  const setIndex = useCallback((at: number) => setParam(at > 0 ? String(at + 1) : null), [setParam]);
  const previous = useCallback(() => setIndex(Math.max(index - 1, 0)), [index, setIndex]);
  const next = useCallback(() => setIndex(Math.min(index + 1, last)), [index, last, setIndex]);
  useArrowKeys(previous, next);
  const step = steps[index];
  const change = step && changes?.get(step.id);
  // Word marks only for a step that was there before; a new one is all new.
  const marked = change?.kind === 'CHANGED' ? change : undefined;
  if (!step) return <Typography.Paragraph style={{ fontSize: 20 }}>{intl.formatMessage(kitchenLineMessages.noSteps)}</Typography.Paragraph>;
  return (
    <Flex vertical gap={12}>
      {/* The step's words first, then Previous / Next, then its media: on a portrait tablet the buttons stay on screen. */}
      <Flex vertical gap={8} data-testid="line-step">
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
      </Flex>
      <Flex gap={16} justify="space-between">
        <Button size="xl" disabled={index === 0} onClick={previous} style={{ minWidth: 160 }}>
          {intl.formatMessage(kitchenLineMessages.previous)}
        </Button>
        <Button size="xl" variant="primary" disabled={index === last} onClick={next} style={{ minWidth: 160 }}>
          {intl.formatMessage(kitchenLineMessages.next)}
        </Button>
      </Flex>
      <StepMedia step={step} number={index + 1} />
      {steps.length > 1 && <StepIndex steps={steps} current={index} onPick={setIndex} changes={changes} />}
    </Flex>
  );
}
