import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { loadDemoKitchen, type LoadReport } from '@brigade/demo-kitchen';
import { PORTS, SUBGRAPHS } from '@brigade/service-kit';
import { launch, runToEnd, waitForHttp, waitForLine, type Managed, type Output } from './processes';

export const ROOT = join(__dirname, '..', '..', '..');

/** Services in start order, with their default ports. */
export const SERVICES = SUBGRAPHS;

/** The shell and its remotes: each served by its own process, as if deployed apart. */
export const FRONTENDS = [
  { name: 'mfe-auth', federationName: 'mfe_auth', port: PORTS['mfe-auth'] },
  { name: 'mfe-superadmin', federationName: 'mfe_superadmin', port: PORTS['mfe-superadmin'] },
  { name: 'mfe-kitchen', federationName: 'mfe_kitchen', port: PORTS['mfe-kitchen'] },
] as const;
export const SHELL_PORT = PORTS.shell;

export type FrontendName = (typeof FRONTENDS)[number]['name'] | 'shell';

export type StackOptions = {
  /** Port numbers; 0 everywhere lets tests run beside a running `npm start`. */
  ports?: {
    mongo?: number;
    /** Embedded mail (SMTP and its HTTP inbox); default 0 (free ports), the CLI asks for 1025 and 8025. */
    mailSmtp?: number;
    mailHttp?: number;
    gateway?: number;
    services?: Partial<Record<(typeof SERVICES)[number]['name'], number>>;
    frontends?: Partial<Record<FrontendName, number>>;
  };
  /**
   * Also serve the shell and the remotes: `true` their built dist/ folders, as deployed (`npm start`);
   * `'dev'` webpack's dev server per front end, from source with hot reload (`npm run dev`).
   */
  frontends?: boolean | 'dev';
  /** Where embedded MongoDB (`mongo/`) and embedded mail (`mail/`) keep their data; undefined = memory only. */
  dataDir?: string;
  seed?: boolean;
  /**
   * Load the demo kitchen's bistro (@brigade/demo-kitchen) through the gateway once it is ready,
   * beside the front ends starting; a kitchen that has recipes is left alone. Only `npm start` and
   * `npm run dev` ask for it: tests and the load bench keep their own seeds.
   */
  demo?: boolean;
  output?: Output;
  env?: NodeJS.ProcessEnv;
  /** Extra environment for one service, e.g. `{ kitchen: { OUTBOX_RELAY_INTERVAL_MS: '600000' } }`. */
  serviceEnv?: Partial<Record<ServiceName, NodeJS.ProcessEnv>>;
  /** Extra environment for the gateway, e.g. `{ TRUST_PROXY: 'loopback' }` to act as if behind a proxy. */
  gatewayEnv?: NodeJS.ProcessEnv;
};

export type ServiceName = (typeof SERVICES)[number]['name'];

export type Stack = {
  gatewayUrl: string;
  /** Where a browser opens Brigade, when front ends are served. */
  shellUrl: string | undefined;
  serviceUrls: Record<string, string>;
  mongoUri: string;
  kafkaBrokers: string;
  /** What every service gets as SMTP_URL. */
  smtpUrl: string;
  /** The embedded mail inbox (HTML page and /api/messages), or undefined when SMTP_URL came from the environment. */
  mailUrl: string | undefined;
  internalSigningKey: string;
  /** What the demo kitchen's loader did (`demo: true`), or why it failed; undefined without `demo`. */
  demo: LoadReport | { error: string } | undefined;
  processes: Managed[];
  /** Kills one service with SIGKILL (a crash), leaving the rest running. */
  killService(name: ServiceName): Promise<void>;
  /** Kills the process serving one front end (a failed deploy, as far as the browser can tell). */
  killFrontend(name: FrontendName): Promise<void>;
  /** Starts a killed or stopped service again on its port, with extra environment if given. */
  startService(name: ServiceName, env?: NodeJS.ProcessEnv): Promise<void>;
  stop(): Promise<void>;
};

