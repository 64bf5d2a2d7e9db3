import { Flex, Form, Input, InputNumber, type FormRule } from 'antd';
import { useIntl } from 'react-intl';
import { costingMessages } from '../../costing/messages';
import { parsePrice, validVat } from '../values';
import { Section } from '../../recipes/Section';

/**
 * A dish's selling price per portion (VAT included) and its VAT rate, checked as the service checks
 * them: up to 7 digits and 2 decimals (a comma is a decimal point too), and 0–100 %.
 */
export function PriceSection() {
  const intl = useIntl();
  const price: FormRule = {
    validator: (_, value: string | null | undefined) =>
      parsePrice(value) === undefined ? Promise.reject(new Error(intl.formatMessage(costingMessages.priceInvalid))) : Promise.resolve(),
  };
  const vat: FormRule = {
    validator: (_, value: number | null | undefined) =>
      validVat(value) === undefined ? Promise.reject(new Error(intl.formatMessage(costingMessages.vatInvalid))) : Promise.resolve(),
  };
  return (
    <Section title={intl.formatMessage(costingMessages.priceSection)}>
      <Flex gap={12} wrap>
        <Form.Item
          label={intl.formatMessage(costingMessages.sellingPrice)}
          name="sellingPrice"
          rules={[price]}
          extra={intl.formatMessage(costingMessages.priceHelp)}
          style={{ width: 240 }}
        >
          <Input inputMode="decimal" maxLength={12} />
        </Form.Item>
        <Form.Item label={intl.formatMessage(costingMessages.vatField)} name="vatRate" rules={[vat]} style={{ width: 160 }}>
          <InputNumber min={0} max={100} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
    </Section>
  );
}
