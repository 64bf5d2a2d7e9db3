import { Form } from 'antd';
import { useIntl } from 'react-intl';
import { KitchenSelect } from '../common/KitchenSelect';
import { m } from './messages';
import { UserPicker } from './UserPicker';

export type Audience = 'all' | 'kitchen' | 'user';

/** The kitchen or the user a notification goes to, when it goes to one (form fields `kitchenId`, `userId`). */
export function AudiencePicker({ audience }: { audience: Audience }) {
  const intl = useIntl();
  if (audience === 'kitchen')
    return (
      <Form.Item
        label={intl.formatMessage(m.kitchenField)}
        name="kitchenId"
        rules={[{ required: true, message: intl.formatMessage(m.chooseKitchen) }]}
      >
        <KitchenSelect />
      </Form.Item>
    );
  if (audience === 'user')
    return (
      <Form.Item
        label={intl.formatMessage(m.userField)}
        name="userId"
        rules={[{ required: true, message: intl.formatMessage(m.chooseUser) }]}
      >
        <UserPicker placeholder={intl.formatMessage(m.userSearch)} />
      </Form.Item>
    );
  return null;
}
