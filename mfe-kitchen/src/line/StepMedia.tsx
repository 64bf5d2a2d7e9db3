import type { RecipeStep } from '@brigade/recipe-editor';
import { Flex, Image } from 'antd';
import { useIntl } from 'react-intl';
import { kitchenLineMessages } from './messages';

/** A step's picture (tap to enlarge) and its video, as wide as the column. */
export function StepMedia({ step, number }: { step: RecipeStep; number: number }) {
  const intl = useIntl();
  if (!step.image && !step.video) return null;
  return (
    <Flex vertical gap={16}>
      {step.image && (
        <Image
          src={step.image}
          alt={intl.formatMessage(kitchenLineMessages.stepImage, { number })}
          width="100%"
          style={{ maxHeight: 480, objectFit: 'contain', borderRadius: 8 }}
        />
      )}
      {step.video && (
        // Keyed by its source: moving to another step's video starts that one, not the last one's position.
        <video
          key={step.video}
          src={step.video}
          controls
          playsInline
          preload="metadata"
          aria-label={intl.formatMessage(kitchenLineMessages.stepVideo, { number })}
          style={{ width: '100%', maxHeight: 480, borderRadius: 8 }}
        />
      )}
    </Flex>
  );
}
