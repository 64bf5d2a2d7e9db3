import { statusMessages } from '@brigade/ui';
import { Form, Input, Select } from 'antd';
import { useIntl } from 'react-intl';
import { common } from './messages';

/** The required Name of a catalog entry ('Please enter Name' when empty or blank). */
export function NameField() {
  const intl = useIntl();
  const label = intl.formatMessage(common.name);
  return (
    <Form.Item
      label={label}
      name="name"
      rules={[{ required: true, whitespace: true, message: intl.formatMessage(common.required, { field: label }) }]}
    >
      <Input maxLength={100} />
    </Form.Item>
  );
}

/** Active or Paused: the two states of catalog entries, plans and recipes. */
export function StatusField() {
  const intl = useIntl();
  return (
    <Form.Item label={intl.formatMessage(common.status)} name="status">
      <Select options={(['ACTIVE', 'PAUSED'] as const).map((value) => ({ value, label: intl.formatMessage(statusMessages[value]) }))} />
    </Form.Item>
  );
}
