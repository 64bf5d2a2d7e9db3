import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { INetworkPolicyPeer } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPeer';
import type { INetworkPolicyPort } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPort';
import { DEPLOYABLES, SUBGRAPHS, type Deployable } from './deployables';
import { deployments, nameOf, networkPolicies, podLabels } from './objects';
import type { KubeObject } from './render';

const NAMESPACE_LABEL = 'kubernetes.io/metadata.name';
export const INGRESS_CONTROLLER_NAMESPACE = 'ingress-nginx';

/** podSelector semantics: an empty selector selects every pod in the namespace. */
function selectsPod(
  selector: { matchLabels?: Record<string, string>; matchExpressions?: unknown[] } | undefined,
  labels: Record<string, string>,
): boolean {
  if (selector?.matchExpressions?.length) throw new Error('matchExpressions are not used in these manifests');
  return Object.entries(selector?.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
}

const policiesFor = (objects: KubeObject[], labels: Record<string, string>, type: 'Ingress' | 'Egress'): INetworkPolicy[] =>
  networkPolicies(objects).filter((p) => selectsPod(p.spec?.podSelector, labels) && (p.spec?.policyTypes ?? ['Ingress']).includes(type));

const allowsPort = (ports: INetworkPolicyPort[] | undefined, port: number): boolean =>
  ports === undefined ||
  ports.length === 0 ||
  ports.some((p) => p.port === port || (typeof p.port === 'number' && p.endPort !== undefined && p.port <= port && port <= p.endPort));

function labelsOf(objects: KubeObject[], name: string): Record<string, string> {
  const d = deployments(objects).find((x) => nameOf(x) === name);
  if (!d) throw new Error(`no Deployment ${name}`);
  return podLabels(d);
}

/** A peer that is exactly the ingress controller's pods in its own namespace. */
const isIngressController = (peer: INetworkPolicyPeer): boolean =>
  peer.namespaceSelector?.matchLabels?.[NAMESPACE_LABEL] === INGRESS_CONTROLLER_NAMESPACE &&
  Object.keys(peer.podSelector?.matchLabels ?? {}).length > 0 &&
  !peer.ipBlock;

/** Exactly Prometheus's pods in the observability namespace, which scrape /metrics. */
const isPrometheus = (peer: INetworkPolicyPeer): boolean =>
  peer.namespaceSelector?.matchLabels?.[NAMESPACE_LABEL] === 'observability' &&
  peer.podSelector?.matchLabels?.['app.kubernetes.io/name'] === 'prometheus' &&
  !peer.ipBlock;

/**
 * Subgraphs another subgraph calls besides the gateway, as the request's caller, when its
 * projections lag (READMEs 'Read your own writes'): recipe asks catalog, identity and billing, identity asks kitchen.
 */
export const SUBGRAPH_CALLERS: Record<string, string[]> = {
  catalog: ['recipe'],
  identity: ['recipe'],
  kitchen: ['identity'],
  billing: ['recipe'],
};

/** Pods in this namespace a peer lets in (a namespaceSelector or ipBlock lets in others too). */
function peerIsOnly(objects: KubeObject[], peer: INetworkPolicyPeer, allowed: string): boolean {
  if (peer.namespaceSelector || peer.ipBlock || !peer.podSelector) return false;
  return DEPLOYABLES.every(({ name }) => selectsPod(peer.podSelector, labelsOf(objects, name)) === (name === allowed));
}

function ingressProblems(objects: KubeObject[], d: Deployable, peerOk: (peer: INetworkPolicyPeer) => boolean, who: string): string[] {
  const rules = policiesFor(objects, labelsOf(objects, d.name), 'Ingress').flatMap((p) =>
    (p.spec?.ingress ?? []).map((rule) => ({ p, rule })),
  );
  const problems: string[] = [];
  const onPort = rules.filter(({ rule }) => allowsPort(rule.ports, d.port));
  if (!onPort.some(({ rule }) => (rule.from ?? []).some(peerOk))) problems.push(`${d.name}: ${who} cannot reach port ${d.port}`);
  const scraped = onPort.some(({ rule }) => (rule.from ?? []).some(isPrometheus));
  if (d.component !== 'frontend' && !scraped) problems.push(`${d.name}: Prometheus cannot scrape port ${d.port}`);
  // Only rules that open this pod's port let anyone in; Prometheus may scrape Node ports only.
  const scrapeOk = (peer: INetworkPolicyPeer) => d.component !== 'frontend' && isPrometheus(peer);
  for (const { p, rule } of onPort) {
    if ((rule.from ?? []).length === 0) problems.push(`${d.name}: policy ${nameOf(p)} lets everyone in`);
    for (const peer of rule.from ?? [])
      if (!peerOk(peer) && !scrapeOk(peer)) problems.push(`${d.name}: policy ${nameOf(p)} lets in more than ${who}`);
  }
  return problems;
}

/** Whether a pod's egress lets it reach one Deployment's pods on a port. */
function egressReachesPod(objects: KubeObject[], from: Record<string, string>, to: string, port: number): boolean {
  const target = labelsOf(objects, to);
  return policiesFor(objects, from, 'Egress').some((p) =>
    (p.spec?.egress ?? []).some(
      (rule) =>
        allowsPort(rule.ports, port) && (rule.to ?? []).some((peer) => !peer.namespaceSelector && selectsPod(peer.podSelector, target)),
    ),
  );
}

function egressReaches(objects: KubeObject[], labels: Record<string, string>, namespace: string, port: number): boolean {
  return policiesFor(objects, labels, 'Egress').some((p) =>
    (p.spec?.egress ?? []).some(
      (rule) =>
        allowsPort(rule.ports, port) &&
        ((rule.to ?? []).length === 0 ||
          (rule.to ?? []).some(
            (peer) =>
              peer.namespaceSelector?.matchLabels?.[NAMESPACE_LABEL] === namespace ||
              (peer.ipBlock?.cidr === '0.0.0.0/0' && !peer.ipBlock.except?.length),
          )),
    ),
  );
}

/**
 * Default deny; subgraphs reachable only from the gateway (and the subgraphs of SUBGRAPH_CALLERS, which reach them); the gateway and front ends only from the
 * ingress controller; Prometheus scrapes the gateway and subgraphs, not the front ends; only subgraphs reach MongoDB and Kafka's namespaces (the gateway also Kafka,
 * for token revocations).
 */
export function networkPolicyProblems(objects: KubeObject[]): string[] {
  const problems: string[] = [];
  const denyAll = networkPolicies(objects).some(
    (p) =>
      Object.keys(p.spec?.podSelector.matchLabels ?? {}).length === 0 &&
      (['Ingress', 'Egress'] as const).every((t) => p.spec?.policyTypes?.includes(t)) &&
      !p.spec?.ingress?.length &&
      !p.spec?.egress?.length,
  );
  if (!denyAll) problems.push('no default-deny NetworkPolicy for ingress and egress');
  for (const d of DEPLOYABLES) {
    if (d.component === 'subgraph') {
      const callers = ['gateway', ...(SUBGRAPH_CALLERS[d.name] ?? [])];
      const who = ['the gateway', ...callers.slice(1)].join(' and ');
      problems.push(...ingressProblems(objects, d, (peer) => callers.some((c) => peerIsOnly(objects, peer, c)), who));
      for (const caller of SUBGRAPH_CALLERS[d.name] ?? [])
        if (!egressReachesPod(objects, labelsOf(objects, caller), d.name, d.port)) problems.push(`${caller}: cannot reach ${d.name}`);
    } else problems.push(...ingressProblems(objects, d, isIngressController, 'the ingress controller'));
    const labels = labelsOf(objects, d.name);
    const subgraph = SUBGRAPHS.some((s) => s.name === d.name);
    if (subgraph && !egressReaches(objects, labels, 'mongodb', 27017)) problems.push(`${d.name}: cannot reach MongoDB`);
    if (!subgraph && egressReaches(objects, labels, 'mongodb', 27017)) problems.push(`${d.name}: may reach MongoDB`);
    if (d.component !== 'frontend' && !egressReaches(objects, labels, 'kafka', 9092)) problems.push(`${d.name}: cannot reach Kafka`);
    if (d.component === 'frontend' && egressReaches(objects, labels, 'kafka', 9092)) problems.push(`${d.name}: may reach Kafka`);
  }
  return problems;
}
