import { Buffer } from 'node:buffer';
import { PLACEHOLDER } from './deployables';
import { configMaps, containers, deployments, nameOf, secrets } from './objects';
import type { KubeObject } from './render';

/** Secrets the Deployments use, by name (from envFrom secretRef and env secretKeyRef). */
export function secretNamesUsed(objects: KubeObject[]): Set<string> {
  const names = new Set<string>();
  for (const c of deployments(objects).flatMap(containers)) {
    for (const source of c.envFrom ?? []) if (source.secretRef?.name) names.add(source.secretRef.name);
    for (const e of c.env ?? []) if (e.valueFrom?.secretKeyRef?.name) names.add(e.valueFrom.secretKeyRef.name);
  }
  return names;
}

/**
 * Every ConfigMap a Deployment reads is rendered; every Secret it reads is either rendered or one of
 * `external` (the names an external secret manager provides in production).
 */
export function referenceProblems(objects: KubeObject[], external: Set<string>): string[] {
  const problems: string[] = [];
  const maps = new Set(configMaps(objects).map(nameOf));
  const rendered = new Set(secrets(objects).map(nameOf));
  for (const d of deployments(objects)) {
    const used = [
      ...containers(d).flatMap((c) => (c.envFrom ?? []).map((s) => s.configMapRef?.name)),
      ...(d.spec?.template.spec?.volumes ?? []).map((v) => v.configMap?.name),
    ];
    for (const name of used) if (name && !maps.has(name)) problems.push(`${nameOf(d)}: ConfigMap ${name} is not rendered`);
  }
  for (const name of secretNamesUsed(objects)) {
    if (!rendered.has(name) && !external.has(name)) problems.push(`Secret ${name} is neither rendered nor provided externally`);
  }
  return problems;
}

/** Secrets here are placeholders only: marked as such, and every value is the documented placeholder. */
export function secretProblems(objects: KubeObject[]): string[] {
  return secrets(objects).flatMap((s) => {
    const problems: string[] = [];
    if (s.metadata?.annotations?.['brigade/placeholder'] !== 'true') problems.push(`Secret ${nameOf(s)}: not marked as a placeholder`);
    const values = [
      ...Object.entries(s.stringData ?? {}),
      ...Object.entries(s.data ?? {}).map(([k, v]): [string, string] => [k, Buffer.from(v, 'base64').toString('utf8')]),
    ];
    if (values.length === 0) problems.push(`Secret ${nameOf(s)}: no keys`);
    for (const [key, value] of values)
      if (value !== PLACEHOLDER) problems.push(`Secret ${nameOf(s)}: ${key} holds something other than ${PLACEHOLDER}`);
    return problems;
  });
}
