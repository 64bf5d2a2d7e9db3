import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, useApolloClient } from '@apollo/client/react';
import { AppIntl, useRenderEmpty, useValidateMessages } from '@brigade/ui';
import { App as AntApp, ConfigProvider } from 'antd';
import { useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import type { ApiHandlers } from './api/apollo';
import type { ShellConfig } from './config/config';
import { CookieBanner } from './consent/CookieBanner';
import type { KeycloakSignIn } from './keycloak/keycloak';
import { LandingPage } from './landing/LandingPage';
import { catalogues } from './lang';
import { ShellLayout } from './layout/ShellLayout';
import { antdLocale } from './preferences/antd-locales';
import { PreferencesProvider, usePreferences } from './preferences/PreferencesProvider';
import { brigadeTheme } from './preferences/theme';
import { useRefetchOnLanguage } from './preferences/useRefetchOnLanguage';
import { KeycloakGate } from './keycloak/KeycloakGate';
import { RemoteRoute } from './remotes/RemoteRoute';
import { RouteRules } from './routing/RouteRules';
import { remoteFor } from './routing/routing';
import { SessionLookup, useSessionCheck } from './session/SessionLookup';
import { SessionRefusal } from './session/SessionRefusal';
import { SessionProvider, useSession } from './session/session';

type Props = { client: ApolloClient; config: ShellConfig; handlers: ApiHandlers; keycloak: KeycloakSignIn | null };

function Page({ config, keycloak }: Pick<Props, 'config' | 'keycloak'>) {
  const { pathname } = useLocation();
  const { token, user } = useSession();
  if (keycloak && !token && (pathname === '/login' || pathname === '/register'))
    return <KeycloakGate keycloak={keycloak} register={pathname === '/register'} />;
  const owner = remoteFor(pathname);
  if (owner !== 'home') return <RemoteRoute remote={owner} storeLinks={config.storeLinks} />;
  return user ? <RemoteRoute remote="mfe_kitchen" /> : <LandingPage storeLinks={config.storeLinks} />;
}

function Routed({ config, keycloak }: Pick<Props, 'config' | 'keycloak'>) {
  const session = useSession();
  const preferences = usePreferences();
  const client = useApolloClient();
  const navigate = useNavigate();
  useRefetchOnLanguage();
  const signOut = () => {
    session.signOut();
    void client.clearStore();
    if (keycloak) void keycloak.logout();
    else void navigate('/login', { replace: true });
  };
  return (
    <ShellLayout user={session.token ? session.user : null} preferences={preferences} onSignOut={signOut}>
      <RouteRules>
        <Page config={config} keycloak={keycloak} />
      </RouteRules>
      <CookieBanner />
    </ShellLayout>
  );
}

/** antd's form messages and empty lists in the person's language (they need the intl context inside AppIntl). */
function FormMessages({ children }: { children: ReactNode }) {
  const validateMessages = useValidateMessages();
  const renderEmpty = useRenderEmpty();
  return (
    <ConfigProvider form={{ validateMessages }} renderEmpty={renderEmpty}>
      {children}
    </ConfigProvider>
  );
}

function Themed({ children }: { children: ReactNode }) {
  const { isDark, locale } = usePreferences();
  const { kitchen } = useSessionCheck();
  return (
    <ConfigProvider theme={brigadeTheme(isDark, kitchen?.accent)} locale={antdLocale(locale)}>
      <AntApp>
        <AppIntl catalogues={catalogues} locale={locale}>
          <FormMessages>{children}</FormMessages>
        </AppIntl>
      </AntApp>
    </ConfigProvider>
  );
}

function Preferences({ children }: { children: ReactNode }) {
  const { token, user } = useSession();
  const { kitchen } = useSessionCheck();
  return (
    <PreferencesProvider userId={token ? (user?.id ?? null) : null} kitchenDark={kitchen?.isDark ?? null}>
      {children}
    </PreferencesProvider>
  );
}

export function App({ client, config, handlers, keycloak }: Props) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <Routed config={config} keycloak={keycloak} /> }]));
  return (
    <ApolloProvider client={client}>
      <SessionProvider>
        <SessionLookup>
          <Preferences>
            <Themed>
              <SessionRefusal handlers={handlers} />
              {/* Location changes render at once, not in a transition: on a slow tablet a list's filter
                  change in a transition kept being interrupted by its own query's loading state, and
                  the screen asked the server for the old and the new filter in turn, forever. */}
              <RouterProvider router={router} useTransitions={false} />
            </Themed>
          </Preferences>
        </SessionLookup>
      </SessionProvider>
    </ApolloProvider>
  );
}
