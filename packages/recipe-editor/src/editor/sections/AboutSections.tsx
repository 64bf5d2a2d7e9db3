import { Flex, Form, Input, InputNumber, Select, type FormRule } from 'antd';
import { useIntl } from 'react-intl';
import { editorMessages } from '../messages';
import { recipeMessages } from '../../recipes/messages';
import type { Choices } from '../useChoices';
import { AllergenPreview } from './AllergenPreview';
import { ScalePreview } from './ScalePreview';
import { Section } from '../../recipes/Section';
import { entriesOnly, useUnitOptions } from './unit-options';

/* The short sections after the method: notes, allergy, utensils and yield (SPEC.md §2). */

export function NotesSection() {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(recipeMessages.notes)}>
      <Form.Item label={intl.formatMessage(editorMessages.notesField)} name="notes">
        <Input.TextArea rows={4} maxLength={10000} />
      </Form.Item>
    </Section>
  );
}

export function AllergySection({ choices }: { choices: Choices }) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(recipeMessages.allergy)}>
      <Form.Item
        label={intl.formatMessage(recipeMessages.allergens)}
        name="allergenIds"
        extra={intl.formatMessage(editorMessages.allergensHelp)}
      >
        <Select mode="multiple" allowClear showSearch={{ optionFilterProp: 'label' }} options={choices.allergens} />
      </Form.Item>
      <AllergenPreview choices={choices} />
    </Section>
  );
}

export function UtensilsSection() {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(recipeMessages.utensils)}>
      <Form.Item label={intl.formatMessage(editorMessages.utensilsField)} name="utensils">
        <Select mode="tags" open={false} placeholder={intl.formatMessage(editorMessages.utensilsPlaceholder)} />
      </Form.Item>
    </Section>
  );
}

/**
 * The yield: how much, and in a mass or volume unit or in portions (the unit 'portion', or none:
 * portions with a free name such as 'biscuits'). A recipe used as a line is measured in it.
 */
export function YieldSection({ choices }: { choices: Choices }) {
  const intl = useIntl();
  const form = Form.useFormInstance();
  const unitOptions = useUnitOptions();
  const unitId = Form.useWatch<string | null | undefined>('yieldUnitId');
  const yieldUnits = choices.units.filter((unit) => (unit.dimension !== 'COUNT' && unit.toBase !== null) || unit.code === 'portion');
  const aboveZero: FormRule = {
    validator: (_, value: unknown) =>
      value === null || value === undefined || (typeof value === 'number' && value > 0)
        ? Promise.resolve()
        : Promise.reject(new Error(intl.formatMessage(editorMessages.yieldValueInvalid))),
  };
  return (
    <Section title={intl.formatMessage(recipeMessages.yield)}>
      <Flex gap={12} wrap>
        <Form.Item label={intl.formatMessage(editorMessages.yieldValue)} name="yieldValue" rules={[aboveZero]} style={{ width: 160 }}>
          <InputNumber min={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={intl.formatMessage(editorMessages.yieldUnit)} name="yieldUnitId" style={{ width: 200 }}>
          <Select<string>
            allowClear
            placeholder={intl.formatMessage(editorMessages.yieldUnitPortions)}
            showSearch={{ filterOption: entriesOnly }}
            options={unitOptions(yieldUnits)}
            // A chosen unit is the yield's label too; cleared, the portions get their own name below.
            onChange={(id) => form.setFieldValue('yieldUnitOfMeasure', choices.units.find((unit) => unit.id === id)?.name ?? null)}
          />
        </Form.Item>
        {!unitId && (
          <Form.Item label={intl.formatMessage(editorMessages.yieldLabel)} name="yieldUnitOfMeasure" style={{ flex: 1, minWidth: 200 }}>
            <Input maxLength={30} placeholder={intl.formatMessage(editorMessages.yieldUnitPlaceholder)} />
          </Form.Item>
        )}
      </Flex>
      <ScalePreview choices={choices} />
    </Section>
  );
}
