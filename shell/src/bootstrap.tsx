import { registerRemotes } from '@module-federation/enhanced/runtime';
import { loadCatalogue, loadedCatalogue, uiCatalogues } from '@brigade/ui';
import { createIntl } from 'react-intl';
import { createRoot } from 'react-dom/client';
import type { ApiHandlers } from './api/apollo';
import { lazyClient } from './api/client';
import { App } from './App';
import { loadConfig } from './config/config';
import { catalogues } from './lang';
import { readLocale } from './preferences/PreferencesProvider';
import { startPrefetching } from './remotes/start-prefetching';
import { clearSession, writeToken } from './session/Session';

async function start(): Promise<void> {
  // The chosen language's messages are fetched beside the configuration, not after the first render.
  const [config] = await Promise.all([loadConfig(), loadCatalogue(catalogues, readLocale()), loadCatalogue(uiCatalogues, readLocale())]);
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
  // keycloak-js is fetched only by a platform that signs in through a realm.
  const realm = config.keycloak;
  const keycloak = realm ? await import('./keycloak/keycloak').then(({ startKeycloak }) => startKeycloak(realm, writeToken)) : null;
  if (keycloak?.token) {
    // Back from the realm's sign-in page: its token is the session; the lookup finds the person.
    clearSession();
    writeToken(keycloak.token);
  }
  const intl = () => {
    const locale = readLocale();
    return createIntl({ locale, messages: { ...catalogues.en, ...loadedCatalogue(catalogues, locale) } });
  };
  const handlers: ApiHandlers = {
    onSessionRefused: () => undefined,
    httpFailure: (status) =>
      intl().formatMessage({ id: 'shell.error.http', defaultMessage: 'The server answered with HTTP status {status}' }, { status }),
    incompleteAnswer: () =>
      intl().formatMessage({
        id: 'shell.error.incomplete',
        defaultMessage: 'The server could not give a complete answer. Please try again later.',
      }),
  };
  const loadClient = lazyClient(config.graphqlUrl, readLocale, handlers);
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root element');
  createRoot(root).render(<App loadClient={loadClient} config={config} handlers={handlers} keycloak={keycloak} />);
  startPrefetching(root, loadClient);
}

// An old browser was already sent to /browser-support by the check in index.html (public/browser-support.js).
if (!(window as { __BRIGADE_UNSUPPORTED__?: boolean }).__BRIGADE_UNSUPPORTED__) void start();
