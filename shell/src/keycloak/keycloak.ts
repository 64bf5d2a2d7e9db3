import Keycloak from 'keycloak-js';
import type { ShellConfig } from '../config/config';

export type KeycloakSignIn = {
  /** The realm's access token when the person is signed in there (back from its page, or a live realm session). */
  token: string | null;
  login(locale: string): Promise<void>;
  register(locale: string): Promise<void>;
  logout(): Promise<void>;
};

/**
 * Sign-in through a Keycloak realm (ARCHITECTURE.md §3): the code flow with PKCE. The access
 * token becomes the session token (the gateway trusts the realm's keys) and is refreshed when it
 * expires while the page stays open. A reload asks the realm silently (check-sso in a hidden
 * iframe) so a live realm session carries on with a fresh token instead of ending at expiry.
 */
export async function startKeycloak(
  config: NonNullable<ShellConfig['keycloak']>,
  onToken: (token: string) => void,
): Promise<KeycloakSignIn> {
  const keycloak = new Keycloak({ url: config.url, realm: config.realm, clientId: config.clientId });
  // Set before init: keycloak-js schedules the expiry callback when it stores a token, which init does.
  keycloak.onTokenExpired = () => {
    void keycloak.updateToken(30).then(
      (refreshed) => refreshed && keycloak.token && onToken(keycloak.token),
      // The realm session ended: the next call is refused and the shell's refusal path signs out.
      () => undefined,
    );
  };
  let authenticated = false;
  try {
    authenticated = await keycloak.init({
      onLoad: 'check-sso',
      silentCheckSsoRedirectUri: `${location.origin}/silent-check-sso.html`,
      pkceMethod: 'S256',
      checkLoginIframe: false,
      responseMode: 'query',
    });
  } catch {
    // The realm is unreachable: the shell still starts; /login tries the realm again.
  }
  const back = `${location.origin}/`;
  // Signing out clears the session, so the route rules send the page to /login, whose gate calls
  // login() while logout() is still on its way to the realm's end-session endpoint. Whichever
  // navigation won, the realm session could survive and sign the person straight back in.
  let leaving = false;
  const unlessLeaving = (go: () => Promise<void>) => (leaving ? Promise.resolve() : go());
  return {
    token: authenticated ? (keycloak.token ?? null) : null,
    login: (locale) => unlessLeaving(() => keycloak.login({ redirectUri: back, locale })),
    register: (locale) => unlessLeaving(() => keycloak.register({ redirectUri: back, locale })),
    logout: () => {
      leaving = true;
      return keycloak.logout({ redirectUri: back });
    },
  };
}
