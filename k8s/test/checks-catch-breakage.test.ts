import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { byName, deployments, networkPolicies, services } from './support/objects';
import { networkPolicyProblems } from './support/policy-checks';
import { secretProblems } from './support/reference-checks';
import { parseObjects, render, type KubeObject } from './support/render';
import { validateObject } from './support/schema';
import { deploymentProblems, serviceProblems } from './support/workload-checks';

// The same checks the manifests pass, fed deliberately broken copies: each must complain.
const objects = render('overlays/prod');
const recipe = (): IDeployment => structuredClone(byName(deployments(objects), 'recipe'));
const container = (d: IDeployment) => {
  const c = d.spec?.template.spec?.containers[0];
  if (!c) throw new Error('no container');
  return c;
};
/** The rendered objects with one replaced by a broken copy (JSON is YAML, so it parses like the rest). */
function replacing(broken: { kind: string; metadata?: { name?: string } }): KubeObject[] {
  const [copy] = parseObjects(JSON.stringify(broken), 'broken copy');
  if (!copy) throw new Error('nothing parsed');
  return objects.map((o) => (o.kind === copy.kind && o.metadata.name === copy.metadata.name ? copy : o));
}

describe('the checks catch a broken manifest', () => {
  it('passes the unbroken Deployment', () => {
    expect(deploymentProblems(recipe())).toEqual([]);
  });

  it('refuses a Deployment without a readiness probe', () => {
    const d = recipe();
    delete container(d).readinessProbe;
    expect(deploymentProblems(d)).toEqual(['recipe/recipe: no readinessProbe']);
  });

  it('refuses a liveness probe that asks /readyz (a database outage would restart every pod)', () => {
    const d = recipe();
    const get = container(d).livenessProbe?.httpGet;
    if (get) get.path = '/readyz';
    expect(deploymentProblems(d)).toEqual(['recipe/recipe: livenessProbe asks /readyz, not /healthz']);
  });

  it('refuses a container without a memory limit', () => {
    const d = recipe();
    delete container(d).resources?.limits?.memory;
    expect(deploymentProblems(d)).toEqual(['recipe/recipe: no memory limit']);
  });

  it('refuses a pod that may run as root', () => {
    const d = recipe();
    const pod = d.spec?.template.spec;
    if (pod?.securityContext) pod.securityContext = { ...pod.securityContext, runAsUser: 0, runAsNonRoot: false };
    expect(deploymentProblems(d)).toEqual(['recipe: pod does not set runAsNonRoot', 'recipe: pod runs as 0, not 1000']);
  });

  it('refuses a field of the wrong type through the Kubernetes schema', () => {
    const [broken] = parseObjects(
      `apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: recipe}\nspec: {replicas: two, selector: {}, template: {}}\n`,
      'broken',
    );
    if (!broken) throw new Error('nothing parsed');
    expect(() => validateObject(broken)).toThrow(/replicas must be integer/);
  });

  it('refuses kinds it has no schema for, a StatefulSet among them', () => {
    const [sts] = parseObjects(`apiVersion: apps/v1\nkind: StatefulSet\nmetadata: {name: mongodb}\n`, 'sts');
    if (!sts) throw new Error('nothing parsed');
    expect(() => validateObject(sts)).toThrow(/no schema for apps\/v1 StatefulSet/);
  });

  it('refuses a Service whose targetPort is no container port', () => {
    const service = structuredClone(byName(services(objects), 'recipe'));
    const port = service.spec?.ports?.[0];
    if (port) port.targetPort = 'metrics';
    expect(serviceProblems(replacing(service))).toEqual(['Service recipe: targetPort metrics is not a port of recipe']);
  });

  it('refuses a subgraph policy that lets any pod of the namespace in', () => {
    const policy: INetworkPolicy = structuredClone(byName(networkPolicies(objects), 'recipe'));
    const peer = policy.spec?.ingress?.[0]?.from?.[0];
    if (peer) peer.podSelector = {};
    expect(networkPolicyProblems(replacing(policy))).toContain('recipe: policy recipe lets in more than the gateway');
  });

  it('refuses a subgraph caller that its policy lets in but cannot reach it', () => {
    const policy: INetworkPolicy = structuredClone(byName(networkPolicies(objects), 'recipe'));
    if (policy.spec) policy.spec.egress = (policy.spec.egress ?? []).filter((rule) => !(rule.to ?? []).some((peer) => peer.podSelector));
    expect(networkPolicyProblems(replacing(policy))).toEqual([
      'recipe: cannot reach identity',
      'recipe: cannot reach catalog',
      'recipe: cannot reach billing',
    ]);
  });

  it('refuses a caller let into a subgraph it does not call', () => {
    const policy: INetworkPolicy = structuredClone(byName(networkPolicies(objects), 'kitchen'));
    policy.spec?.ingress?.[0]?.from?.push({ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'recipe' } } });
    expect(networkPolicyProblems(replacing(policy))).toContain('kitchen: policy kitchen lets in more than the gateway and identity');
  });

  it('refuses manifests Prometheus cannot scrape, and a scrape rule that opens the front ends', () => {
    const withoutScrape = objects.filter((o) => !(o.kind === 'NetworkPolicy' && o.metadata?.name === 'allow-prometheus-scrape'));
    expect(networkPolicyProblems(withoutScrape)).toEqual(
      ['gateway', 'identity', 'kitchen', 'catalog', 'recipe', 'billing'].map((n) =>
        expect.stringMatching(new RegExp(`^${n}: Prometheus cannot scrape`)),
      ),
    );
    const wide: INetworkPolicy = structuredClone(byName(networkPolicies(objects), 'allow-prometheus-scrape'));
    const ports = wide.spec?.ingress?.[0]?.ports?.[0];
    if (ports) ports.endPort = 8080;
    expect(networkPolicyProblems(replacing(wide))).toContain(
      'shell: policy allow-prometheus-scrape lets in more than the ingress controller',
    );
  });

  it('refuses a Secret that holds a real-looking value', () => {
    const [secret] = parseObjects(
      `apiVersion: v1\nkind: Secret\nmetadata: {name: leaked, annotations: {brigade/placeholder: 'true'}}\nstringData: {STRIPE_SECRET_KEY: sk_live_123}\n`,
      'secret',
    );
    if (!secret) throw new Error('nothing parsed');
    expect(secretProblems([secret])).toEqual(['Secret leaked: STRIPE_SECRET_KEY holds something other than change-me']);
  });
});
