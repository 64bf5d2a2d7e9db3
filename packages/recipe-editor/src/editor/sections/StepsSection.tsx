import { ImageUpload } from '@brigade/ui';
import { Button, Card, Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import { m } from '../../messages';
import { RowControls } from '../RowControls';
import { Section } from './Section';

/** The method, step by step; each step may show a picture (SPEC.md §5: the title is required, media optional). */
export function StepsSection({ token }: { token: string | null }) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(m.steps)}>
      <Form.List name="steps">
        {(fields, { add, remove, move }) => (
          <>
            {fields.map(({ key, name }, index) => {
              const item = intl.formatMessage(m.step, { number: index + 1 });
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
                    label={intl.formatMessage(m.stepTitle)}
                    name={[name, 'title']}
                    rules={[{ required: true, whitespace: true, message: intl.formatMessage(m.titleRequired) }]}
                  >
                    <Input maxLength={200} />
                  </Form.Item>
                  <Form.Item label={intl.formatMessage(m.stepDescription)} name={[name, 'description']}>
                    <Input.TextArea rows={3} maxLength={5000} />
                  </Form.Item>
                  <Form.Item label={intl.formatMessage(m.stepImage)} name={[name, 'image']}>
                    <ImageUpload token={token} />
                  </Form.Item>
                </Card>
              );
            })}
            <Button onClick={() => add({})}>{intl.formatMessage(m.addStep)}</Button>
          </>
        )}
      </Form.List>
    </Section>
  );
}