const node = (...parts: string[]) => join(ROOT, ...parts);

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts MongoDB (embedded unless MONGODB_URI), Kafka (embedded unless KAFKA_BROKERS), a mail
 * server (embedded unless SMTP_URL), seeds on request, then each subgraph and the gateway as their
 * own processes, and waits until every one reports ready. Everything started is stopped again, in
 * reverse order, by stop().
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const env = { ...process.env, ...options.env };
  const output = options.output ?? 'inherit';
  const processes: Managed[] = [];
  const stop = async () => {
    for (const p of [...processes].reverse()) await p.stop();
  };
  try {
    // MongoDB, Kafka and mail start side by side: none needs another, and each start is mostly waiting.
    let mongoReady: Promise<string> | undefined;
    if (!env.MONGODB_URI) {
      const args = [node('dev-infra/embedded-mongo/dist/cli.js'), '--port', String(options.ports?.mongo ?? 27017), '--quiet'];
      if (options.dataDir) args.push('--dbpath', join(options.dataDir, 'mongo'));
      const mongo = launch('mongo', args, {}, output, 0);
      processes.push(mongo);
      mongoReady = waitForLine(mongo, /embedded-mongo ready (\S+)/);
    }
    let kafkaReady: Promise<string> | undefined;
    if (!env.KAFKA_BROKERS) {
      const kafka = launch('kafka', [node('dev-infra/embedded-kafka/dist/cli.js')], {}, output, 1);
      processes.push(kafka);
      kafkaReady = waitForLine(kafka, /embedded-kafka ready (\S+)/);
    }
    let mailReady: Promise<string> | undefined;
    if (!env.SMTP_URL) {
      const args = [
        node('dev-infra/embedded-mail/dist/cli.js'),
        ...['--smtp-port', String(options.ports?.mailSmtp ?? 0), '--http-port', String(options.ports?.mailHttp ?? 0), '--quiet'],
      ];
      if (options.dataDir) args.push('--dir', join(options.dataDir, 'mail'));
      const mail = launch('mail', args, {}, output, 2);
      processes.push(mail);
      mailReady = waitForLine(mail, /embedded-mail ready (\S+ \S+)/);
    }
    // All settled before any is read, so a failed start leaves no wait unhandled.
    const [mongoStarted, kafkaStarted, mailStarted] = await Promise.allSettled([mongoReady, kafkaReady, mailReady]);
    const started = (result: PromiseSettledResult<string | undefined>) => {
      if (result.status === 'rejected') throw result.reason;
      return result.value;
    };
    const mongoUri = env.MONGODB_URI ?? started(mongoStarted) ?? '';
    const kafkaBrokers = env.KAFKA_BROKERS ?? started(kafkaStarted) ?? '';
    let smtpUrl = env.SMTP_URL;
    let mailUrl: string | undefined;
    if (!smtpUrl) [smtpUrl = '', mailUrl] = (started(mailStarted) ?? '').split(' ');
    const internalSigningKey = env.INTERNAL_SIGNING_KEY ?? randomBytes(32).toString('base64url');
    // Known before the services start: identity puts the shell's address into the links it mails.
    const shellPort = options.frontends ? await resolvePort(options.ports?.frontends?.shell, SHELL_PORT) : SHELL_PORT;
    const common = {
      MONGODB_URI: mongoUri,
      KAFKA_BROKERS: kafkaBrokers,
      SMTP_URL: smtpUrl,
      INTERNAL_SIGNING_KEY: internalSigningKey,
      APP_URL: env.APP_URL ?? `http://localhost:${shellPort}`,
      // Tracing (service-kit's startTracing) is configured the OpenTelemetry way, for every process.
      ...Object.fromEntries(Object.entries(env).filter(([key]) => key.startsWith('OTEL_'))),
    };

    // Each seed writes its own service's database (events wait in its outbox until the service
    // runs), so they run at once.
    if (options.seed) {
      const seeds = SERVICES.filter(({ name }) => existsSync(node('services', name, 'dist/seed.js')));
      const runs = seeds.map(({ name }) =>
        runToEnd(
          `${name}-seed`,
          [node('services', name, 'dist/seed.js')],
          { ...common, ...pick(env, ['SEED_PASSWORD', 'NODE_ENV']) },
          output,
        ),
      );
      for (const result of await Promise.allSettled(runs)) if (result.status === 'rejected') throw result.reason;
    }

    const serviceUrls: Record<string, string> = {};
    const serviceEnv: NodeJS.ProcessEnv = {};
    const servicePorts = new Map<ServiceName, number>();
    const launchService = (name: ServiceName, extra: NodeJS.ProcessEnv = {}) => {
      const index = SERVICES.findIndex((s) => s.name === name);
      // Each service is told where the others answer: recipe asks catalog and identity when its projections lag.
      const env = { ...common, ...serviceEnv, ...options.serviceEnv?.[name], ...extra, PORT: String(servicePorts.get(name)) };
      const managed = launch(name, [node('services', name, 'dist/main.js')], env, output, index + 2);
      // Appended: stop() runs in reverse, so a (re)started service still stops before MongoDB, Kafka and mail.
      processes.push(managed);
      return managed;
    };
    for (const { name, port } of SERVICES) {
      const chosen = options.ports?.services?.[name] ?? port;
      servicePorts.set(name, chosen === 0 ? await freePort() : chosen);
      serviceUrls[name] = `http://127.0.0.1:${servicePorts.get(name)}/graphql`;
      serviceEnv[`${name.toUpperCase()}_URL`] = serviceUrls[name];
    }
    for (const { name } of SERVICES) launchService(name);
    await Promise.all(Object.entries(serviceUrls).map(([name, url]) => waitForHttp(name, url.replace('/graphql', '/readyz'))));

    const gatewayPort = options.ports?.gateway === 0 ? await freePort() : (options.ports?.gateway ?? PORTS.gateway);
    const gateway = launch(
      'gateway',
      [node('gateway/dist/main.js')],
      {
        ...common,
        ...serviceEnv,
        ...pick(env, ['KEYCLOAK_URL', 'KEYCLOAK_REALM', 'KEYCLOAK_AUDIENCE', 'KEYCLOAK_CLIENT_ID', 'KEYCLOAK_ROLE_MAP']),
        ...options.gatewayEnv,
        PORT: String(gatewayPort),
        IDENTITY_JWKS_URL: (serviceUrls.identity ?? '').replace('/graphql', '/.well-known/jwks.json'),
      },
      output,
      SERVICES.length + 2,
    );
    processes.push(gateway);
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}/graphql`;
    await waitForHttp('gateway', gatewayUrl.replace('/graphql', '/readyz'));
    // The demo loads through the gateway while the front ends start; a failed load does not stop the stack.
    const demo = options.demo
      ? loadDemoKitchen({ gatewayUrl, password: env.SEED_PASSWORD }).catch((error: unknown) => ({
          error: error instanceof Error ? error.message : String(error),
        }))
      : undefined;
    const shellUrl = options.frontends ? await startFrontends(options, processes, output, gatewayUrl, shellPort, env) : undefined;
    const killProcess = async (name: string) => {
      const managed = processes.find((p) => p.name === name);
      if (!managed) return;
      await managed.kill();
      processes.splice(processes.indexOf(managed), 1);
    };
    const killService = async (name: ServiceName) => {
      const managed = processes.find((p) => p.name === name);
      if (!managed) return;
      await managed.kill();
      processes.splice(processes.indexOf(managed), 1);
    };
    const startService = async (name: ServiceName, extra: NodeJS.ProcessEnv = {}) => {
      if (processes.some((p) => p.name === name)) throw new Error(`${name} is already running`);
      launchService(name, extra);
      await waitForHttp(name, (serviceUrls[name] ?? '').replace('/graphql', '/readyz'));
    };
    return {
      gatewayUrl,
      shellUrl,
      serviceUrls,
      mongoUri,
      kafkaBrokers,
      smtpUrl,
      mailUrl,
      internalSigningKey,
      demo: await demo,
      processes,
      killService,
      killFrontend: killProcess,
      startService,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function resolvePort(chosen: number | undefined, fallback: number): Promise<number> {
  const port = chosen ?? fallback;
  return port === 0 ? freePort() : port;
}

/** Serves the remotes, then the shell with its run-time config (remote manifests, gateway proxy). */
async function startFrontends(
  options: StackOptions,
  processes: Managed[],
  output: Output,
  gatewayUrl: string,
  port: number,
  env: NodeJS.ProcessEnv,
): Promise<string> {
  const ports = new Map<FrontendName, number>([['shell', port]]);
  const remotes: Record<string, string> = {};
  for (const frontend of FRONTENDS) {
    ports.set(frontend.name, await resolvePort(options.ports?.frontends?.[frontend.name], frontend.port));
    remotes[frontend.federationName] = `http://127.0.0.1:${ports.get(frontend.name)}/mf-manifest.json`;
  }
  const config = JSON.stringify(shellConfig(env, remotes));
  const gatewayOrigin = gatewayUrl.replace('/graphql', '');
  const shellUrl = `http://127.0.0.1:${port}`;
  if (options.frontends === 'dev') {
    await serveFromSource(processes, output, ports, { SHELL_CONFIG: config, GATEWAY_ORIGIN: gatewayOrigin });
    return shellUrl;
  }
  const server = node('dev-infra/dev-stack/dist/web-server.js');
  // The four servers start at once; the shell only points at the remotes, it does not call them.
  const ready = FRONTENDS.map((frontend, i) => {
    const args = [server, '--dir', node(frontend.name, 'dist'), '--port', String(ports.get(frontend.name))];
    processes.push(launch(frontend.name, args, {}, output, i + 5));
    return waitForHttp(frontend.name, remotes[frontend.federationName] ?? '');
  });
  const args = [server, '--dir', node('shell/dist'), '--public', node('shell/public'), '--port', String(port), '--spa'];
  processes.push(launch('shell', [...args, '--proxy', gatewayOrigin, '--config', config], {}, output, 4));
  ready.push(waitForHttp('shell', `${shellUrl}/healthz`));
  for (const result of await Promise.allSettled(ready)) if (result.status === 'rejected') throw result.reason;
  return shellUrl;
}

