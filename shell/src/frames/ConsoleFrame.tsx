import { ApolloProvider, useApolloClient } from '@apollo/client/react';
import { useRenderEmpty, useValidateMessages } from '@brigade/ui';
import { App as AntApp, ConfigProvider } from 'antd';
import { use, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiHandlers } from '../api/apollo';
import type { LoadClient } from '../api/client';
import type { KeycloakSignIn } from '../keycloak/keycloak';
import { ShellLayout } from '../layout/ShellLayout';
import { antdLocale } from '../preferences/antd-locales';
import { useKitchenLook, useReportKitchenLook } from '../preferences/KitchenLook';
import { usePreferences } from '../preferences/PreferencesProvider';
import { brigadeTheme } from '../preferences/theme';
import { useRefetchOnLanguage } from '../preferences/useRefetchOnLanguage';
import { useSessionCheck } from '../session/session-check';
import { SessionLookup } from '../session/SessionLookup';
import { SessionRefusal } from '../session/SessionRefusal';
import { useSession } from '../session/Session';

type Props = { loadClient: LoadClient; handlers: ApiHandlers; keycloak: KeycloakSignIn | null; children: ReactNode };

/** antd's form messages and empty lists in the person's language (they need the intl context). */
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
  useReportKitchenLook(kitchen ? { isDark: kitchen.isDark, accent: kitchen.accent } : null);
  const look = useKitchenLook();
  return (
    <ConfigProvider theme={brigadeTheme(isDark, look?.accent)} locale={antdLocale(locale)}>
      <AntApp>
        <FormMessages>{children}</FormMessages>
      </AntApp>
    </ConfigProvider>
  );
}

function Layout({ keycloak, children }: Pick<Props, 'keycloak' | 'children'>) {
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
      {children}
    </ShellLayout>
  );
}

/**
 * Every page but a signed-out visitor's plain ones: Apollo (the session lookup, the remotes'
 * queries), antd's theme in the person's language, and the layout with the role's menu. Loaded
 * with its own chunk, so the sign-in page fetches none of it (#26).
 */
export function ConsoleFrame({ loadClient, handlers, keycloak, children }: Props) {
  const client = use(loadClient());
  return (
    <ApolloProvider client={client}>
      <SessionLookup>
        <Themed>
          <SessionRefusal handlers={handlers} />
          <Layout keycloak={keycloak}>{children}</Layout>
        </Themed>
      </SessionLookup>
    </ApolloProvider>
  );
}
