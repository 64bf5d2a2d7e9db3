// The one policy builder, from its source (it has no imports), so the check needs no build.
import { cspFor, type PageConfig } from '@brigade/web-build/src/csp';
import { configMaps, deployments, nameOf } from './support/objects';
import { render } from './support/render';

/**
 * The shell's nginx (docker/web/nginx.conf) sends `$brigade_csp; frame-ancestors 'none'`; the
 * deployment sets `$brigade_csp` for its own origins in the csp.conf of the shell-config ConfigMap.
 */
describe.each(['base', 'overlays/dev', 'overlays/prod'])('kubectl kustomize %s: the Content-Security-Policy', (dir) => {
  const objects = render(dir);
  const data = configMaps(objects).find((c) => nameOf(c) === 'shell-config')?.data ?? {};
  const config = JSON.parse(data['config.json'] ?? '{}') as PageConfig;
  const set = /^set \$brigade_csp "([^"]*)";$/m.exec(data['csp.conf'] ?? '')?.[1];

  it("is cspFor() of the shell's config.json: its remotes, gateway and Keycloak origins (packages/web-build)", () => {
    expect(`${set}; frame-ancestors 'none'`).toBe(cspFor(config));
  });

  it('names Keycloak exactly where the shell signs in through it', () => {
    const frames = (set ?? '').split('; ').find((d) => d.startsWith('frame-src ')) ?? '';
    if (config.keycloak) expect(frames).toContain(new URL(config.keycloak.url).origin);
    else expect(frames).toBe("frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com");
  });

  it("mounts csp.conf into the shell's nginx includes, from the same ConfigMap as config.json", () => {
    const shell = deployments(objects).find((d) => nameOf(d) === 'shell');
    const mount = shell?.spec?.template.spec?.containers[0]?.volumeMounts?.find((m) => m.mountPath === '/etc/nginx/brigade.d/csp.conf');
    expect(mount?.subPath).toBe('csp.conf');
    const volume = shell?.spec?.template.spec?.volumes?.find((v) => v.name === mount?.name);
    expect(volume?.configMap?.name).toBe('shell-config');
  });
});
