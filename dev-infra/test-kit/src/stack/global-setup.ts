import { existsSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAILED, READY, SHARED_STACK_DIR, WANTED, type SharedStackInfo } from './protocol';

/** What this needs of @brigade/dev-stack's startStack (loaded at run time: see loadDevStack). */
type StartedStack = SharedStackInfo & { mailUrl: string | undefined; stop(): Promise<void> };
type DevStack = {
  startStack(options: {
    seed: boolean;
    output: 'silent' | 'inherit';
    ports: { mongo: number; gateway: number; services: Record<string, number> };
    gatewayEnv: NodeJS.ProcessEnv;
  }): Promise<StartedStack>;
};

/** The owner's state, kept on the global object: jest loads globalSetup and globalTeardown as separate modules. */
export type SharedStackHost = { dir: string; poll: NodeJS.Timeout; starting?: Promise<void>; stack?: StartedStack };
export const HOST = Symbol.for('@brigade/test-kit shared stack');
type WithHost = typeof globalThis & { [HOST]?: SharedStackHost };

/**
 * @brigade/dev-stack, resolved from the workspace whose tests run (jest's rootDir). Not a dependency
 * of the kit: dev-stack reaches the services (through demo-kitchen) and web-build, whose tests use
 * the kit, so the dependency would be a cycle in the build graph (turbo refuses it). A workspace that
 * names this globalSetup has dev-stack among its own devDependencies.
 */
function loadDevStack(rootDir: string): DevStack {
  return createRequire(join(rootDir, 'package.json'))('@brigade/dev-stack') as DevStack;
}

const SERVICES = ['identity', 'kitchen', 'catalog', 'recipe', 'billing'];

async function start(host: SharedStackHost, rootDir: string): Promise<void> {
  const publish = (name: string, value: unknown) => {
    writeFileSync(join(host.dir, `${name}.tmp`), JSON.stringify(value));
    renameSync(join(host.dir, `${name}.tmp`), join(host.dir, name));
  };
  try {
    const stack = await loadDevStack(rootDir).startStack({
      seed: true,
      output: process.env.SHARED_STACK_OUTPUT === 'inherit' ? 'inherit' : 'silent',
      // Free ports everywhere, so a run beside `npm start` (or another run) does not collide.
      ports: { mongo: 0, gateway: 0, services: Object.fromEntries(SERVICES.map((name) => [name, 0])) },
      // Behind a trusted proxy, as in docker-compose and Kubernetes: each test file sends its own
      // X-Forwarded-For (shared.ts), so identity's per-address limits count each file as its own client.
      gatewayEnv: { TRUST_PROXY: 'loopback' },
    });
    host.stack = stack;
    const info: SharedStackInfo = {
      gatewayUrl: stack.gatewayUrl,
      serviceUrls: stack.serviceUrls,
      mailUrl: stack.mailUrl ?? '',
      mongoUri: stack.mongoUri,
      kafkaBrokers: stack.kafkaBrokers,
      internalSigningKey: stack.internalSigningKey,
    };
    publish(READY, info);
  } catch (error) {
    publish(FAILED, { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

/**
 * jest `globalSetup`: makes the shared stack available to this run's test files. It starts only when a
 * file first calls sharedStack(), so a run of unit tests alone starts nothing; then it serves every
 * file until globalTeardown stops it.
 */
export default function globalSetup(_globalConfig?: unknown, projectConfig?: { rootDir?: string }): void {
  const dir = mkdtempSync(join(tmpdir(), 'brigade-shared-stack-'));
  process.env[SHARED_STACK_DIR] = dir;
  const host: SharedStackHost = {
    dir,
    poll: setInterval(() => {
      if (!host.starting && existsSync(join(dir, WANTED))) host.starting = start(host, projectConfig?.rootDir ?? process.cwd());
    }, 100),
  };
  host.poll.unref();
  (globalThis as WithHost)[HOST] = host;
}

/** Takes the host off the global object (globalTeardown). */
export function takeHost(): SharedStackHost | undefined {
  const host = (globalThis as WithHost)[HOST];
  delete (globalThis as WithHost)[HOST];
  return host;
}
