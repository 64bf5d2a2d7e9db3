import { Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { settingsMessages } from './messages';

/** The shell's change-password form (the auth remote's), which asks for the current password. */
export function PasswordSection() {
  const intl = useIntl();
  return (
    <>
      <Typography.Paragraph>{intl.formatMessage(settingsMessages.passwordText)}</Typography.Paragraph>
      <Link to="/change-password">{intl.formatMessage(settingsMessages.changePassword)}</Link>
    </>
  );
}
