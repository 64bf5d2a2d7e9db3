import { Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { countryOptions } from './countries';
import { kitchenFieldMessages as m } from './messages';

/** The kitchen's address, also its billing address (kitchen README 'Validation'). */
export function AddressFields() {
  const intl = useIntl();
  const countries = useMemo(() => countryOptions(intl.locale), [intl.locale]);
  return (
    <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>{intl.formatMessage(m.address)}</legend>
      <Form.Item label={intl.formatMessage(m.line1)} name="line1">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label={intl.formatMessage(m.line2)} name="line2">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label={intl.formatMessage(m.city)} name="city">
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label={intl.formatMessage(m.state)} name="state">
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label={intl.formatMessage(m.postalCode)} name="postal_code">
        <Input maxLength={12} />
      </Form.Item>
      <Form.Item label={intl.formatMessage(m.country)} name="country">
        <Select<string | null> allowClear showSearch={{ optionFilterProp: 'label' }} options={countries} />
      </Form.Item>
    </fieldset>
  );
}
