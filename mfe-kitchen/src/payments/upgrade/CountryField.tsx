import { countryOptions } from '@brigade/console-kit';
import { Form, Select } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { upgradeMessages } from './messages';

type Props = { name: 'country' | 'vat_country'; label: string; required?: boolean };

/** A country by its ISO 3166-1 alpha-2 code (billing's list), named in the person's language. */
export function CountryField({ name, label, required = false }: Props) {
  const intl = useIntl();
  const countries = useMemo(() => countryOptions(intl.locale), [intl.locale]);
  return (
    <Form.Item name={name} label={label} rules={[{ required, message: intl.formatMessage(upgradeMessages.countryRequired) }]}>
      <Select<string> allowClear={!required} showSearch={{ optionFilterProp: 'label' }} options={countries} style={{ maxWidth: 320 }} />
    </Form.Item>
  );
}
