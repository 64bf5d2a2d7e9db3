import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IProbe } from 'kubernetes-models/v1/Probe';
import { DEPLOYABLES, NODE_DEPLOYABLES } from './deployables';
import {
  autoscalers,
  budgets,
  configMaps,
  containers,
  deployments,
  hasPort,
  nameOf,
  podLabels,
  quantity,
  selects,
  services,
} from './objects';
import type { KubeObject } from './render';

function probeProblems(
  where: string,
  container: IContainer,
  kind: 'readinessProbe' | 'livenessProbe' | 'startupProbe',
  path: string,
): string[] {
  const probe: IProbe | undefined = container[kind];
  if (!probe) return [`${where}: no ${kind}`];
  const get = probe.httpGet;
  if (!get) return [`${where}: ${kind} is not an HTTP GET`];
  const problems = get.path === path ? [] : [`${where}: ${kind} asks ${get.path ?? '(no path)'}, not ${path}`];
  if (!hasPort(container, get.port)) problems.push(`${where}: ${kind} port ${get.port} is not a container port`);
  return problems;
}

function resourceProblems(where: string, container: IContainer): string[] {
  const problems: string[] = [];
  for (const resource of ['cpu', 'memory'] as const) {
    const request = quantity(container.resources?.requests?.[resource]);
    const limit = quantity(container.resources?.limits?.[resource]);
    if (!(request > 0)) problems.push(`${where}: no ${resource} request`);
    if (!(limit > 0)) problems.push(`${where}: no ${resource} limit`);
    if (request > limit) problems.push(`${where}: ${resource} request above its limit`);
  }
  return problems;
}

/** Probes, resources and a non-root, read-only, capability-free security context on every container. */
export function deploymentProblems(d: IDeployment): string[] {
  const name = nameOf(d);
  const pod = d.spec?.template.spec;
  if (!pod) return [`${name}: no pod template`];
  const component = podLabels(d)['app.kubernetes.io/component'];
  if (component !== 'gateway' && component !== 'subgraph' && component !== 'frontend') return [`${name}: unknown component ${component}`];
  const frontend = component === 'frontend';
  // Node images run as the image's `node` user, nginx-unprivileged as `nginx` (101).
  const uid = frontend ? 101 : 1000;
  const problems: string[] = [];
  if (pod.securityContext?.runAsNonRoot !== true) problems.push(`${name}: pod does not set runAsNonRoot`);
  if (pod.securityContext?.runAsUser !== uid) problems.push(`${name}: pod runs as ${pod.securityContext?.runAsUser}, not ${uid}`);
  if (pod.securityContext?.seccompProfile?.type !== 'RuntimeDefault') problems.push(`${name}: no RuntimeDefault seccomp profile`);
  if (pod.automountServiceAccountToken !== false) problems.push(`${name}: mounts a service account token it never uses`);
  if (containers(d).length === 0) problems.push(`${name}: no containers`);
  for (const container of containers(d)) {
    const where = `${name}/${container.name}`;
    problems.push(...probeProblems(where, container, 'readinessProbe', frontend ? '/healthz' : '/readyz'));
    problems.push(...probeProblems(where, container, 'livenessProbe', '/healthz'));
    if (!frontend) problems.push(...probeProblems(where, container, 'startupProbe', '/healthz'));
    problems.push(...resourceProblems(where, container));
    const sc = container.securityContext;
    if (sc?.allowPrivilegeEscalation !== false) problems.push(`${where}: privilege escalation allowed`);
    if (!sc?.capabilities?.drop?.includes('ALL')) problems.push(`${where}: capabilities not all dropped`);
    if (sc?.readOnlyRootFilesystem !== true) problems.push(`${where}: root filesystem writable`);
    if (sc?.runAsNonRoot === false || sc?.runAsUser === 0) problems.push(`${where}: container may run as root`);
    if (sc?.privileged === true) problems.push(`${where}: privileged`);
    const tmp = (container.volumeMounts ?? []).find((m) => m.mountPath === '/tmp');
    const tmpVolume = (pod.volumes ?? []).find((v) => v.name === tmp?.name);
    if (!tmpVolume?.emptyDir) problems.push(`${where}: no writable /tmp (emptyDir) next to the read-only root`);
    const [image, tag] = (container.image ?? '').split(':');
    if (image !== `brigade/${name}`) problems.push(`${where}: image ${container.image} is not brigade/${name}`);
    if (!tag || tag === 'latest') problems.push(`${where}: image without a pinned tag`);
  }
  return problems;
}

/** Every Deployment is selected by a Service whose target port is one of its container ports. */
export function serviceProblems(objects: KubeObject[]): string[] {
  return deployments(objects).flatMap((d) => {
    const matching = services(objects).filter((s) => selects(s.spec?.selector, podLabels(d)));
    if (matching.length === 0) return [`${nameOf(d)}: no Service selects its pods`];
    return matching.flatMap((s) =>
      (s.spec?.ports ?? [])
        .filter((p) => !containers(d).some((c) => hasPort(c, p.targetPort ?? p.port)))
        .map((p) => `Service ${nameOf(s)}: targetPort ${p.targetPort ?? p.port} is not a port of ${nameOf(d)}`),
    );
  });
}

