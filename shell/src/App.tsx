import { AppIntl, PageSpinner } from '@brigade/ui';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { ApiHandlers } from './api/apollo';
import type { LoadClient } from './api/client';
import type { ShellConfig } from './config/config';
import { CookieBanner } from './consent/CookieBanner';
import { frameFor } from './frames/frame-for';
import { loadConsoleFrame } from './frames/load-console-frame';
import { PublicFrame } from './frames/PublicFrame';
import type { KeycloakSignIn } from './keycloak/keycloak';
import { KeycloakGate } from './keycloak/KeycloakGate';
import { catalogues } from './lang';
import { KitchenLookProvider, useKitchenLook } from './preferences/KitchenLook';
import { usePlainTheme } from './preferences/plain-theme';
import { PreferencesProvider, usePreferences } from './preferences/PreferencesProvider';
import { LoadBoundary } from './remotes/LoadBoundary';
import { RemoteRoute } from './remotes/RemoteRoute';
import { RouteRules } from './routing/RouteRules';
import { remoteFor } from './routing/routing';
import { SessionProvider, useSession } from './session/Session';

type Props = { loadClient: LoadClient; config: ShellConfig; handlers: ApiHandlers; keycloak: KeycloakSignIn | null };

// Apollo, antd and the layout with its menus: fetched with the first page that needs them (#26).
const ConsoleFrame = lazy(() => loadConsoleFrame().then((module) => ({ default: module.ConsoleFrame })));
const LandingPage = lazy(() => import('./landing/LandingPage').then((module) => ({ default: module.LandingPage })));

function Page({ config, keycloak, loadClient }: Pick<Props, 'config' | 'keycloak' | 'loadClient'>) {
  const { pathname } = useLocation();
  const { token, user } = useSession();
  if (keycloak && !token && (pathname === '/login' || pathname === '/register'))
    return <KeycloakGate keycloak={keycloak} register={pathname === '/register'} />;
  const owner = remoteFor(pathname);
  if (owner !== 'home') return <RemoteRoute remote={owner} storeLinks={config.storeLinks} loadClient={loadClient} />;
  return user ? <RemoteRoute remote="mfe_kitchen" loadClient={loadClient} /> : <LandingPage storeLinks={config.storeLinks} />;
}

function Routed({ config, handlers, keycloak, loadClient }: Props) {
  const { pathname } = useLocation();
  const { token } = useSession();
  const [attempt, setAttempt] = useState(0);
  const [consoleShown, setConsoleShown] = useState(false);
  const frame = frameFor(pathname, Boolean(token), consoleShown);
  // Remembered during render (React's pattern for state that follows props), so no frame is drawn twice.
  if (frame === 'console' && !consoleShown) setConsoleShown(true);
  const page = (
    <>
      <CookieBanner />
      <RouteRules>
        <Suspense fallback={<PageSpinner />}>
          <Page config={config} keycloak={keycloak} loadClient={loadClient} />
        </Suspense>
      </RouteRules>
    </>
  );
  if (frame === 'public') return <PublicFrame>{page}</PublicFrame>;
  return (
    <LoadBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense
        fallback={
          <PublicFrame>
            <PageSpinner />
          </PublicFrame>
        }
      >
        <ConsoleFrame loadClient={loadClient} handlers={handlers} keycloak={keycloak}>
          {page}
        </ConsoleFrame>
      </Suspense>
    </LoadBoundary>
  );
}

/** The shell's messages and the plain components' colours, above both frames. */
function Looks({ children }: { children: ReactNode }) {
  const { isDark, locale } = usePreferences();
  usePlainTheme(isDark, useKitchenLook()?.accent ?? null);
  return (
    <AppIntl catalogues={catalogues} locale={locale}>
      {children}
    </AppIntl>
  );
}

function Preferences({ children }: { children: ReactNode }) {
  const { token, user } = useSession();
  const kitchen = useKitchenLook();
  return (
    <PreferencesProvider userId={token ? (user?.id ?? null) : null} kitchenDark={token ? (kitchen?.isDark ?? null) : null}>
      {children}
    </PreferencesProvider>
  );
}

/**
 * The session, preferences and language hold for every page; the frame around a page is the plain
 * public one for a signed-out visitor's plain pages (the sign-in page) and the console frame
 * (Apollo, antd, the role's menu) for the rest.
 */
export function App(props: Props) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <Routed {...props} /> }]));
  return (
    <SessionProvider>
      <KitchenLookProvider>
        <Preferences>
          <Looks>
            {/* Location changes render at once, not in a transition: on a slow tablet a list's filter
                change in a transition kept being interrupted by its own query's loading state, and
                the screen asked the server for the old and the new filter in turn, forever. */}
            <RouterProvider router={router} useTransitions={false} />
          </Looks>
        </Preferences>
      </KitchenLookProvider>
    </SessionProvider>
  );
}
