// The one policy builder, from its source (it has no imports), so the check needs no build.
import { cspFor, type PageConfig } from '@brigade/web-build/src/csp';
import { loadCompose, withDefaults } from './support/compose';
import { evaluateMap, find, one, parseNginx, type Directive } from './support/nginx';
import { readText } from './support/repo';

const http = one(parseNginx(readText('docker/web/nginx.conf')), 'http').children ?? [];
const server = one(http, 'server').children ?? [];
const header = (name: string) => find(server, 'add_header').find((d) => d.args[0] === name);
const map = (variable: string) => find(http, 'map').find((m) => m.args[0] === '$uri' && m.args[1] === variable) as Directive;
const policyOf = (directives: Directive[]) => one(directives, 'set', '$brigade_csp').args[1] ?? '';

/** The Content-Security-Policy nginx sends for a path, with `$brigade_csp` as the server (or an include) set it. */
function policy(path: string, csp = policyOf(server)): string {
  const template = header('Content-Security-Policy')?.args[1] ?? '';
  const frameAncestors = evaluateMap(map('$brigade_frame_ancestors'), path) ?? '';
  return template.replace('$brigade_csp', csp).replace('$brigade_frame_ancestors', frameAncestors);
}

const config = (path: string) => JSON.parse(readText(path)) as PageConfig;

describe('docker/web/nginx.conf: security headers of every front-end image', () => {
  it('sends the policy, the framing rule, no referrer and nosniff on every answer, errors included', () => {
    for (const name of ['Content-Security-Policy', 'X-Frame-Options', 'Referrer-Policy', 'X-Content-Type-Options']) {
      expect(header(name)?.args.at(-1)).toBe('always');
    }
    expect(header('Referrer-Policy')?.args[1]).toBe('no-referrer');
    expect(header('X-Content-Type-Options')?.args[1]).toBe('nosniff');
  });

  it('by default is cspFor() of a page whose remotes and gateway share its origin (packages/web-build)', () => {
    expect(policy('/index.html')).toBe(cspFor({}));
    expect(policy('/auth/admin/recipes')).toBe(cspFor({}));
  });

  it('lets no inline or eval script run', () => {
    const scripts =
      policy('/')
        .split('; ')
        .find((d) => d.startsWith('script-src ')) ?? '';
    expect(scripts).toMatch(/^script-src 'self'/);
    expect(scripts).not.toMatch(/unsafe|\*( |$)|data:|blob:/);
  });

  it("refuses framing everywhere but keycloak-js's silent-check-sso.html, framed by the shell itself", () => {
    expect(policy('/')).toMatch(/; frame-ancestors 'none'$/);
    expect(evaluateMap(map('$brigade_frame_options'), '/')).toBe('DENY');
    expect(policy('/silent-check-sso.html')).toBe(cspFor({}, { framedBySelf: true }));
    expect(evaluateMap(map('$brigade_frame_options'), '/silent-check-sso.html')).toBe('SAMEORIGIN');
  });

  it("sets the default before the deployment's includes, so theirs replaces it", () => {
    const names = server.map((d) => d.name);
    expect(names).toContain('set');
    expect(names.indexOf('set')).toBeLessThan(names.indexOf('include'));
  });
});

describe("docker-compose.yml: the shell's policy names the origins of its config.json", () => {
  const shell = loadCompose().services.shell;
  const mounted = shell?.volumes?.map(withDefaults).find((v) => v.split(':')[1] === '/etc/nginx/brigade.d/csp.conf');
  const csp = policyOf(parseNginx(readText('docker/shell/csp.conf')));

  it('mounts docker/shell/csp.conf beside the gateway proxy', () => {
    expect(mounted?.split(':')[0]).toBe('./docker/shell/csp.conf');
  });

  it('is cspFor() of config.keycloak.json: the remotes on their ports and Keycloak', () => {
    expect(policy('/', csp)).toBe(cspFor(config('docker/shell/config.keycloak.json')));
  });

  it('allows what the password-form config.json loads too (compose runs Keycloak either way)', () => {
    const plain = cspFor(config('docker/shell/config.json')).split('; ');
    const keycloak = policy('/', csp).split('; ');
    for (const [i, directive] of plain.entries()) {
      const sources = directive.split(' ').slice(1);
      expect(keycloak[i]?.split(' ')).toEqual(expect.arrayContaining(sources));
    }
  });
});
