import { Image, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { RecipeStep } from './fragments/recipe-menu';
import { recipeMessages } from './messages';

/** The method, numbered, with each step's picture or video where it has one. */
export function StepList({ steps }: { steps: RecipeStep[] }) {
  const intl = useIntl();
  return (
    <ol style={{ margin: 0, paddingInlineStart: 20 }}>
      {steps.map((step, index) => (
        <li key={step.id} style={{ marginBottom: 16 }}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {step.title}
          </Typography.Title>
          {step.description && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{step.description}</Typography.Paragraph>}
          {step.image && (
            <Image
              src={step.image}
              width={240}
              alt={intl.formatMessage(recipeMessages.step, { number: index + 1 })}
              style={{ borderRadius: 8 }}
            />
          )}
          {step.video && (
            <video src={step.video} controls width={320} aria-label={intl.formatMessage(recipeMessages.stepVideo, { number: index + 1 })} />
          )}
        </li>
      ))}
    </ol>
  );
}
