import { ImageUpload } from '@brigade/ui';
import { Button, Card, Flex, Form, Input } from 'antd';
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
                  style={{ marginBottom: 8 }}
                >
                  {/* Title and method on the left, named by their aria-label (the placeholder shows it), the picture beside them. */}
                  <Flex gap={12} align="start" wrap>
                    <div style={{ flex: '1 1 320px', minWidth: 0 }}>
                      <Form.Item
                        name={[name, 'title']}
                        rules={[{ required: true, whitespace: true, message: intl.formatMessage(editorMessages.titleRequired) }]}
                        style={{ marginBottom: 8 }}
                      >
                        <Input
                          maxLength={200}
                          aria-label={intl.formatMessage(editorMessages.stepTitle)}
                          placeholder={intl.formatMessage(editorMessages.stepTitle)}
                        />
                      </Form.Item>
                      <Form.Item name={[name, 'description']} style={{ marginBottom: 0 }}>
                        <Input.TextArea
                          autoSize={{ minRows: 2, maxRows: 8 }}
                          maxLength={5000}
                          aria-label={intl.formatMessage(editorMessages.stepDescription)}
                          placeholder={intl.formatMessage(editorMessages.stepDescription)}
                        />
                      </Form.Item>
                    </div>
                    <Form.Item label={intl.formatMessage(editorMessages.stepImage)} name={[name, 'image']} style={{ marginBottom: 0 }}>
                      <ImageUpload token={token} />
                    </Form.Item>
                  </Flex>
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
