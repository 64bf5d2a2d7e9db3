import { createHash } from 'node:crypto';

/** A client of the realm, as in Keycloak's admin console (Clients → Create). */
export type StandinClient = {
  clientId: string;
  /** Public client (Client authentication off): no secret, PKCE for the code flow. Default true. */
  public?: boolean;
  /** The secret of a confidential client (`public: false`); sent with HTTP Basic. */
  secret?: string;
  /** Valid redirect URIs for the authorization code flow (exact match). */
  redirectUris?: string[];
  /** Valid post logout redirect URIs; default: the redirect URIs. */
  postLogoutRedirectUris?: string[];
  /** Web origins allowed to call the token and userinfo endpoints; default: the redirect URIs' origins. */
  webOrigins?: string[];
  /** Keycloak's "Direct access grants" (grant_type=password). Default true. */
  directAccessGrants?: boolean;
};

/** A user of the realm with her realm roles (Users → Role mapping). */
export type StandinUser = {
  username: string;
  password: string;
  email?: string;
  emailVerified?: boolean;
  firstName?: string;
  lastName?: string;
  realmRoles?: string[];
  /** Keycloak's user id, the token's `sub`. Default: a UUID derived from realm and username (stable across runs). */
  sub?: string;
};

export type KeycloakStandinOptions = {
  /** Realm name: the issuer is `${baseUrl}/realms/${realm}`. Default `brigade`. */
  realm?: string;
  /** Port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  clients?: StandinClient[];
  users?: StandinUser[];
  /** Access token lifespan in seconds (Keycloak's default: 300). */
  accessTokenLifespan?: number;
  /** Receives the provider process's stderr lines (oidc-provider warnings, errors). */
  log?: (line: string) => void;
};

/** What the parent hands the provider process (as JSON): every default applied. */
export type ResolvedClient = Required<Omit<StandinClient, 'secret'>> & { secret?: string };
export type ResolvedUser = Required<Pick<StandinUser, 'username' | 'password' | 'emailVerified' | 'realmRoles' | 'sub'>> &
  Pick<StandinUser, 'email' | 'firstName' | 'lastName'>;
export type ResolvedConfig = {
  realm: string;
  port: number;
  accessTokenLifespan: number;
  clients: ResolvedClient[];
  users: ResolvedUser[];
};

export const DEFAULT_REALM = 'brigade';
export const DEFAULT_CLIENTS: StandinClient[] = [
  { clientId: 'brigade-shell', public: true, redirectUris: ['http://localhost:3000/*', 'http://127.0.0.1:3000/*'] },
];

/** Keycloak's realm roles every new user gets besides the ones mapped to her. */
export function defaultRealmRoles(realm: string): string[] {
  return [`default-roles-${realm}`, 'offline_access', 'uma_authorization'];
}

/** A UUID-shaped id (version 5 style) derived from realm and username, so a user's `sub` is the same on every run. */
export function stableSubject(realm: string, username: string): string {
  const hex = createHash('sha1').update(`keycloak-standin:${realm}:${username}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

function originOf(uri: string): string | undefined {
  try {
    const { origin } = new URL(uri.replace(/\*$/, ''));
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

export function resolveConfig(options: KeycloakStandinOptions): ResolvedConfig {
  const realm = options.realm ?? DEFAULT_REALM;
  if (!/^[A-Za-z0-9._-]+$/.test(realm)) throw new Error(`realm name ${JSON.stringify(realm)} must match [A-Za-z0-9._-]+`);
  const clients = (options.clients ?? DEFAULT_CLIENTS).map((client): ResolvedClient => {
    const isPublic = client.public ?? client.secret === undefined;
    if (!isPublic && !client.secret) throw new Error(`client ${client.clientId} is confidential (public: false) and needs a secret`);
    const redirectUris = client.redirectUris ?? [];
    return {
      clientId: client.clientId,
      public: isPublic,
      ...(isPublic ? {} : { secret: client.secret }),
      redirectUris,
      postLogoutRedirectUris: client.postLogoutRedirectUris ?? redirectUris,
      webOrigins: client.webOrigins ?? [...new Set(redirectUris.map(originOf).filter((o): o is string => o !== undefined))],
      directAccessGrants: client.directAccessGrants ?? true,
    };
  });
  const users = (options.users ?? []).map((user): ResolvedUser => ({
    username: user.username.toLowerCase(),
    password: user.password,
    ...(user.email === undefined ? {} : { email: user.email.toLowerCase() }),
    emailVerified: user.emailVerified ?? false,
    ...(user.firstName === undefined ? {} : { firstName: user.firstName }),
    ...(user.lastName === undefined ? {} : { lastName: user.lastName }),
    realmRoles: user.realmRoles ?? [],
    sub: user.sub ?? stableSubject(realm, user.username.toLowerCase()),
  }));
  return { realm, port: options.port ?? 0, accessTokenLifespan: options.accessTokenLifespan ?? 300, clients, users };
}
