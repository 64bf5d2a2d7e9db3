import { Col, Collapse, Form, InputNumber, Row, Typography, type FormRule } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { nutritionMessages } from './messages';
import {
  fromNutritionValues,
  KJ_PER_KCAL,
  MAX,
  NUTRIENTS,
  NUTRITION_FIELDS,
  nutritionField,
  PART_OF,
  type Nutrient,
  type NutritionValues,
} from './nutrition';

const filled = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

/** How an 'of which' line names its parent in its error. */
const PARENT_LINE = { fat: nutritionMessages.fatLine, carbohydrate: nutritionMessages.carbohydrateLine } as const;

/**
 * One nutrient's client rules, the catalog's checks said early (the catalog checks them again, and
 * its answer lands on the same field): 0 to the cap; all nine or none (checked on Save and on the
 * field's own change, so typing the first value does not flag the other eight); an 'of which'
 * line within its parent.
 */
function rules(intl: IntlShape, nutrient: Nutrient): FormRule[] {
  const parent = PART_OF[nutrient];
  const range: FormRule = {
    type: 'number',
    min: 0,
    max: MAX[nutrient],
    message: intl.formatMessage(nutritionMessages.range, { max: MAX[nutrient] }),
  };
  const allOrNone: FormRule = ({ getFieldValue }) => ({
    validator: async (_, value: unknown) => {
      if (filled(value)) return;
      if (NUTRITION_FIELDS.some((field) => filled(getFieldValue(field)))) throw new Error(intl.formatMessage(nutritionMessages.allOrNone));
    },
  });
  if (!parent) return [range, allOrNone];
  const withinParent: FormRule = ({ getFieldValue }) => ({
    validator: async (_, value: unknown) => {
      const limit: unknown = getFieldValue(nutritionField(parent));
      if (filled(value) && filled(limit) && (value as number) > (limit as number)) {
        throw new Error(intl.formatMessage(nutritionMessages.overParent, { parent: intl.formatMessage(PARENT_LINE[parent]) }));
      }
    },
  });
  return [range, allOrNone, withinParent];
}

/** What 4.184 × the kcal typed makes in kJ, beside the kJ field (the catalog refuses a kJ far from it). */
function KjHint() {
  const intl = useIntl();
  const kcal = Form.useWatch<number | null | undefined>(nutritionField('energyKcal'), Form.useFormInstance());
  if (!filled(kcal)) return null;
  const kj = intl.formatNumber((kcal as number) * KJ_PER_KCAL, { maximumFractionDigits: 0 });
  return <>{intl.formatMessage(nutritionMessages.kjFromKcal, { kcal: intl.formatNumber(kcal as number), kj })}</>;
}

function NutrientFields() {
  const intl = useIntl();
  return (
    <>
      <Typography.Paragraph type="secondary">{intl.formatMessage(nutritionMessages.hint)}</Typography.Paragraph>
      <Row gutter={16}>
        {NUTRIENTS.map((nutrient) => (
          <Col key={nutrient} xs={24} sm={12} md={8}>
            <Form.Item
              label={intl.formatMessage(nutritionMessages[nutrient])}
              name={nutritionField(nutrient)}
              rules={rules(intl, nutrient)}
              extra={nutrient === 'energyKj' ? <KjHint /> : undefined}
            >
              <InputNumber min={0} max={MAX[nutrient]} step={nutrient.startsWith('energy') ? 1 : 0.1} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  );
}

/**
 * 'Nutrition per 100 g': the nine values in a section that folds away. It opens by itself when the
 * ingredient states them, and stays open while a value is half-entered or has an error (a server
 * error on `nutrition.sugars` lands on that field, never hidden in a folded section). Its fields
 * mount when it first opens and then stay (folding only hides them): a form that never opened it
 * keeps the values it read, so its save sends no nutrition, and long forms stay light.
 */
export function NutritionFields({ stated }: { stated: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState(stated);
  // One element for every render below: re-rendering the section on each change of the form must not re-render its nine fields.
  const fields = useMemo(() => <NutrientFields />, []);
  return (
    // Re-rendered on every change of the form (values and set errors), to know whether it must stay open.
    <Form.Item noStyle shouldUpdate>
      {(form) => {
        const values = form.getFieldsValue([...NUTRITION_FIELDS]) as NutritionValues;
        const attention =
          fromNutritionValues(values) === undefined || form.getFieldsError([...NUTRITION_FIELDS]).some((field) => field.errors.length > 0);
        const summary = intl.formatMessage(fromNutritionValues(values) ? nutritionMessages.stated : nutritionMessages.notStated);
        return (
          <Collapse
            style={{ marginBottom: 24 }}
            activeKey={open || attention ? ['nutrition'] : []}
            onChange={(keys) => setOpen(keys.length > 0)}
            items={[
              {
                key: 'nutrition',
                label: intl.formatMessage(nutritionMessages.section),
                // Plain text: the secondary grey on the collapse header fails contrast (axe, WCAG AA).
                extra: <Typography.Text>{summary}</Typography.Text>,
                children: fields,
              },
            ]}
          />
        );
      }}
    </Form.Item>
  );
}