/** Gateway and subgraphs scale on CPU; the Deployment leaves the replica count to the autoscaler. */
export function autoscalerProblems(objects: KubeObject[]): string[] {
  const problems: string[] = [];
  for (const { name } of NODE_DEPLOYABLES) {
    const hpa = autoscalers(objects).find((h) => h.spec?.scaleTargetRef.name === name);
    const target = deployments(objects).find((d) => nameOf(d) === name);
    if (!hpa) {
      problems.push(`${name}: no HorizontalPodAutoscaler`);
      continue;
    }
    const ref = hpa.spec?.scaleTargetRef;
    if (ref?.kind !== 'Deployment' || ref.apiVersion !== 'apps/v1' || !target) problems.push(`HPA ${nameOf(hpa)}: targets no Deployment`);
    if (target?.spec?.replicas !== undefined) problems.push(`${name}: sets replicas although its HPA owns the count`);
    const min = hpa.spec?.minReplicas ?? 1;
    if (!(min >= 1 && (hpa.spec?.maxReplicas ?? 0) >= min)) problems.push(`HPA ${nameOf(hpa)}: bounds ${min}..${hpa.spec?.maxReplicas}`);
    const cpu = hpa.spec?.metrics?.some((m) => m.resource?.name === 'cpu' && (m.resource.target.averageUtilization ?? 0) > 0);
    if (!cpu) problems.push(`HPA ${nameOf(hpa)}: no CPU utilisation target`);
  }
  for (const hpa of autoscalers(objects)) {
    if (!deployments(objects).some((d) => nameOf(d) === hpa.spec?.scaleTargetRef.name))
      problems.push(`HPA ${nameOf(hpa)}: targets nothing`);
  }
  return problems;
}

/** Every deployable has exactly one budget, and every budget selects pods that exist. */
export function budgetProblems(objects: KubeObject[]): string[] {
  const problems: string[] = [];
  for (const pdb of budgets(objects)) {
    if (!deployments(objects).some((d) => selects(pdb.spec?.selector?.matchLabels, podLabels(d))))
      problems.push(`PDB ${nameOf(pdb)}: selects no pods`);
    if ((pdb.spec?.minAvailable === undefined) === (pdb.spec?.maxUnavailable === undefined)) {
      problems.push(`PDB ${nameOf(pdb)}: needs exactly one of minAvailable and maxUnavailable`);
    }
  }
  for (const d of deployments(objects)) {
    const count = budgets(objects).filter((pdb) => selects(pdb.spec?.selector?.matchLabels, podLabels(d))).length;
    if (count !== 1) problems.push(`${nameOf(d)}: ${count} PodDisruptionBudgets select its pods`);
  }
  return problems;
}

/** What each deployable runs at the least: its HPA's minimum, else the Deployment's replicas. */
export function minimumReplicas(objects: KubeObject[], name: string): number {
  const hpa = autoscalers(objects).find((h) => h.spec?.scaleTargetRef.name === name);
  if (hpa) return hpa.spec?.minReplicas ?? 1;
  return deployments(objects).find((d) => nameOf(d) === name)?.spec?.replicas ?? 1;
}

/** The set of deployables is exactly the expected one: nothing missing, nothing extra. */
export function inventoryProblems(objects: KubeObject[]): string[] {
  const expected = DEPLOYABLES.map((d) => d.name).sort();
  const actual = deployments(objects).map(nameOf).sort();
  return JSON.stringify(actual) === JSON.stringify(expected) ? [] : [`Deployments ${actual.join(',')} instead of ${expected.join(',')}`];
}

/** Each Node deployable's environment: literal env, then its ConfigMaps (Secrets are only named). */
export function configuredEnv(objects: KubeObject[], d: IDeployment): Map<string, string> {
  const env = new Map<string, string>();
  for (const container of containers(d)) {
    for (const source of container.envFrom ?? []) {
      const cm = configMaps(objects).find((c) => nameOf(c) === source.configMapRef?.name);
      for (const [k, v] of Object.entries(cm?.data ?? {})) env.set(k, v);
    }
    for (const e of container.env ?? []) if (e.value !== undefined) env.set(e.name, e.value);
  }
  return env;
}

/** The V8 heap (NODE_OPTIONS --max-old-space-size, MiB) stays below each Node container's memory limit. */
export function heapProblems(objects: KubeObject[]): string[] {
  return NODE_DEPLOYABLES.flatMap(({ name }) => {
    const d = deployments(objects).find((x) => nameOf(x) === name);
    if (!d) return [`${name}: no Deployment`];
    const heap = /--max-old-space-size=(\d+)/.exec(configuredEnv(objects, d).get('NODE_OPTIONS') ?? '')?.[1];
    if (!heap) return [`${name}: NODE_OPTIONS sets no --max-old-space-size`];
    return containers(d)
      .filter((c) => Number(heap) * 1024 ** 2 >= 0.9 * quantity(c.resources?.limits?.memory))
      .map((c) => `${name}/${c.name}: a ${heap} MiB heap leaves no room under the ${c.resources?.limits?.memory} limit`);
  });
}
