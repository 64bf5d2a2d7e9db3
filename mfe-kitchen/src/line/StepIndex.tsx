import type { RecipeStep, StepChange } from '@brigade/recipe-editor';
import { Button } from '@brigade/ui';
import { Flex } from 'antd';
import { useIntl } from 'react-intl';
import { ChangeLabel } from './ChangeLabel';
import { kitchenLineMessages } from './messages';

type Props = { steps: RecipeStep[]; current: number; onPick(index: number): void; changes?: Map<string, StepChange> };

/** Every step by number and title, to jump straight to one; the current one is marked, and the changed ones say so. */
export function StepIndex({ steps, current, onPick, changes }: Props) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(kitchenLineMessages.allSteps)}>
      <Flex vertical gap={8}>
        {steps.map((step, index) => {
          const change = changes?.get(step.id);
          return (
            <Button
              key={step.id}
              size="xl"
              variant={index === current ? 'outline-primary' : 'default'}
              aria-current={index === current ? 'step' : undefined}
              onClick={() => onPick(index)}
              style={{ justifyContent: 'flex-start', whiteSpace: 'normal', textAlign: 'start', height: 'auto', minHeight: 48 }}
            >
              {change && <ChangeLabel kind={change.kind} />}
              {intl.formatMessage(kitchenLineMessages.stepEntry, { number: index + 1, title: step.title })}
            </Button>
          );
        })}
      </Flex>
    </nav>
  );
}
