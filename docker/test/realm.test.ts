import { loadCompose, published } from './support/compose';
import { readText } from './support/repo';

type Client = {
  clientId: string;
  publicClient?: boolean;
  standardFlowEnabled?: boolean;
  implicitFlowEnabled?: boolean;
  directAccessGrantsEnabled?: boolean;
  redirectUris?: string[];
  webOrigins?: string[];
  attributes?: Record<string, string>;
  protocolMappers?: { protocolMapper: string; config: Record<string, string> }[];
};
type User = {
  email: string;
  emailVerified?: boolean;
  enabled?: boolean;
  realmRoles?: string[];
  credentials?: { type: string; value: string; temporary?: boolean }[];
};
type Realm = { realm: string; enabled: boolean; roles?: { realm?: { name: string }[] }; clients?: Client[]; users?: User[] };

const realm = JSON.parse(readText('docker/keycloak/brigade-realm.json')) as Realm;
const compose = loadCompose();
const gatewayEnv = compose.services.gateway?.environment ?? {};
const keycloakEnv = compose.services.keycloak?.environment ?? {};
const shellOrigin = `http://localhost:${published(compose.services.shell?.ports?.[0] ?? '').host}`;
/** The roles the gateway maps by default (gateway/src/keycloak.ts DEFAULT_ROLE_MAP). */
const BRIGADE_ROLES = ['ADMIN', 'COOK', 'SUPER_ADMIN'];
const shellClient = realm.clients?.find((c) => c.clientId === gatewayEnv.KEYCLOAK_CLIENT_ID);

describe('docker/keycloak/brigade-realm.json', () => {
  it('is the realm the gateway trusts', () => {
    expect(realm.realm).toBe('brigade');
    expect(realm.enabled).toBe(true);
    expect(gatewayEnv.KEYCLOAK_REALM).toBe(realm.realm);
  });

  it("defines the realm roles the gateway's default role map turns into Brigade roles", () => {
    expect(readText('gateway/src/keycloak.ts')).toContain("DEFAULT_ROLE_MAP = 'SUPER_ADMIN:SUPER_ADMIN,ADMIN:ADMIN,COOK:COOK'");
    expect(realm.roles?.realm?.map((r) => r.name).sort()).toEqual(BRIGADE_ROLES);
  });

  it("has the shell's client under the id the gateway checks (azp)", () => {
    expect(shellClient).toBeDefined();
  });

  it('makes it a public client of the code flow with PKCE S256 only', () => {
    expect(shellClient?.publicClient).toBe(true);
    expect(shellClient?.standardFlowEnabled).toBe(true);
    expect(shellClient?.implicitFlowEnabled).toBe(false);
    expect(shellClient?.directAccessGrantsEnabled).toBe(false);
    expect(shellClient?.attributes?.['pkce.code.challenge.method']).toBe('S256');
  });

  it("redirects only to the shell's origin, and lets that origin call the token endpoint", () => {
    expect(shellClient?.redirectUris).toContain(`${shellOrigin}/*`);
    expect(shellClient?.webOrigins).toContain(shellOrigin);
    for (const uri of shellClient?.redirectUris ?? []) expect(uri).toMatch(/^http:\/\/(localhost|127\.0\.0\.1):\d+\/\*$/);
  });

  it('puts the audience the gateway checks into access tokens', () => {
    const audience = shellClient?.protocolMappers?.find((m) => m.protocolMapper === 'oidc-audience-mapper');
    expect(audience?.config['included.custom.audience']).toBe(gatewayEnv.KEYCLOAK_AUDIENCE);
    expect(audience?.config['access.token.claim']).toBe('true');
  });

  describe('demo users', () => {
    const seeded = [...readText('services/identity/src/seed.ts').matchAll(/email: '([^']+)'/g)].map((m) => m[1]);

    it("are identity's seeded users, whom identity links by verified e-mail", () => {
      expect(realm.users?.map((u) => u.email).sort()).toEqual([...seeded].sort());
      for (const user of realm.users ?? []) expect([user.email, user.emailVerified, user.enabled]).toEqual([user.email, true, true]);
    });

    it('each hold one Brigade role', () => {
      for (const user of realm.users ?? []) expect(BRIGADE_ROLES).toEqual(expect.arrayContaining(user.realmRoles ?? ['none']));
    });

    it('have no password in the file: a placeholder Keycloak fills from its environment at import', () => {
      for (const credential of (realm.users ?? []).flatMap((u) => u.credentials ?? [])) {
        const variable = /^\$\{([A-Z0-9_]+)\}$/.exec(credential.value)?.[1];
        expect(variable).toBeDefined();
        expect(Object.keys(keycloakEnv)).toContain(variable);
      }
    });
  });
});
