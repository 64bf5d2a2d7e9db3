import { Deployment, type IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler, type IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Ingress, type IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy, type INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget, type IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap, type IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer } from 'kubernetes-models/v1/Container';
import { Secret, type ISecret } from 'kubernetes-models/v1/Secret';
import { Service, type IService } from 'kubernetes-models/v1/Service';
import type { KubeObject } from './render';

// flatMap rather than filter: the models' guards narrow `unknown`, which filter's overloads do not accept.
const only =
  <T>(guard: (value: unknown) => value is T) =>
  (objects: KubeObject[]): T[] =>
    objects.flatMap((o) => (guard(o) ? [o] : []));

export const deployments = only<IDeployment>(Deployment.is);
export const services = only<IService>(Service.is);
export const configMaps = only<IConfigMap>(ConfigMap.is);
export const secrets = only<ISecret>(Secret.is);
export const autoscalers = only<IHorizontalPodAutoscaler>(HorizontalPodAutoscaler.is);
export const budgets = only<IPodDisruptionBudget>(PodDisruptionBudget.is);
export const networkPolicies = only<INetworkPolicy>(NetworkPolicy.is);
export const ingresses = only<IIngress>(Ingress.is);

export const nameOf = (object: { metadata?: { name?: string } }): string => object.metadata?.name ?? '(unnamed)';

export function byName<T extends { metadata?: { name?: string } }>(list: T[], name: string): T {
  const found = list.find((o) => o.metadata?.name === name);
  if (!found) throw new Error(`no object named ${name}`);
  return found;
}

export const podLabels = (d: IDeployment): Record<string, string> => d.spec?.template.metadata?.labels ?? {};
export const containers = (d: IDeployment): IContainer[] => d.spec?.template.spec?.containers ?? [];

/** A matchLabels selector: non-empty, and every pair present on the pod (matchExpressions are not used here). */
export function selects(selector: Record<string, string> | undefined, labels: Record<string, string>): boolean {
  const pairs = Object.entries(selector ?? {});
  return pairs.length > 0 && pairs.every(([k, v]) => labels[k] === v);
}

/** Whether a container port is named or numbered `port`. */
export const hasPort = (container: IContainer, port: string | number): boolean =>
  (container.ports ?? []).some((p) => (typeof port === 'number' ? p.containerPort === port : p.name === port));

/** Kubernetes quantities as numbers: cores for cpu, bytes for memory. */
export function quantity(value: string | number | undefined): number {
  if (value === undefined) return Number.NaN;
  if (typeof value === 'number') return value;
  const match = /^([0-9.]+)(m|k|M|G|Ki|Mi|Gi)?$/.exec(value);
  if (!match?.[1]) return Number.NaN;
  const factor: Record<string, number> = { m: 1e-3, k: 1e3, M: 1e6, G: 1e9, Ki: 1024, Mi: 1024 ** 2, Gi: 1024 ** 3 };
  return Number(match[1]) * (match[2] ? (factor[match[2]] ?? Number.NaN) : 1);
}
