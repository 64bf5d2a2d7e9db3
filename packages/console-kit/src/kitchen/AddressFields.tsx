import { Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { countryOptions } from './countries';
import { kitchenFieldMessages } from './messages';

/** The kitchen's address, also its billing address (kitchen README 'Validation'). */
export function AddressFields() {
  const intl = useIntl();
  const countries = useMemo(() => countryOptions(intl.locale), [intl.locale]);
  return (
    <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>{intl.formatMessage(kitchenFieldMessages.address)}</legend>
      <Form.Item label={intl.formatMessage(kitchenFieldMessages.line1)} name="line1">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label={intl.formatMessage(kitchenFieldMessages.line2)} name="line2">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label={intl.formatMessage(kitchenFieldMessages.city)} name="city">
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label={intl.formatMessage(kitchenFieldMessages.state)} name="state">
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label={intl.formatMessage(kitchenFieldMessages.postalCode)} name="postal_code">
        <Input maxLength={12} />
      </Form.Item>
      <Form.Item label={intl.formatMessage(kitchenFieldMessages.country)} name="country">
        <Select<string | null> allowClear showSearch={{ optionFilterProp: 'label' }} options={countries} />
      </Form.Item>
    </fieldset>
  );
}
