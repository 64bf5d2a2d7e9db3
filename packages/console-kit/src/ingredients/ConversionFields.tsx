import { Form, InputNumber } from 'antd';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { conversionMessages } from './messages';

/** The catalog's bounds: above 0, at most 25 g per ml and 100 kg per piece. */
const LIMITS = { density: 25, pieceWeight: 100_000 } as const;

type Name = keyof typeof LIMITS;

function ConversionField({ name, label, help }: { name: Name; label: MessageDescriptor; help: MessageDescriptor }) {
  const intl = useIntl();
  const value = Form.useWatch<number | null | undefined>(name, Form.useFormInstance());
  const grams = typeof value === 'number' ? intl.formatNumber(value, { maximumFractionDigits: 3 }) : '…';
  return (
    <Form.Item
      label={intl.formatMessage(label)}
      name={name}
      extra={intl.formatMessage(help, { grams })}
      rules={[
        {
          type: 'number',
          min: 0.001,
          max: LIMITS[name],
          message: intl.formatMessage(conversionMessages.mustBePositive, { max: LIMITS[name] }),
        },
      ]}
    >
      <InputNumber min={0} max={LIMITS[name]} step={name === 'density' ? 0.01 : 1} style={{ width: 200 }} />
    </Form.Item>
  );
}

/** Density (g per ml) and piece weight (g), each optional, each saying what it means with the value typed. */
export function ConversionFields() {
  return (
    <>
      <ConversionField name="density" label={conversionMessages.density} help={conversionMessages.densityHelp} />
      <ConversionField name="pieceWeight" label={conversionMessages.pieceWeight} help={conversionMessages.pieceWeightHelp} />
    </>
  );
}

/** An empty number field is null: no value (or, for a kitchen's own values, the platform's). */
export const numberOrNull = (value: number | null | undefined): number | null => (typeof value === 'number' ? value : null);
