import { Form, Input } from 'antd';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { common } from './messages';
import { confirmationRules, newPasswordRules } from './rules';

type Props = { label?: MessageDescriptor };

/**
 * A new password and its confirmation, named as the identity API names them (`password`,
 * `confirmPassword`) so the server's field errors land on the right field.
 */
export function NewPasswordFields({ label = common.newPassword }: Props) {
  const intl = useIntl();
  return (
    <>
      <Form.Item
        label={intl.formatMessage(label)}
        name="password"
        rules={newPasswordRules(intl)}
        extra={intl.formatMessage(common.passwordHint)}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={intl.formatMessage(common.confirmPassword)}
        name="confirmPassword"
        dependencies={['password']}
        rules={confirmationRules(intl)}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
