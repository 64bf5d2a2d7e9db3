import { Button, Flex, Form, InputNumber, Select, type FormRule } from 'antd';
import { useIntl } from 'react-intl';
import { m } from '../../messages';
import { RowControls } from '../RowControls';
import type { Choices, Option } from '../useChoices';
import { Section } from './Section';

/** Ingredient lines in recipe order: which ingredient, how much, in which unit. */
export function IngredientsSection({ choices }: { choices: Choices }) {
  const intl = useIntl();
  const form = Form.useFormInstance();
  const aboveZero: FormRule = {
    validator: (_, value: unknown) =>
      typeof value === 'number' && value > 0 ? Promise.resolve() : Promise.reject(new Error(intl.formatMessage(m.quantityRequired))),
  };
  return (
    <Section title={intl.formatMessage(m.ingredients)}>
      <Form.List name="ingredients">
        {(fields, { add, remove, move }) => (
          <>
            {fields.map(({ key, name }, index) => {
              const item = intl.formatMessage(m.ingredientRow, { number: index + 1 });
              return (
                <Flex key={key} gap={12} align="start" wrap role="group" aria-label={item}>
                  <Form.Item
                    label={intl.formatMessage(m.ingredient)}
                    name={[name, 'ingredientsId']}
                    rules={[{ required: true, message: intl.formatMessage(m.ingredientRequired) }]}
                    style={{ flex: 2, minWidth: 200 }}
                  >
                    <Select showSearch={{ optionFilterProp: 'label' }} options={choices.ingredients} />
                  </Form.Item>
                  <Form.Item label={intl.formatMessage(m.quantity)} name={[name, 'quantity']} rules={[aboveZero]} style={{ width: 140 }}>
                    <InputNumber min={0} style={{ width: '100%' }} />
                  </Form.Item>
                  <Form.Item label={intl.formatMessage(m.unit)} name={[name, 'unitId']} style={{ width: 160 }}>
                    <Select<string, Option>
                      allowClear
                      showSearch={{ optionFilterProp: 'label' }}
                      options={choices.units}
                      // The unit's name travels with the line: the service rounds scaled quantities by it.
                      onChange={(_, option) =>
                        form.setFieldValue(['ingredients', name, 'unitOfMeasure'], Array.isArray(option) ? null : (option?.label ?? null))
                      }
                    />
                  </Form.Item>
                  <Form.Item label=" " colon={false}>
                    <RowControls item={item} index={index} count={fields.length} move={move} remove={remove} />
                  </Form.Item>
                </Flex>
              );
            })}
            <Button onClick={() => add({})}>{intl.formatMessage(m.addIngredient)}</Button>
          </>
        )}
      </Form.List>
    </Section>
  );
}
