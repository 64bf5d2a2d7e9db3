import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Node major Brigade is built, tested and shipped on: this package's `engines.node`, which
 * docker/test holds to the root package.json, the pinned `node` package and every image.
 */
export const supportedNodeMajor: number = Number(
  /^(\d+)/.exec(
    (JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node,
  )?.[1],
);

/** Why this runtime is refused, or undefined on the supported major. */
export function nodeRuntimeProblem(version: string = process.versions.node): string | undefined {
  const major = Number(version.split('.')[0]);
  if (major === supportedNodeMajor) return undefined;
  return `Brigade runs on Node ${supportedNodeMajor}, not Node ${version}: start it through npm (which puts the pinned Node first) or on the node:${supportedNodeMajor} image`;
}

/**
 * Refuses to start a server on another Node major: an old one gets no security fixes, and nothing
 * was tested on a newer one.
 */
export function assertNodeRuntime(): void {
  const problem = nodeRuntimeProblem();
  if (problem) throw new Error(problem);
}
