import type { CSSProperties, ReactNode } from 'react';
import { HeaderBar } from '../layout/HeaderBar';
import { usePreferences } from '../preferences/PreferencesProvider';
import { useSession } from '../session/Session';

/**
 * A signed-out visitor's plain page (the sign-in page): antd's layout drawn with the plain theme's
 * variables, the same header and sizes (64 px header, 24 px around the page), so moving on to a
 * console-framed page changes nothing on screen. Also what shows while the console frame loads.
 */
// What antd's <App> gives a console page's text: its font, size and colour.
const PAGE: CSSProperties = {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: 'var(--brigade-bg)',
  color: 'var(--brigade-text)',
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol', 'Noto Color Emoji'",
  fontSize: 14,
  lineHeight: 1.5714,
};

export function PublicFrame({ children }: { children: ReactNode }) {
  const preferences = usePreferences();
  // Signed in, this frame only stands in while the console frame loads: its profile menu comes with it.
  const signedIn = Boolean(useSession().token);
  return (
    <div style={PAGE}>
      <header style={{ height: 64, padding: '0 16px', background: 'var(--brigade-surface)', flex: '0 0 auto' }}>
        <HeaderBar preferences={preferences} account={signedIn ? null : undefined} />
      </header>
      <main style={{ padding: 24, flex: 'auto' }}>{children}</main>
    </div>
  );
}
