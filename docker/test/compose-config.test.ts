import { interpolation, loadCompose, published, services, withDefaults, type ComposeService } from './support/compose';
import { find, one, parseNginx, regex } from './support/nginx';
import { readText } from './support/repo';

const compose = loadCompose();
const service = (name: string): ComposeService => compose.services[name] ?? ({} as ComposeService);
/** docker/.env.example: every variable the compose file takes from a .env, with its placeholder. */
const example = Object.fromEntries(
  readText('docker/.env.example')
    .split('\n')
    .filter((line) => /^[A-Z0-9_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);
const SECRET = /(PASSWORD|SECRET|_KEY)$/;

type ShellConfig = { graphqlUrl: string; remotes: Record<string, string>; keycloak?: { url: string; realm: string; clientId: string } };

describe('docker-compose.yml: secrets', () => {
  const secrets = services(compose).flatMap(([name, s]) =>
    Object.entries(s.environment ?? {})
      .filter(([key]) => SECRET.test(key))
      .map(([key, value]) => [`${name} ${key}`, String(value)] as const),
  );

  it('has secrets to check (the signing key, the demo and admin passwords)', () => {
    expect(secrets.map(([where]) => where)).toEqual(
      expect.arrayContaining(['gateway INTERNAL_SIGNING_KEY', 'identity-seed SEED_PASSWORD', 'keycloak KC_BOOTSTRAP_ADMIN_PASSWORD']),
    );
  });

  it.each(secrets)('%s comes from the environment, defaulting to its documented change-me placeholder', (_where, value) => {
    const variable = interpolation(value);
    expect(variable).not.toBeNull();
    expect(Object.keys(example)).toContain(variable?.name);
    expect(variable?.fallback).toBe(example[variable?.name ?? '']);
    expect(variable?.fallback).toMatch(/^change-me/);
  });

  it('defaults every variable of docker/.env.example to the same value wherever it is used', () => {
    const text = readText('docker-compose.yml');
    for (const [name, value] of Object.entries(example)) {
      const uses = [...text.matchAll(new RegExp(`\\$\\{${name}(?::-([^}]*))?\\}`, 'g'))].map((m) => m[1]);
      expect([name, uses.length > 0]).toEqual([name, true]);
      for (const fallback of uses) expect([name, fallback]).toEqual([name, value]);
    }
  });

  it('gives the signing key a placeholder the services accept (at least 32 characters)', () => {
    expect(example.INTERNAL_SIGNING_KEY?.length).toBeGreaterThanOrEqual(32);
  });
});

describe("docker-compose.yml: the shell's run-time configuration", () => {
  const shell = service('shell');
  const mount = (target: string) => {
    const volume = shell.volumes?.map(withDefaults).find((v) => v.split(':')[1] === target) ?? '';
    return volume.split(':')[0] ?? '';
  };
  const port = (name: string) => published(service(name).ports?.[0] ?? '').host;

  it('mounts docker/shell/config.json as /config.json', () => {
    expect(mount('/usr/share/nginx/html/config.json')).toBe('./docker/shell/config.json');
  });

  it.each(['docker/shell/config.json', 'docker/shell/config.keycloak.json'])(
    '%s names every remote at the port compose publishes it on, and the API on the same origin',
    (file) => {
      const config = JSON.parse(readText(file)) as ShellConfig;
      expect(config.graphqlUrl).toBe('/graphql');
      expect(config.remotes).toEqual({
        mfe_auth: `http://localhost:${port('mfe-auth')}/mf-manifest.json`,
        mfe_superadmin: `http://localhost:${port('mfe-superadmin')}/mf-manifest.json`,
        mfe_kitchen: `http://localhost:${port('mfe-kitchen')}/mf-manifest.json`,
      });
    },
  );

  it('signs in with the password form by default, and through the realm the gateway trusts with the Keycloak variant', () => {
    expect((JSON.parse(readText('docker/shell/config.json')) as ShellConfig).keycloak).toBeUndefined();
    const gateway = service('gateway').environment ?? {};
    expect((JSON.parse(readText('docker/shell/config.keycloak.json')) as ShellConfig).keycloak).toEqual({
      url: gateway.KEYCLOAK_URL,
      realm: gateway.KEYCLOAK_REALM,
      clientId: gateway.KEYCLOAK_CLIENT_ID,
    });
  });

  describe('forwards /graphql, /api/upload and /media to the gateway', () => {
    const [location] = find(parseNginx(readText('docker/shell/gateway-proxy.conf')), 'location');
    const pattern = regex(location?.args[0] ?? '', location?.args[1] ?? '');
    const body = location?.children ?? [];

    it("from docker/shell/gateway-proxy.conf, mounted beside the image's own server rules", () => {
      expect(mount('/etc/nginx/brigade.d/gateway-proxy.conf')).toBe('./docker/shell/gateway-proxy.conf');
    });

    it.each(['/graphql', '/api/upload', '/media/6650f0c2a1b2c3d4e5f60718'])('forwards %s', (path) => {
      expect(pattern.test(path)).toBe(true);
    });

    it.each(['/', '/login', '/auth/admin/recipes', '/mf-manifest.json', '/config.json'])('serves %s itself', (path) => {
      expect(pattern.test(path)).toBe(false);
    });

    it("to the gateway's compose service and port", () => {
      const target = one(body, 'set', '$gateway').args[1];
      expect(target).toBe(`http://gateway:${service('gateway').expose?.[0] ?? ''}`);
      expect(one(body, 'proxy_pass').args).toEqual(['$gateway']);
    });

    it("appends the client's address to X-Forwarded-For, and the gateway believes that one hop only", () => {
      expect(one(body, 'proxy_set_header', 'X-Forwarded-For').args[1]).toBe('$proxy_add_x_forwarded_for');
      // One hop: the last entry is nginx's own account of the peer; what a client wrote before it is ignored.
      expect(service('gateway').environment?.TRUST_PROXY).toBe('1');
      // Nobody reaches the gateway except through this hop.
      expect(service('gateway').ports).toBeUndefined();
    });

    it('streams uploads up to the gateway cap (201 MB) without spooling them', () => {
      expect(one(body, 'client_max_body_size').args).toEqual(['201m']);
      expect(one(body, 'proxy_request_buffering').args).toEqual(['off']);
    });

    it("leaves the gateway's own Cache-Control alone (a header set here stops the server's from being added)", () => {
      expect(find(body, 'add_header').length).toBeGreaterThan(0);
      expect(find(body, 'add_header').some((d) => d.args[0]?.toLowerCase() === 'cache-control')).toBe(false);
      // The server-level rule the location would otherwise inherit.
      const server = one(one(parseNginx(readText('docker/web/nginx.conf')), 'http').children ?? [], 'server');
      expect(find(server.children ?? [], 'add_header').map((d) => d.args[0])).toContain('Cache-Control');
    });
  });
});
