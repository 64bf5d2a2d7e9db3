import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import type { KubeObject } from './render';

type ModelClass<T> = { apiVersion: string; kind: string; new (data: T): { validate(): void } };
type Validate = (object: KubeObject) => void;

// The model's validate() is what checks the shape, so handing it the parsed object as its input type is sound.
const entry = <T>(Model: ModelClass<T>): [string, Validate] => [
  `${Model.apiVersion}/${Model.kind}`,
  (object) => new Model(object as unknown as T).validate(),
];

/**
 * The kinds these manifests may contain. Anything else (a StatefulSet, a CRD, a typo in kind or
 * apiVersion such as policy/v1beta1) is refused, so an object nobody checked cannot slip in.
 */
const VALIDATORS = new Map<string, Validate>([
  entry(Deployment),
  entry(Service),
  entry(ConfigMap),
  entry(Secret),
  entry(Namespace),
  entry(HorizontalPodAutoscaler),
  entry(PodDisruptionBudget),
  entry(NetworkPolicy),
  entry(Ingress),
]);

/** Validates one object against the Kubernetes schema of its apiVersion and kind; throws on any error. */
export function validateObject(object: KubeObject): void {
  const validate = VALIDATORS.get(`${object.apiVersion}/${object.kind}`);
  if (!validate) throw new Error(`${object.kind} ${object.metadata.name}: no schema for ${object.apiVersion} ${object.kind}`);
  try {
    validate(object);
  } catch (error) {
    throw new Error(`${object.kind} ${object.metadata.name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
