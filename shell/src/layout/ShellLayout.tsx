import type { SessionUser, ShellPreferences } from '@brigade/ui';
import { Drawer, Grid, Layout, theme } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { HeaderBar } from './HeaderBar';
import { ProfileMenu } from './ProfileMenu';
import { menuFor } from './menus';
import { SideMenu } from './SideMenu';

type Props = { user: SessionUser | null; preferences: ShellPreferences; onSignOut(): void; children: ReactNode };

/** Header, the role's side menu (a drawer layer on narrow screens) and the page. */
export function ShellLayout({ user, preferences, onSignOut, children }: Props) {
  const screens = Grid.useBreakpoint();
  const { token } = theme.useToken();
  const wide = screens.lg ?? true;
  const [layerOpen, setLayerOpen] = useState(false);
  const { key } = useLocation();
  // SPEC.md §2: the menu layer closes as soon as a route change starts.
  useEffect(() => setLayerOpen(false), [key]);
  const entries = menuFor(user).length;
  const hasMenu = entries > 0;
  // A side column for one entry (a cook's Recipes) takes a tablet's width for nothing: it goes in the layer.
  const sider = hasMenu && wide && entries > 1;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header>
        <HeaderBar
          preferences={preferences}
          account={user ? <ProfileMenu user={user} onSignOut={onSignOut} /> : undefined}
          onOpenMenu={hasMenu && !sider ? () => setLayerOpen(true) : undefined}
        />
      </Layout.Header>
      <Layout>
        {sider && (
          <Layout.Sider width={232} style={{ borderInlineEnd: `${token.lineWidth}px ${token.lineType} ${token.colorSplit}` }}>
            <SideMenu user={user} onSignOut={onSignOut} />
          </Layout.Sider>
        )}
        <Layout.Content style={{ padding: 24 }}>{children}</Layout.Content>
      </Layout>
      {hasMenu && !sider && (
        // SPEC.md §2: the menu layer opens from the right.
        <Drawer open={layerOpen} placement="right" width={260} onClose={() => setLayerOpen(false)} styles={{ body: { padding: 0 } }}>
          <SideMenu user={user} onNavigate={() => setLayerOpen(false)} onSignOut={onSignOut} />
        </Drawer>
      )}
    </Layout>
  );
}
