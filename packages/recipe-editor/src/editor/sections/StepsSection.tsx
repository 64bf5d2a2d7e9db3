import { ImageUpload } from '@brigade/ui';
import { Button, Card, Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import { editorMessages } from '../messages';
import { recipeMessages } from '../../recipes/messages';
import { RowControls } from '../RowControls';
import { Section } from '../../recipes/Section';

/** The method, step by step; each step may show a picture (SPEC.md §5: the title is required, media optional). */
export function StepsSection({ token }: { token: string | null }) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(recipeMessages.steps)}>
      <Form.List name="steps">
        {(fields, { add, remove, move }) => (
          <>
            {fields.map(({ key, name }, index) => {
              const item = intl.formatMessage(recipeMessages.step, { number: index + 1 });
              return (
                <Card
                  key={key}
                  size="small"
                  title={item}
                  role="group"
                  aria-label={item}
                  extra={<RowControls item={item} index={index} count={fields.length} move={move} remove={remove} />}
                  style={{ marginBottom: 12 }}
                >
                  <Form.Item
                    label={intl.formatMessage(editorMessages.stepTitle)}
                    name={[name, 'title']}
                    rules={[{ required: true, whitespace: true, message: intl.formatMessage(editorMessages.titleRequired) }]}
                  >
                    <Input maxLength={200} />
                  </Form.Item>
                  <Form.Item label={intl.formatMessage(editorMessages.stepDescription)} name={[name, 'description']}>
                    <Input.TextArea rows={3} maxLength={5000} />
                  </Form.Item>
                  <Form.Item label={intl.formatMessage(editorMessages.stepImage)} name={[name, 'image']}>
                    <ImageUpload token={token} />
                  </Form.Item>
                </Card>
              );
            })}
            <Button onClick={() => add({})}>{intl.formatMessage(editorMessages.addStep)}</Button>
          </>
        )}
      </Form.List>
    </Section>
  );
}
