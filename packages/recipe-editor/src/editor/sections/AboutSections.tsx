import { Flex, Form, Input, InputNumber, Select, type FormRule } from 'antd';
import { useIntl } from 'react-intl';
import { m } from '../../messages';
import type { Choices } from '../useChoices';
import { AllergenPreview } from './AllergenPreview';
import { ScalePreview } from './ScalePreview';
import { Section } from './Section';
import { entriesOnly, useUnitOptions } from './unit-options';

/* The short sections after the method: notes, allergy, utensils and yield (SPEC.md §2). */

export function NotesSection() {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(m.notes)}>
      <Form.Item label={intl.formatMessage(m.notesField)} name="notes">
        <Input.TextArea rows={4} maxLength={10000} />
      </Form.Item>
    </Section>
  );
}

export function AllergySection({ choices }: { choices: Choices }) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(m.allergy)}>
      <Form.Item label={intl.formatMessage(m.allergens)} name="allergenIds" extra={intl.formatMessage(m.allergensHelp)}>
        <Select mode="multiple" allowClear showSearch={{ optionFilterProp: 'label' }} options={choices.allergens} />
      </Form.Item>
      <AllergenPreview choices={choices} />
    </Section>
  );
}

export function UtensilsSection() {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(m.utensils)}>
      <Form.Item label={intl.formatMessage(m.utensilsField)} name="utensils">
        <Select mode="tags" open={false} placeholder={intl.formatMessage(m.utensilsPlaceholder)} />
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
        : Promise.reject(new Error(intl.formatMessage(m.yieldValueInvalid))),
  };
  return (
    <Section title={intl.formatMessage(m.yield)}>
      <Flex gap={12} wrap>
        <Form.Item label={intl.formatMessage(m.yieldValue)} name="yieldValue" rules={[aboveZero]} style={{ width: 160 }}>
          <InputNumber min={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={intl.formatMessage(m.yieldUnit)} name="yieldUnitId" style={{ width: 200 }}>
          <Select<string>
            allowClear
            placeholder={intl.formatMessage(m.yieldUnitPortions)}
            showSearch={{ filterOption: entriesOnly }}
            options={unitOptions(yieldUnits)}
            // A chosen unit is the yield's label too; cleared, the portions get their own name below.
            onChange={(id) => form.setFieldValue('yieldUnitOfMeasure', choices.units.find((unit) => unit.id === id)?.name ?? null)}
          />
        </Form.Item>
        {!unitId && (
          <Form.Item label={intl.formatMessage(m.yieldLabel)} name="yieldUnitOfMeasure" style={{ flex: 1, minWidth: 200 }}>
            <Input maxLength={30} placeholder={intl.formatMessage(m.yieldUnitPlaceholder)} />
          </Form.Item>
        )}
      </Flex>
      <ScalePreview choices={choices} />
    </Section>
  );
}
