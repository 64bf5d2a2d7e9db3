import { FRONTENDS, GATEWAY, SUBGRAPHS } from './support/deployables';
import { configMaps, deployments, ingresses, nameOf, secrets, services } from './support/objects';
import { networkPolicyProblems } from './support/policy-checks';
import { referenceProblems, secretNamesUsed, secretProblems } from './support/reference-checks';
import { render } from './support/render';
import { route } from './support/ingress-routing';
import { validateObject } from './support/schema';
import {
  autoscalerProblems,
  budgetProblems,
  deploymentProblems,
  heapProblems,
  inventoryProblems,
  serviceProblems,
} from './support/workload-checks';

// The Secrets production takes from its secret manager: the ones the placeholder kustomization names.
const EXTERNAL_SECRETS = new Set(secrets(render('placeholder-secrets')).map(nameOf));

describe.each(['base', 'overlays/dev', 'overlays/prod'])('kubectl kustomize %s', (dir) => {
  const objects = render(dir);

  it('validates every object against its Kubernetes schema (unknown kinds fail)', () => {
    expect(objects.length).toBeGreaterThan(40);
    for (const object of objects) expect(() => validateObject(object)).not.toThrow();
  });

  it('runs no StatefulSet: MongoDB, Kafka and Keycloak are operated outside these manifests', () => {
    expect(objects.filter((o) => o.kind === 'StatefulSet').map((o) => o.metadata.name)).toEqual([]);
  });

  it('has one Deployment per deployable', () => {
    expect(inventoryProblems(objects)).toEqual([]);
  });

  it('gives every Deployment probes, requests and limits, and a non-root read-only security context', () => {
    expect(deployments(objects).flatMap(deploymentProblems)).toEqual([]);
  });

  it('puts a Service in front of every Deployment, targeting one of its container ports', () => {
    expect(serviceProblems(objects)).toEqual([]);
  });

  it('autoscales the gateway and the subgraphs on CPU, targeting existing Deployments', () => {
    expect(autoscalerProblems(objects)).toEqual([]);
  });

  it('gives every deployable one disruption budget that selects its pods', () => {
    expect(budgetProblems(objects)).toEqual([]);
  });

  it('keeps every Node heap below its memory limit', () => {
    expect(heapProblems(objects)).toEqual([]);
  });

  it('denies by default and lets only the gateway reach subgraphs, only the ingress controller the rest', () => {
    expect(networkPolicyProblems(objects)).toEqual([]);
  });

  it('renders every ConfigMap a Deployment reads and names only known Secrets', () => {
    expect(referenceProblems(objects, EXTERNAL_SECRETS)).toEqual([]);
  });

  it('holds no Secret value but the documented placeholder', () => {
    expect(secretProblems(objects)).toEqual([]);
  });

  it('routes the API paths to the gateway, the remotes under /remotes/ and everything else to the shell', () => {
    const all = ingresses(objects);
    const host = all[0]?.spec?.rules?.[0]?.host ?? '';
    const to = (path: string) => {
      const r = route(all, host, path);
      return r && { service: r.service, port: r.port, path: r.upstreamPath };
    };
    const gateway = (path: string) => ({ service: 'gateway', port: GATEWAY.port, path });
    expect(to('/graphql')).toEqual(gateway('/graphql'));
    expect(to('/api/upload')).toEqual(gateway('/api/upload'));
    expect(to('/media/6650c0ffee')).toEqual(gateway('/media/6650c0ffee'));
    expect(to('/webhooks/stripe')).toEqual(gateway('/webhooks/stripe'));
    // The remotes' nginx serves from /; publicPath 'auto' makes the browser ask below the manifest's folder.
    expect(to('/remotes/auth/mf-manifest.json')).toEqual({ service: 'mfe-auth', port: 8080, path: '/mf-manifest.json' });
    expect(to('/remotes/superadmin/remoteEntry.js')).toEqual({ service: 'mfe-superadmin', port: 8080, path: '/remoteEntry.js' });
    expect(to('/remotes/kitchen/412.0123456789abcdef0123.js')).toEqual({
      service: 'mfe-kitchen',
      port: 8080,
      path: '/412.0123456789abcdef0123.js',
    });
    for (const path of ['/', '/config.json', '/auth/admin/recipes', '/login'])
      expect(to(path)).toEqual({ service: 'shell', port: 8080, path });
  });

  // Prometheus scrapes each pod's /metrics from inside the cluster (allow-prometheus-scrape);
  // the public edge never routes there, whatever the case (ingress-nginx matches paths as
  // case-insensitive regular expressions on this host).
  it.each(['/metrics', '/METRICS', '/metrics/', '/healthz', '/readyz'])('does not route %s to the gateway or a subgraph', (path) => {
    const all = ingresses(objects);
    const r = route(all, all[0]?.spec?.rules?.[0]?.host ?? '', path);
    expect(r?.service).toBe('shell');
  });

  it('sends each Ingress backend to a Service port that exists', () => {
    const backends = ingresses(objects).flatMap((i) =>
      (i.spec?.rules ?? []).flatMap((r) => r.http?.paths ?? []).map((p) => p.backend.service),
    );
    expect(backends.length).toBeGreaterThan(0);
    for (const backend of backends) {
      const service = services(objects).find((s) => nameOf(s) === backend?.name);
      expect(service?.spec?.ports?.some((p) => p.port === backend?.port?.number || p.name === backend?.port?.name)).toBe(true);
    }
  });

  it("points the shell's config.json at Ingress routes: graphqlUrl to the gateway, each manifest to its remote", () => {
    const shellConfig = configMaps(objects).find((c) => nameOf(c) === 'shell-config')?.data?.['config.json'] ?? '{}';
    const config = JSON.parse(shellConfig) as { graphqlUrl: string; remotes: Record<string, string> };
    const via = (url: string) => {
      const u = new URL(url);
      const r = route(ingresses(objects), u.host, u.pathname);
      return r && { service: r.service, path: r.upstreamPath };
    };
    expect(via(config.graphqlUrl)).toEqual({ service: 'gateway', path: '/graphql' });
    expect(Object.keys(config.remotes).sort()).toEqual(['mfe_auth', 'mfe_kitchen', 'mfe_superadmin']);
    for (const [name, url] of Object.entries(config.remotes)) {
      expect(via(url)).toEqual({ service: name.replace('_', '-'), path: '/mf-manifest.json' });
    }
  });

  it('mounts config.json into the shell only, over the single file', () => {
    const shell = deployments(objects).find((d) => nameOf(d) === 'shell');
    const mount = shell?.spec?.template.spec?.containers[0]?.volumeMounts?.find((m) => m.mountPath === '/usr/share/nginx/html/config.json');
    expect(mount?.subPath).toBe('config.json');
    const volume = shell?.spec?.template.spec?.volumes?.find((v) => v.name === mount?.name);
    expect(volume?.configMap?.name).toBe('shell-config');
  });

  it('lets the Node deployables read the shared signing key and each subgraph its own credentials', () => {
    expect([...secretNamesUsed(objects)].sort()).toEqual(['brigade-internal', ...SUBGRAPHS.map((s) => `${s.name}-secrets`)].sort());
    expect(
      FRONTENDS.every((f) =>
        deployments(objects).some((d) => nameOf(d) === f.name && !d.spec?.template.spec?.containers.some((c) => c.envFrom)),
      ),
    ).toBe(true);
  });
});
