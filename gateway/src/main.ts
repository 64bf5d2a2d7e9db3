import './tracing';
import { createLogger, PORTS, runExitHooks, serverConfig, subgraphUrl } from '@brigade/service-kit';
import type { Logger } from 'pino';
import { parseTrustProxy, startGateway } from './app';
import { tokenVerifier, trustedIssuers, type TrustedIssuer } from './auth';
import { keycloakVerifier, parseRoleMap } from './keycloak';
import { followRevocations } from './revocation-follower';
import { Revocations } from './revocations';
import { subgraphDefs } from './subgraphs';

const env = process.env;

function startLogger(): Logger {
  try {
    return createLogger('gateway');
  } catch (error) {
    // No logger to say it with: one plain line, as a subgraph's runService does.
    process.stderr.write(`gateway failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
const log = startLogger();

const IDENTITY_ISSUER = 'brigade-identity';

function trusted(key: Uint8Array): TrustedIssuer[] {
  const identity: TrustedIssuer = {
    issuer: IDENTITY_ISSUER,
    verify: tokenVerifier({
      jwksUrl: env.IDENTITY_JWKS_URL ?? `http://127.0.0.1:${PORTS.identity}/.well-known/jwks.json`,
      issuer: IDENTITY_ISSUER,
      audience: 'brigade-api',
    }),
  };
  if (!env.KEYCLOAK_URL && !env.KEYCLOAK_REALM) return [identity];
  if (!env.KEYCLOAK_URL || !env.KEYCLOAK_REALM) throw new Error('KEYCLOAK_URL and KEYCLOAK_REALM are set together or not at all');
  const identityGraphql = subgraphUrl('identity', env);
  const keycloak = keycloakVerifier({
    url: env.KEYCLOAK_URL,
    internalUrl: env.KEYCLOAK_INTERNAL_URL || undefined,
    realm: env.KEYCLOAK_REALM,
    audience: env.KEYCLOAK_AUDIENCE || undefined,
    clientId: env.KEYCLOAK_CLIENT_ID || undefined,
    roleMap: parseRoleMap(env.KEYCLOAK_ROLE_MAP || undefined),
    identityUrl: env.IDENTITY_INTERNAL_URL ?? identityGraphql.replace(/\/graphql$/, ''),
    internalKey: key,
  });
  log.info({ issuer: keycloak.issuer }, 'trusting Keycloak tokens');
  return [identity, keycloak];
}

async function main(): Promise<void> {
  // What every Node server reads, as each subgraph reads it (its own settings are read here).
  const config = serverConfig('gateway', env);
  const key = config.internalKey;
  const revocations = new Revocations({ tokenLifetimeMs: Number(env.TOKEN_LIFETIME_HOURS ?? 12) * 3600_000 });
  const brokers = config.kafkaBrokers;
  const follower = brokers.length > 0 ? await followRevocations({ brokers, revocations, log }) : undefined;
  if (!follower) log.warn('KAFKA_BROKERS is not set: revoked tokens stay valid until they expire');

  const gateway = await startGateway({
    port: config.port,
    host: config.host,
    subgraphs: subgraphDefs(env),
    internalKey: key,
    verifyToken: trustedIssuers(trusted(key)),
    corsOrigins: (env.CORS_ORIGINS ?? `http://localhost:${PORTS.shell},http://127.0.0.1:${PORTS.shell}`).split(',').filter(Boolean),
    subgraphTimeoutMs: Number(env.SUBGRAPH_TIMEOUT_MS ?? 10_000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    ...(follower ? { revocations, readiness: { revocations: async () => follower.ready() } } : {}),
    log,
  });
  const stop = () =>
    void gateway
      .stop()
      .then(() => follower?.stop())
      .then(runExitHooks)
      .finally(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  log.error({ err: error }, 'gateway failed to start');
  process.exit(1);
});
