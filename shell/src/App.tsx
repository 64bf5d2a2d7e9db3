import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { homePath } from '@brigade/ui';
import { ConfigProvider, Layout, theme } from 'antd';
import { IntlProvider } from 'react-intl';
import { BrowserRouter, Navigate, useLocation } from 'react-router-dom';
import { remoteFor } from './routing';
import { RemoteRoute } from './RemoteRoute';
import { RouteRules } from './RouteRules';
import { SessionProvider, useSession } from './session';

/** Dark by default with Brigade's orange accent (SPEC.md §1). */
const BRIGADE_THEME = {
  algorithm: theme.darkAlgorithm,
  token: { colorPrimary: '#fa8c16', borderRadius: 8 },
  components: { Layout: { headerBg: '#141414', headerPadding: '0 24px' } },
};

function Home() {
  const { user } = useSession();
  if (!user) return <Navigate to="/login" replace />;
  if (user.isSuperAdmin) return <Navigate to={homePath(user)} replace />;
  return <RemoteRoute remote="mfe_kitchen" />;
}

function Routed() {
  const { pathname } = useLocation();
  const owner = remoteFor(pathname);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <a href="/" aria-label="Brigade home" style={{ display: 'flex', alignItems: 'center', gap: 8, color: '#fff', fontWeight: 600 }}>
          <img src="/icon/logo.svg" alt="" width={32} height={32} />
          Brigade
        </a>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <RouteRules>{owner === 'home' ? <Home /> : <RemoteRoute remote={owner} />}</RouteRules>
      </Layout.Content>
    </Layout>
  );
}

export function App({ client }: { client: ApolloClient }) {
  return (
    <ConfigProvider theme={BRIGADE_THEME}>
      <IntlProvider locale="en" defaultLocale="en">
        <ApolloProvider client={client}>
          <SessionProvider>
            <BrowserRouter>
              <Routed />
            </BrowserRouter>
          </SessionProvider>
        </ApolloProvider>
      </IntlProvider>
    </ConfigProvider>
  );
}
