import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConfig } from '@brigade/web-build';
import { evaluateMap, find, one, parseNginx, regex, type Directive } from './support/nginx';
import { readText } from './support/repo';

const http = one(parseNginx(readText('docker/web/nginx.conf')), 'http').children ?? [];
const server = one(http, 'server').children ?? [];
const spa = parseNginx(readText('docker/web/spa.conf'));

/** The Cache-Control the server adds for a path, following its add_header through the map. */
function cacheControl(path: string): string | undefined {
  const header = find(server, 'add_header').find((d) => d.args[0] === 'Cache-Control');
  const variable = header?.args[1] ?? '';
  if (!variable.startsWith('$')) return variable;
  const map = find(http, 'map').find((m) => m.args[0] === '$uri' && m.args[1] === variable) as Directive;
  return evaluateMap(map, path);
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('docker/web/nginx.conf: cache headers', () => {
  // Names as webpack writes them ([name].[contenthash].js, source maps beside).
  it.each([
    '/main.0f144f77078eb9f4b886.js',
    '/199.792c0d6b9453e2d229cf.js',
    '/__federation_expose_App.4c950a598d53041ba923.js',
    '/199.792c0d6b9453e2d229cf.js.map',
    '/styles.0123456789abcdef0123.css',
  ])('keeps the content-hashed %s for a year', (path) => {
    expect(cacheControl(path)).toBe(IMMUTABLE);
  });

  it.each([
    '/index.html',
    '/mf-manifest.json',
    '/remoteEntry.js',
    '/config.json',
    '/199.792c0d6b9453e2d229cf.js.LICENSE.txt',
    '/icon/logo.svg',
  ])('has browsers revalidate %s on every load', (path) => {
    expect(cacheControl(path)).toBe('no-cache');
  });

  it("uses the dev server's rule for a hashed name (dev-infra/dev-stack/src/web-server.ts)", () => {
    const dev = /const HASHED = \/(.+)\/;/.exec(readText('dev-infra/dev-stack/src/web-server.ts'))?.[1];
    const map = find(http, 'map').find((m) => m.args[0] === '$uri');
    const hashed = (map?.children ?? []).find((entry) => entry.args[0] === IMMUTABLE)?.name;
    expect(hashed).toBe(`~${dev}`);
  });

  it('lets the shell read remote manifests from another origin', () => {
    expect(find(server, 'add_header').map((d) => d.args)).toContainEqual(['Access-Control-Allow-Origin', '*']);
  });
});

/** Every directive of a file, blocks opened. */
const flat = (directives: Directive[]): Directive[] => directives.flatMap((d) => [d, ...flat(d.children ?? [])]);

describe('docker/web/nginx.conf: compression', () => {
  it("sends the build's <file>.gz as it is to a browser that accepts gzip (gzip_static), with Vary: Accept-Encoding", () => {
    expect(one(http, 'gzip_static').args).toEqual(['on']);
    expect(one(http, 'gzip_vary').args).toEqual(['on']);
  });

  it('compresses on the fly what has no .gz (config.json, the small files), scripts under either JavaScript type', () => {
    expect(one(http, 'gzip').args).toEqual(['on']);
    expect(one(http, 'gzip_types').args).toEqual(
      expect.arrayContaining(['text/javascript', 'application/javascript', 'application/json', 'text/css', 'image/svg+xml']),
    );
  });

  it('names no brotli directive: nginx-unprivileged has no brotli module and would refuse to start', () => {
    const files = ['docker/web/nginx.conf', 'docker/web/spa.conf', 'docker/shell/gateway-proxy.conf', 'docker/shell/csp.conf'];
    for (const file of files) {
      const names = flat(parseNginx(readText(file))).map((d) => d.name);
      expect(names.filter((name) => name.startsWith('brotli') || name === 'load_module')).toEqual([]);
    }
  });

  it('finds the .gz where packages/web-build writes it, beside the file, for every front end built for disk', () => {
    const app = mkdtempSync(join(tmpdir(), 'docker-nginx-'));
    writeFileSync(join(app, 'package.json'), '{"name":"app"}');
    const plugins = createConfig({ name: 'app', dir: app })(undefined, { mode: 'production' }).plugins ?? [];
    const gzip = plugins
      .map((p) => (p as { options?: { algorithm?: unknown; filename?: unknown } } | null)?.options)
      .filter((o) => o?.algorithm === 'gzip');
    expect(gzip.map((o) => o?.filename)).toEqual(['[path][base].gz']);
  });
});

describe('docker/web/nginx.conf: the server', () => {
  it('listens on 8080 and keeps pid and temporary files in /tmp, as nginx-unprivileged (uid 101) must', () => {
    expect(one(server, 'listen').args).toEqual(['8080']);
    const main = parseNginx(readText('docker/web/nginx.conf'));
    expect(one(main, 'pid').args[0]).toMatch(/^\/tmp\//);
    for (const temp of http.filter((d) => d.name.endsWith('_temp_path'))) expect(temp.args[0]).toMatch(/^\/tmp\//);
    expect(http.filter((d) => d.name.endsWith('_temp_path')).map((d) => d.name)).toContain('client_body_temp_path');
  });

  it('serves the files at /usr/share/nginx/html', () => {
    expect(one(server, 'root').args).toEqual(['/usr/share/nginx/html']);
  });

  it('answers /healthz with 200 itself', () => {
    const healthz = one(server, 'location', '=', '/healthz').children ?? [];
    expect(one(healthz, 'return').args[0]).toBe('200');
  });

  it('falls back to index.html nowhere: a remote answers 404 for what it does not have', () => {
    const all = JSON.stringify(server);
    expect(all).not.toContain('/index.html');
  });

  it("includes the image's and the deployment's own rules (spa.conf, compose's gateway proxy)", () => {
    expect(one(server, 'include').args).toEqual(['/etc/nginx/brigade.d/*.conf']);
  });
});

describe('docker/web/spa.conf: the shell', () => {
  const fallback = one(spa, 'location', '/').children ?? [];
  const asset = find(spa, 'location').find((l) => l.args[0]?.startsWith('~')) as Directive;
  const isAsset = (path: string) => regex(asset.args[0] ?? '', asset.args[1] ?? '').test(path);

  it('answers index.html for every client-side route', () => {
    expect(one(fallback, 'try_files').args).toEqual(['$uri', '/index.html']);
  });

  it.each(['/main.0f144f77078eb9f4b886.js', '/config.json', '/mf-manifest.json', '/icon/logo.svg', '/a.0123456789abcdef0123.css'])(
    'answers 404 for a missing %s instead of index.html',
    (path) => {
      expect(isAsset(path)).toBe(true);
      expect(one(asset.children ?? [], 'try_files').args).toEqual(['$uri', '=404']);
    },
  );

  it.each(['/login', '/auth/admin/recipes', '/auth/superadmin/kitchens/64b000000000000000000001', '/verify-email'])(
    'routes %s to the app',
    (path) => {
      expect(isAsset(path)).toBe(false);
    },
  );
});

describe("docker/shell/gateway-proxy.conf: compose's public entry to the gateway", () => {
  const proxy = parseNginx(readText('docker/shell/gateway-proxy.conf'));
  const proxied = (path: string) =>
    find(proxy, 'location').some((l) => (l.args.length > 1 ? regex(l.args[0] ?? '', l.args[1] ?? '').test(path) : l.args[0] === path));

  it.each(['/graphql', '/api/upload', '/media/6650c0ffee'])('passes %s to the gateway', (path) => {
    expect(proxied(path)).toBe(true);
  });

  // nginx matches locations on the decoded, dot-resolved path, so these are all '/metrics' or
  // outside the API; the gateway's and subgraphs' /metrics stay for Prometheus on the inside.
  it.each(['/metrics', '/METRICS', '/metrics/', '/healthz', '/readyz'])('never passes %s to the gateway', (path) => {
    expect(proxied(path)).toBe(false);
  });
});
