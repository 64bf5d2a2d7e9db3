import { PasswordSection } from '@brigade/console-kit';
import { Card, Divider, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { DeleteAccountSection } from './DeleteAccountSection';
import { kitchenAccountMessages } from './messages';

/** SPEC.md §2 'Account section': change password and delete one's own account. */
export function AccountPage() {
  const intl = useIntl();
  return (
    <Card>
      <Typography.Title level={2}>{intl.formatMessage(kitchenAccountMessages.title)}</Typography.Title>
      <Typography.Title level={4}>{intl.formatMessage(kitchenAccountMessages.password)}</Typography.Title>
      <PasswordSection />
      <Divider />
      <Typography.Title level={4}>{intl.formatMessage(kitchenAccountMessages.deleteTitle)}</Typography.Title>
      <DeleteAccountSection />
    </Card>
  );
}
