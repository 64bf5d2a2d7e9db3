import { LOCALE_NAMES, LOCALES, isLocale, type SessionUser, type ShellPreferences } from '@brigade/ui';
import { Button, Dropdown, Flex, Select, Switch, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';

type Props = {
  user: SessionUser | null;
  preferences: ShellPreferences;
  onSignOut(): void;
  /** Opens the menu layer on narrow screens; absent when there is no menu. */
  onOpenMenu?: () => void;
};

/** The brand link to '/', the language and theme switches, and the profile menu. */
export function HeaderBar({ user, preferences, onSignOut, onOpenMenu }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Flex align="center" gap={12} style={{ height: '100%' }}>
      {onOpenMenu && (
        <Button
          type="text"
          className="brigade-menu-toggle"
          aria-label={intl.formatMessage({ id: 'shell.header.openMenu', defaultMessage: 'Open menu' })}
          icon={<img src="/icon/ic-more.png" alt="" width={20} height={20} />}
          onClick={onOpenMenu}
        />
      )}
      <Link to="/" aria-label={intl.formatMessage({ id: 'shell.header.home', defaultMessage: 'Brigade home' })}>
        <Flex align="center" gap={8}>
          <img src="/icon/logo.svg" alt="" width={32} height={32} />
          <Typography.Text strong style={{ fontSize: 18, whiteSpace: 'nowrap' }}>
            Brigade
          </Typography.Text>
        </Flex>
      </Link>
      <Flex align="center" gap={12} style={{ marginLeft: 'auto' }}>
        <Select
          size="small"
          value={preferences.locale}
          aria-label={intl.formatMessage({ id: 'shell.header.language', defaultMessage: 'Language' })}
          options={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
          onChange={(value: string) => isLocale(value) && preferences.setLocale(value)}
          style={{ width: 112 }}
        />
        <Switch
          checked={preferences.isDark}
          onChange={(dark) => preferences.setDark(dark)}
          checkedChildren={<FormattedMessage id="shell.header.dark" defaultMessage="Dark" />}
          unCheckedChildren={<FormattedMessage id="shell.header.light" defaultMessage="Light" />}
          aria-label={intl.formatMessage({ id: 'shell.header.theme', defaultMessage: 'Dark mode' })}
        />
        {user ? (
          <Dropdown
            trigger={['click']}
            placement="bottomRight"
            menu={{
              items: [
                { key: 'who', label: user.fName ?? user.email, disabled: true },
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
              aria-label={intl.formatMessage({ id: 'shell.header.profile', defaultMessage: 'Profile' })}
              icon={<img src="/icon/ic-profile.png" alt="" width={24} height={24} />}
            />
          </Dropdown>
        ) : (
          <Link to="/login">
            <FormattedMessage id="shell.header.signIn" defaultMessage="Sign in" />
          </Link>
        )}
      </Flex>
    </Flex>
  );
}