/**
 * `npm run dev`: webpack's dev server per front end (packages/web-build's serve.js, the app's own
 * webpack config), each ready once its manifest answers; the shell's gets what web-server takes as flags.
 */
async function serveFromSource(processes: Managed[], output: Output, ports: Map<FrontendName, number>, shellEnv: NodeJS.ProcessEnv) {
  const serve = node('packages/web-build/dist/serve.js');
  const apps: FrontendName[] = ['shell', ...FRONTENDS.map((f) => f.name)];
  for (const [i, name] of apps.entries()) {
    const env = { PORT: String(ports.get(name)), ...(name === 'shell' ? shellEnv : {}) };
    processes.push(launch(name, [serve, '--dir', node(name)], env, output, i + 4));
  }
  // All four compile at once; without webpack's cache (a first run) that takes minutes on a small machine.
  await Promise.all(apps.map((name) => waitForHttp(name, `http://127.0.0.1:${ports.get(name)}/mf-manifest.json`, 300_000)));
}

/**
 * The shell's /config.json: the remotes, and from the environment the app store links and, with
 * KEYCLOAK_URL and KEYCLOAK_REALM, sign-in through that realm (client KEYCLOAK_CLIENT_ID, default brigade-web).
 */
function shellConfig(env: NodeJS.ProcessEnv, remotes: Record<string, string>) {
  const storeLinks = { ios: env.APP_STORE_URL || undefined, android: env.PLAY_STORE_URL || undefined };
  const keycloak =
    env.KEYCLOAK_URL && env.KEYCLOAK_REALM
      ? { url: env.KEYCLOAK_URL, realm: env.KEYCLOAK_REALM, clientId: env.KEYCLOAK_CLIENT_ID || 'brigade-web' }
      : undefined;
  return { graphqlUrl: '/graphql', remotes, storeLinks, keycloak };
}

function pick(env: NodeJS.ProcessEnv, keys: string[]): NodeJS.ProcessEnv {
  return Object.fromEntries(keys.filter((k) => env[k] !== undefined).map((k) => [k, env[k]]));
}
