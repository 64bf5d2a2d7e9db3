import type { SessionUser } from '@brigade/ui';
import { Menu } from 'antd';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { activeEntry, menuFor } from './menus';

/** The role's side menu; links, so the remote behind each entry prefetches as it comes into view. */
export function SideMenu({ user, onNavigate }: { user: SessionUser | null; onNavigate?: () => void }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const entries = menuFor(user);
  if (entries.length === 0) return null;
  const active = activeEntry(entries, pathname);
  return (
    <Menu
      mode="inline"
      selectedKeys={active ? [active] : []}
      aria-label={intl.formatMessage({ id: 'shell.menu.label', defaultMessage: 'Main menu' })}
      items={entries.map((e) => ({
        key: e.key,
        label: (
          <Link to={e.path} onClick={onNavigate}>
            {intl.formatMessage(e.label)}
          </Link>
        ),
      }))}
    />
  );
}
