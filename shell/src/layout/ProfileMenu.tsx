import type { SessionUser } from '@brigade/ui';
import { Button, Dropdown } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';

/** The signed-in person's menu in the header: who they are, change password, contact us, logout. */
export function ProfileMenu({ user, onSignOut }: { user: SessionUser; onSignOut(): void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  // The schema leaves out the e-mail of a person the caller may not see in full: without it and a name, no blank line.
  const who = user.fName || user.email;
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          ...(who ? [{ key: 'who', label: who, disabled: true }] : []),
          {
            key: 'password',
            label: <FormattedMessage id="shell.profile.changePassword" defaultMessage="Change password" />,
            onClick: () => void navigate('/change-password'),
          },
          {
            key: 'contact',
            label: <FormattedMessage id="shell.profile.contact" defaultMessage="Contact us" />,
            onClick: () => void navigate('/contact'),
          },
          { type: 'divider' },
          {
            key: 'logout',
            danger: true,
            label: <FormattedMessage id="shell.profile.logout" defaultMessage="Logout" />,
            onClick: onSignOut,
          },
        ],
      }}
    >
      <Button
        type="text"
        // 44 px: the header is on the cook's tablet too, where everything tapped is (issue #45).
        style={{ width: 44, height: 44 }}
        aria-label={intl.formatMessage({ id: 'shell.header.profile', defaultMessage: 'Profile' })}
        icon={<img src="/icon/ic-profile.png" alt="" width={24} height={24} />}
      />
    </Dropdown>
  );
}
