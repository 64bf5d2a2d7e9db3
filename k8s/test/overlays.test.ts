import { DEPLOYABLES, NODE_DEPLOYABLES } from './support/deployables';
import { hosts } from './support/ingress-routing';
import {
  budgets,
  byName,
  configMaps,
  containers,
  deployments,
  ingresses,
  nameOf,
  podLabels,
  quantity,
  secrets,
  selects,
} from './support/objects';
import { render, type KubeObject } from './support/render';
import { minimumReplicas } from './support/workload-checks';

const dev = render('overlays/dev');
const prod = render('overlays/prod');

const namespaces = (objects: KubeObject[]) => [...new Set(objects.filter((o) => o.kind !== 'Namespace').map((o) => o.metadata.namespace))];
const shellConfig = (objects: KubeObject[]) =>
  JSON.parse(configMaps(objects).find((c) => nameOf(c) === 'shell-config')?.data?.['config.json'] ?? '{}') as {
    graphqlUrl: string;
    remotes: Record<string, string>;
    keycloak?: { url: string; realm: string; clientId: string };
  };
const resource = (objects: KubeObject[], name: string, kind: 'requests' | 'limits', what: 'cpu' | 'memory') =>
  quantity(containers(byName(deployments(objects), name))[0]?.resources?.[kind]?.[what]);

describe('prod overlay', () => {
  it('puts everything in the brigade namespace, which it creates with the restricted Pod Security level', () => {
    expect(namespaces(prod)).toEqual(['brigade']);
    const ns = prod.find((o) => o.kind === 'Namespace');
    expect(ns?.metadata.name).toBe('brigade');
    expect(ns?.metadata.labels?.['pod-security.kubernetes.io/enforce']).toBe('restricted');
  });

  it('runs at least two pods of every deployable', () => {
    expect(DEPLOYABLES.filter(({ name }) => minimumReplicas(prod, name) < 2).map((d) => d.name)).toEqual([]);
  });

  it('keeps at least one pod of every deployable through voluntary disruptions', () => {
    for (const d of deployments(prod)) {
      const pdb = budgets(prod).find((b) => selects(b.spec?.selector?.matchLabels, podLabels(d)));
      expect({ name: nameOf(d), minAvailable: pdb?.spec?.minAvailable }).toEqual({ name: nameOf(d), minAvailable: 1 });
    }
  });

  it('terminates TLS for every host with a named certificate Secret', () => {
    for (const ingress of ingresses(prod)) {
      const covered = (ingress.spec?.tls ?? []).filter((t) => t.secretName).flatMap((t) => t.hosts ?? []);
      expect({ ingress: nameOf(ingress), uncovered: hosts([ingress]).filter((h) => !covered.includes(h)) }).toEqual({
        ingress: nameOf(ingress),
        uncovered: [],
      });
    }
  });

  it('gives the browser only https URLs, and signs people in through Keycloak', () => {
    const config = shellConfig(prod);
    for (const url of [config.graphqlUrl, ...Object.values(config.remotes), config.keycloak?.url ?? '']) expect(url).toMatch(/^https:\/\//);
    const gateway = configMaps(prod).find((c) => nameOf(c) === 'gateway-config')?.data ?? {};
    expect({ url: gateway.KEYCLOAK_URL, realm: gateway.KEYCLOAK_REALM, clientId: gateway.KEYCLOAK_CLIENT_ID }).toEqual(config.keycloak);
  });

  it('renders no Secret at all: production credentials come from the external secret manager', () => {
    expect(secrets(prod).map(nameOf)).toEqual([]);
  });

  it('pins every image to a version tag', () => {
    for (const c of deployments(prod).flatMap(containers)) expect(c.image).toMatch(/^brigade\/[a-z-]+:\d+\.\d+\.\d+$/);
  });

  it('asks for more CPU and memory than dev for every deployable', () => {
    for (const { name } of DEPLOYABLES) {
      for (const kind of ['requests', 'limits'] as const) {
        for (const what of ['cpu', 'memory'] as const) {
          expect({ name, kind, what, larger: resource(prod, name, kind, what) > resource(dev, name, kind, what) }).toEqual({
            name,
            kind,
            what,
            larger: true,
          });
        }
      }
    }
  });
});

describe('dev overlay', () => {
  it('puts everything in brigade-dev', () => {
    expect(namespaces(dev)).toEqual(['brigade-dev']);
    expect(dev.find((o) => o.kind === 'Namespace')?.metadata.name).toBe('brigade-dev');
  });

  it('runs one pod of every deployable', () => {
    expect(DEPLOYABLES.map(({ name }) => minimumReplicas(dev, name))).toEqual(DEPLOYABLES.map(() => 1));
  });

  it('keeps Node limits small (at most 512Mi) and the whole Ingress on its dev host', () => {
    for (const { name } of NODE_DEPLOYABLES) expect(resource(dev, name, 'limits', 'memory')).toBeLessThanOrEqual(512 * 1024 ** 2);
    expect(hosts(ingresses(dev))).toEqual(['brigade.localtest.me']);
    expect(new URL(shellConfig(dev).graphqlUrl).host).toBe('brigade.localtest.me');
  });

  it('carries the placeholder Secrets the Deployments read', () => {
    expect(secrets(dev).map(nameOf).sort()).toEqual([
      'billing-secrets',
      'brigade-internal',
      'catalog-secrets',
      'identity-secrets',
      'kitchen-secrets',
      'recipe-secrets',
    ]);
  });
});
