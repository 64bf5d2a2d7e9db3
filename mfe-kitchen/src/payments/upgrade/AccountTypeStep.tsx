import { Form, Radio, Space } from 'antd';
import { useIntl } from 'react-intl';
import { upgradeMessages } from './messages';
import type { AccountType } from './types';

const TYPES: AccountType[] = ['PERSON', 'BUSSINESS'];

/** Step 1: who pays; a business gives its VAT details next. The values are the API's AccountType, spelled as the spec spells them. */
export function AccountTypeStep() {
  const intl = useIntl();
  return (
    <Form.Item
      name="accountType"
      label={intl.formatMessage(upgradeMessages.accountType)}
      rules={[{ required: true, message: intl.formatMessage(upgradeMessages.chooseAccountType) }]}
    >
      <Radio.Group>
        <Space orientation="vertical">
          {TYPES.map((type) => (
            <Radio key={type} value={type}>
              {intl.formatMessage(upgradeMessages[type])}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Form.Item>
  );
}
