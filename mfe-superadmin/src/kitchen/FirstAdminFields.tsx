import { consoleMessages as common, LanguageSelect, staffMessages as staff } from '@brigade/console-kit';
import { usePhoneRule } from '@brigade/ui';
import { Form, Input, Switch } from 'antd';
import { useIntl } from 'react-intl';
import { adminKitchenMessages } from './messages';

/** A new kitchen's first admin (CreateKitchenInput.admin): identity creates and invites them. */
export function FirstAdminFields() {
  const intl = useIntl();
  // A number without its country code is read in the kitchen's country, as the kitchen service does.
  const phoneRule = usePhoneRule('country');
  const required = (label: string) => ({
    required: true,
    whitespace: true,
    message: intl.formatMessage(common.required, { field: label }),
  });
  const firstName = intl.formatMessage(staff.firstName);
  const lastName = intl.formatMessage(staff.lastName);
  const email = intl.formatMessage(staff.email);
  return (
    <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>{intl.formatMessage(adminKitchenMessages.firstAdmin)}</legend>
      <Form.Item
        name="withAdmin"
        valuePropName="checked"
        label={intl.formatMessage(adminKitchenMessages.withAdmin)}
        extra={intl.formatMessage(adminKitchenMessages.withAdminHelp)}
      >
        <Switch />
      </Form.Item>
      <Form.Item noStyle dependencies={['withAdmin']}>
        {({ getFieldValue }) =>
          getFieldValue('withAdmin') && (
            <>
              <Form.Item label={firstName} name="fName" rules={[required(firstName)]}>
                <Input maxLength={50} />
              </Form.Item>
              <Form.Item label={lastName} name="lName" rules={[required(lastName)]}>
                <Input maxLength={50} />
              </Form.Item>
              <Form.Item
                label={email}
                name="email"
                rules={[required(email), { type: 'email', message: intl.formatMessage(staff.emailInvalid) }]}
              >
                <Input type="email" maxLength={254} />
              </Form.Item>
              <Form.Item
                label={intl.formatMessage(staff.phone)}
                name="phone"
                extra={intl.formatMessage(staff.phoneHelp)}
                dependencies={['country']}
                rules={[phoneRule]}
              >
                <Input type="tel" maxLength={30} />
              </Form.Item>
              <Form.Item label={intl.formatMessage(staff.lang)} name="lang">
                <LanguageSelect />
              </Form.Item>
            </>
          )
        }
      </Form.Item>
    </fieldset>
  );
}
