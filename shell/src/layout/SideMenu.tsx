import type { SessionUser } from '@brigade/ui';
import { Menu, theme } from 'antd';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { activeEntry, menuFor } from './menus';

type Props = { user: SessionUser | null; onNavigate?: () => void; onSignOut(): void };

/** The role's side menu; links, so the remote behind each entry prefetches as it comes into view. */
export function SideMenu({ user, onNavigate, onSignOut }: Props) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const entries = menuFor(user);
  if (entries.length === 0) return null;
  const active = activeEntry(entries, pathname);
  return (
    <Menu
      mode="inline"
      selectedKeys={active ? [active] : []}
      aria-label={intl.formatMessage({ id: 'shell.menu.label', defaultMessage: 'Main menu' })}
      // The divider is the Sider's, down to the page's end, not the list's, which stops at its last item.
      style={{ borderInlineEnd: 'none' }}
      items={entries.map((e) =>
        e.signsOut
          ? { key: e.key, label: intl.formatMessage(e.label), onClick: onSignOut, style: { marginTop: token.marginLG } }
          : {
              key: e.key,
              label: (
                <Link to={e.path} onClick={onNavigate}>
                  {intl.formatMessage(e.label)}
                </Link>
              ),
            },
      )}
    />
  );
}
