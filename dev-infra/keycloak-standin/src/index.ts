import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { resolveConfig, type KeycloakStandinOptions } from './config';

export type TokenResponse = {
  access_token: string;
  /** Only when the scope asked for `openid`. */
  id_token?: string;
  expires_in: number;
  token_type: string;
  scope: string;
};

export type KeycloakStandin = {
  /** `http://127.0.0.1:<port>`, what KEYCLOAK_URL would be. */
  baseUrl: string;
  realm: string;
  /** `${baseUrl}/realms/${realm}`: the `iss` of every token. */
  issuer: string;
  /** `${issuer}/protocol/openid-connect/certs` */
  jwksUri: string;
  /** `${issuer}/protocol/openid-connect/token` */
  tokenEndpoint: string;
  /** The provider process, for tests that check it is gone after stop(). */
  pid: number;
  /**
   * Keycloak's Direct Access Grant (`grant_type=password`). Rejects with the OAuth error
   * (e.g. `invalid_grant`) in the message. `scope` defaults to `openid` (so an ID token comes back).
   */
  passwordGrant(username: string, password: string, clientId?: string, scope?: string): Promise<TokenResponse>;
  stop(): Promise<void>;
};

/** The provider process's entry: compiled from src/server.mts; from src/ (jest through swc) as from dist/ it is dist/server.mjs. */
const SERVER = path.resolve(__dirname, '..', 'dist', 'server.mjs');
const READY = /^keycloak-standin ready (\S+)$/m;

/**
 * Starts a standards OpenID provider (oidc-provider, in a child process) under Keycloak's URL
 * layout, with the given realm, clients and users, issuing Keycloak-shaped RS256 access tokens.
 * For tests and development only: production trusts a real Keycloak.
 */
export async function startKeycloakStandin(options: KeycloakStandinOptions = {}): Promise<KeycloakStandin> {
  const config = resolveConfig(options);
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`npm run build\` in dev-infra/keycloak-standin`);
  const log = options.log ?? (() => undefined);
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, KEYCLOAK_STANDIN_CONFIG: JSON.stringify(config) },
    // stdin stays open: the provider exits when it closes (this process died without stop()).
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
    for (const line of chunk.split('\n')) if (line.trim()) log(line);
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`keycloak-standin did not start within 20s: ${stderr}`));
    }, 20_000);
    const onStdout = (chunk: string) => {
      stdout += chunk;
      const match = READY.exec(stdout);
      if (match?.[1]) {
        clearTimeout(timer);
        child.stdout.off('data', onStdout);
        child.off('exit', onExit);
        child.stdout.resume();
        resolve(match[1]);
      }
    };
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`keycloak-standin exited with ${String(code)}${stderr ? `: ${stderr}` : ''}`));
    };
    child.stdout.setEncoding('utf8').on('data', onStdout);
    child.once('exit', onExit);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('keycloak-standin has no pid');

  const issuer = `${baseUrl}/realms/${config.realm}`;
  const tokenEndpoint = `${issuer}/protocol/openid-connect/token`;
  let stopped: Promise<void> | undefined;
  return {
    baseUrl,
    realm: config.realm,
    issuer,
    jwksUri: `${issuer}/protocol/openid-connect/certs`,
    tokenEndpoint,
    pid,
    async passwordGrant(username, password, clientId = config.clients[0]?.clientId ?? '', scope = 'openid') {
      const client = config.clients.find((c) => c.clientId === clientId);
      const body = new URLSearchParams({ grant_type: 'password', username, password, scope });
      const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
      if (client?.secret) {
        const basic = `${encodeURIComponent(clientId)}:${encodeURIComponent(client.secret)}`;
        headers.authorization = `Basic ${Buffer.from(basic).toString('base64')}`;
      } else {
        body.set('client_id', clientId);
      }
      const response = await fetch(tokenEndpoint, { method: 'POST', headers, body });
      const json = (await response.json()) as Partial<TokenResponse> & { error?: string; error_description?: string };
      if (!response.ok || !json.access_token) {
        throw new Error(
          `password grant failed (${response.status}): ${json.error ?? 'no access_token'} ${json.error_description ?? ''}`.trim(),
        );
      }
      return json as TokenResponse;
    },
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        try {
          process.kill(pid, 'SIGTERM');
        } catch {
          resolve();
        }
      });
      return stopped;
    },
  };
}

export { defaultRealmRoles, stableSubject } from './config';
export type { KeycloakStandinOptions, StandinClient, StandinUser } from './config';
