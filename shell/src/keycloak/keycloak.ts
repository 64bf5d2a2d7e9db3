import Keycloak from 'keycloak-js';
import type { ShellConfig } from '../config/config';

export type KeycloakSignIn = {
  /** The access token when this load is the return from Keycloak's sign-in page. */
  token: string | null;
  login(locale: string): Promise<void>;
  register(locale: string): Promise<void>;
  logout(): Promise<void>;
};

/**
 * Sign-in through a Keycloak realm (ARCHITECTURE.md §3): the code flow with PKCE. The access
 * token becomes the session token (the gateway trusts the realm's keys) and is refreshed before
 * it expires while the page stays open.
 */
export async function startKeycloak(
  config: NonNullable<ShellConfig['keycloak']>,
  onToken: (token: string) => void,
): Promise<KeycloakSignIn> {
  const keycloak = new Keycloak({ url: config.url, realm: config.realm, clientId: config.clientId });
  const authenticated = await keycloak.init({ pkceMethod: 'S256', checkLoginIframe: false, responseMode: 'query' });
  keycloak.onTokenExpired = () => {
    void keycloak.updateToken(30).then((refreshed) => refreshed && keycloak.token && onToken(keycloak.token));
  };
  const back = `${location.origin}/`;
  return {
    token: authenticated ? (keycloak.token ?? null) : null,
    login: (locale) => keycloak.login({ redirectUri: back, locale }),
    register: (locale) => keycloak.register({ redirectUri: back, locale }),
    logout: () => keycloak.logout({ redirectUri: back }),
  };
}
