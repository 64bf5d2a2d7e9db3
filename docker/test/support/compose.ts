import { join } from 'node:path';
import { parse } from 'yaml';
import { readText, ROOT } from './repo';

export const COMPOSE_FILE = join(ROOT, 'docker-compose.yml');

export type Healthcheck = { test?: string | string[]; disable?: boolean; interval?: string; start_period?: string };
export type Dependency = { condition: 'service_started' | 'service_healthy' | 'service_completed_successfully' };
export type ComposeService = {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  command?: string[];
  depends_on?: Record<string, Dependency>;
  environment?: Record<string, string | number>;
  healthcheck?: Healthcheck;
  ports?: string[];
  expose?: string[];
  volumes?: string[];
  restart?: string;
};
export type ComposeFile = { name?: string; services: Record<string, ComposeService>; volumes?: Record<string, unknown> };

/** docker-compose.yml with its anchors and `<<` merges resolved, as Compose reads it (its schema is checked elsewhere). */
export const loadCompose = (text: string = readText('docker-compose.yml')): ComposeFile => parse(text, { merge: true }) as ComposeFile;

export const services = (compose: ComposeFile): [string, ComposeService][] => Object.entries(compose.services);

/** One-shot jobs (the seeds): services another one waits for with service_completed_successfully. */
export function oneShots(compose: ComposeFile): Set<string> {
  return new Set(
    services(compose).flatMap(([, service]) =>
      Object.entries(service.depends_on ?? {})
        .filter(([, dep]) => dep.condition === 'service_completed_successfully')
        .map(([name]) => name),
    ),
  );
}

/** `${NAME:-default}` → { name, fallback }, or null for a literal. */
export function interpolation(value: string): { name: string; fallback: string | undefined } | null {
  const match = /^\$\{([A-Z0-9_]+)(?::-(.*))?\}$/.exec(value);
  return match ? { name: match[1] ?? '', fallback: match[2] } : null;
}

/** A value with `${NAME:-default}` replaced by its default, as Compose does without a .env file. */
export const withDefaults = (value: string): string => value.replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, '$1');

/** `127.0.0.1:3000:8080` → host address, published port, container port. */
export function published(port: string): { address: string | undefined; host: number; container: number } {
  const parts = port.split(':');
  return {
    address: parts.length === 3 ? parts[0] : undefined,
    host: Number(parts.at(-2)),
    container: Number(parts.at(-1)?.split('/')[0]),
  };
}
