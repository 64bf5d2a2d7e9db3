import { KitchenSelect } from '../common/KitchenSelect';
import { Form } from 'antd';
import { useIntl } from 'react-intl';
import { usePlatformScope } from '../session/ConsoleContext';
import { pushMessages } from './messages';
import { UserPicker } from './UserPicker';

export type Audience = 'all' | 'kitchen' | 'user';

/**
 * The kitchen or the user a notification goes to, when it goes to one (form fields `kitchenId`,
 * `userId`). A kitchen admin reaches only their own cooks: no kitchen to choose, and only cooks to find.
 */
export function AudiencePicker({ audience }: { audience: Audience }) {
  const intl = useIntl();
  const platform = usePlatformScope();
  if (audience === 'kitchen' && platform)
    return (
      <Form.Item
        label={intl.formatMessage(pushMessages.kitchenField)}
        name="kitchenId"
        rules={[{ required: true, message: intl.formatMessage(pushMessages.chooseKitchen) }]}
      >
        <KitchenSelect />
      </Form.Item>
    );
  if (audience === 'user')
    return (
      <Form.Item
        label={intl.formatMessage(pushMessages.userField)}
        name="userId"
        rules={[{ required: true, message: intl.formatMessage(pushMessages.chooseUser) }]}
      >
        <UserPicker placeholder={intl.formatMessage(pushMessages.userSearch)} cooksOnly={!platform} />
      </Form.Item>
    );
  return null;
}
