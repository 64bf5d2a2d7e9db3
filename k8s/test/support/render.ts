import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

/** The k8s/ folder; kustomization paths below are relative to it. */
export const K8S_DIR = join(__dirname, '..', '..');

export type KubeObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function asKubeObject(value: unknown, where: string): KubeObject {
  if (!isRecord(value) || typeof value.apiVersion !== 'string' || typeof value.kind !== 'string') {
    throw new Error(`${where}: a document without apiVersion and kind`);
  }
  const metadata = value.metadata;
  if (!isRecord(metadata) || typeof metadata.name !== 'string') throw new Error(`${where}: ${value.kind} without metadata.name`);
  return value as KubeObject;
}

/** Parses a multi-document YAML stream (what `kubectl kustomize` prints) into objects. */
export function parseObjects(text: string, where: string): KubeObject[] {
  return parseAllDocuments(text).flatMap((doc, i) => {
    if (doc.errors.length > 0) throw new Error(`${where} document ${i}: ${doc.errors.map((e) => e.message).join('; ')}`);
    const value: unknown = doc.toJS();
    return value === null || value === undefined ? [] : [asKubeObject(value, `${where} document ${i}`)];
  });
}

/**
 * Renders a kustomization the way CI does: `kubectl kustomize`, from KUBECTL when set, else from
 * PATH. Both kubectl 1.20's kustomize v2 and current ones must give the same output (README).
 */
export function render(dir: string): KubeObject[] {
  const kubectl = process.env.KUBECTL || 'kubectl';
  let out: string;
  try {
    out = execFileSync(kubectl, ['kustomize', join(K8S_DIR, dir)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 32 << 20,
    });
  } catch (error) {
    const stderr = isRecord(error) && (typeof error.stderr === 'string' || Buffer.isBuffer(error.stderr)) ? String(error.stderr) : '';
    throw new Error(`${kubectl} kustomize ${dir} failed: ${error instanceof Error ? error.message : String(error)}\n${stderr}`, {
      cause: error,
    });
  }
  return parseObjects(out, dir);
}
