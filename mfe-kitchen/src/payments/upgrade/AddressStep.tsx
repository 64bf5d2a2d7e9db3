import { consoleMessages } from '@brigade/console-kit';
import { Form, Input } from 'antd';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { CountryField } from './CountryField';
import { upgradeMessages } from './messages';

/** Step 3: the billing address the invoices carry; billing checks it again and names a field it refuses. */
export function AddressStep() {
  const intl = useIntl();
  const field = (name: string, label: MessageDescriptor, required = true, autoComplete?: string) => (
    <Form.Item
      name={name}
      label={intl.formatMessage(label)}
      rules={[{ required, whitespace: true, message: intl.formatMessage(consoleMessages.required, { field: intl.formatMessage(label) }) }]}
    >
      <Input autoComplete={autoComplete} />
    </Form.Item>
  );
  return (
    <>
      {field('line_1', upgradeMessages.line1, true, 'address-line1')}
      {field('line_2', upgradeMessages.line2, false, 'address-line2')}
      {field('city', upgradeMessages.city, true, 'address-level2')}
      {field('state', upgradeMessages.state, true, 'address-level1')}
      {field('postal_code', upgradeMessages.postalCode, true, 'postal-code')}
      <CountryField name="country" label={intl.formatMessage(upgradeMessages.country)} required />
    </>
  );
}
