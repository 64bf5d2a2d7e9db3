import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { nameOf } from './objects';

export type Route = { ingress: string; service: string; port: number | string; upstreamPath: string };

const REGEX = 'nginx.ingress.kubernetes.io/use-regex';
const REWRITE = 'nginx.ingress.kubernetes.io/rewrite-target';

type Candidate = { ingress: IIngress; path: string; pathType: string; service: string; port: number | string };

/**
 * Where ingress-nginx sends a request: Exact paths first, then the longest path that matches. Once
 * any Ingress of a host uses regular expressions (use-regex or rewrite-target), ingress-nginx
 * matches every path of that host as a case-insensitive regular expression anchored at the start.
 * A rewrite-target on the matching Ingress replaces the matched part of the path.
 */
export function route(all: IIngress[], host: string, path: string): Route | undefined {
  const forHost = all.filter((i) => (i.spec?.rules ?? []).some((r) => (r.host ?? host) === host));
  const regex = forHost.some((i) => i.metadata?.annotations?.[REGEX] === 'true' || i.metadata?.annotations?.[REWRITE] !== undefined);
  const candidates: Candidate[] = forHost.flatMap((ingress) =>
    (ingress.spec?.rules ?? [])
      .filter((r) => (r.host ?? host) === host)
      .flatMap((r) => r.http?.paths ?? [])
      .map((p) => ({
        ingress,
        path: p.path ?? '/',
        pathType: p.pathType,
        service: p.backend.service?.name ?? '',
        port: p.backend.service?.port?.number ?? p.backend.service?.port?.name ?? '',
      })),
  );
  const matches = (c: Candidate): boolean => {
    if (c.pathType === 'Exact') return path === c.path;
    if (regex) return new RegExp(`^${c.path}`, 'i').test(path);
    if (c.pathType === 'ImplementationSpecific') return false;
    const prefix = c.path.replace(/\/+$/, '');
    return prefix === '' || path === prefix || path.startsWith(`${prefix}/`);
  };
  const ordered = [...candidates].sort(
    (a, b) => Number(b.pathType === 'Exact') - Number(a.pathType === 'Exact') || b.path.length - a.path.length,
  );
  const hit = ordered.find(matches);
  if (!hit) return undefined;
  const rewrite = hit.ingress.metadata?.annotations?.[REWRITE];
  const upstreamPath = rewrite === undefined ? path : path.replace(new RegExp(`^${hit.path}`, 'i'), rewrite);
  return { ingress: nameOf(hit.ingress), service: hit.service, port: hit.port, upstreamPath };
}

/** Every host any Ingress serves. */
export const hosts = (all: IIngress[]): string[] => [
  ...new Set(all.flatMap((i) => (i.spec?.rules ?? []).flatMap((r) => (r.host ? [r.host] : [])))),
];
