/* eslint-disable @typescript-eslint/no-require-imports -- see servers() */
import type { EmbeddedMail } from '@brigade/embedded-mail';
import type { EmbeddedMongo } from '@brigade/embedded-mongo';
import type { Caller, RequestMeta, RunningSubgraph, ServiceConfig, ServiceStarter } from '@brigade/service-kit';
import { mailbox, type Mailbox } from '../mail';

/** The internal key a harness signs claims with unless told otherwise (any 32 characters do in a test). */
export const TEST_KEY = new TextEncoder().encode('brigade-test-kit-internal-key-32');

/** A subgraph's start function (startIdentity, startKitchen, ...): its config, a logger, and its settings. */
export type SubgraphStart = (
  config: ServiceConfig,
  log: NonNullable<Parameters<ServiceStarter>[1]>,
  env?: NodeJS.ProcessEnv,
) => Promise<RunningSubgraph>;

/** A call to the subgraph as the gateway makes it: `caller` and `meta` signed with the internal key. */
export type SubgraphCall = ReturnType<(typeof import('@brigade/service-kit'))['subgraphClient']>;

export type SubgraphHarnessOptions<Mail extends boolean = false> = {
  /** The subgraph's name: the audience its claims are signed for. */
  name: string;
  start: SubgraphStart;
  dbName: string;
  /** Runs on the fresh database before the subgraph starts (the service's seed). */
  seed?: (mongoUri: string, dbName: string) => Promise<unknown>;
  /** Also start embedded mail and pass its SMTP_URL in `env`. */
  mail?: Mail;
  /** The service's settings; left out, the start function reads process.env as it does in production. */
  env?: NodeJS.ProcessEnv;
  /** None (the default): no Kafka, events are delivered by the test. */
  kafkaBrokers?: string[];
  key?: Uint8Array;
  /** Who `call` calls as, and with which request facts, unless a call says otherwise. */
  caller?: Caller;
  meta?: RequestMeta;
};

export type SubgraphHarness<Mail extends boolean = false> = {
  mongo: EmbeddedMongo;
  mail: Mail extends true ? EmbeddedMail : undefined;
  /** The embedded mail's inbox as a person reads it (`linkFor`), when mail was started. */
  mailbox: Mail extends true ? Mailbox : undefined;
  service: RunningSubgraph;
  /** What the subgraph was started with (database, key), for a test that starts more on the same data. */
  config: ServiceConfig;
  call: SubgraphCall;
  /** A client whose calls are `caller`'s, to this subgraph or to a replica of it. */
  clientFor(caller: Caller, at?: { url: string }, meta?: RequestMeta): SubgraphCall;
  /** Another instance on the same database, as after a deploy or a second pod; the test stops it. */
  startReplica(): Promise<RunningSubgraph>;
  stop(): Promise<void>;
};

// Loaded when a harness starts, not when the kit is imported: a jsdom test that imports gql or
// until must not load mongoose, Apollo and the embedded servers.
const servers = () => ({
  kit: require('@brigade/service-kit') as typeof import('@brigade/service-kit'),
  mongo: require('@brigade/embedded-mongo') as typeof import('@brigade/embedded-mongo'),
  mail: require('@brigade/embedded-mail') as typeof import('@brigade/embedded-mail'),
});

/**
 * A subgraph as it runs, in this process: a fresh embedded MongoDB (always: a test's data must not
 * outlive it or meet another run's), optionally embedded mail, the service's seed, then the
 * subgraph on a free port with logs silenced, and a client that calls it as the gateway does.
 */
export async function startSubgraphHarness<Mail extends boolean = false>(
  options: SubgraphHarnessOptions<Mail>,
): Promise<SubgraphHarness<Mail>> {
  const { kit, mongo: embeddedMongo, mail: embeddedMail } = servers();
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const next of stops.splice(0).reverse()) await next();
  };
  try {
    const mongo = await embeddedMongo.start({ port: 0 });
    stops.push(() => mongo.stop());
    const mail = options.mail ? await embeddedMail.startMail() : undefined;
    if (mail) stops.push(() => mail.stop());
    await options.seed?.(mongo.uri, options.dbName);

    const key = options.key ?? TEST_KEY;
    const config: ServiceConfig = {
      port: 0,
      mongo: { uri: mongo.uri, dbName: options.dbName },
      internalKey: key,
      kafkaBrokers: options.kafkaBrokers ?? [],
      outboxIntervalMs: 200,
      production: false,
    };
    const env = mail ? { ...options.env, SMTP_URL: mail.smtpUrl } : options.env;
    const log = kit.createLogger(options.name, { LOG_LEVEL: 'silent', LOG_FORMAT: 'json' });
    const startOne = () => options.start(config, log, env);
    const service = await startOne();
    stops.push(() => service.stop());

    const clientFor = (caller: Caller, at: { url: string } = service, meta = options.meta) =>
      kit.subgraphClient(at.url, key, options.name, { caller, meta });
    return {
      mongo,
      mail: mail as SubgraphHarness<Mail>['mail'],
      mailbox: (mail ? mailbox(mail.httpUrl) : undefined) as SubgraphHarness<Mail>['mailbox'],
      service,
      config,
      call: clientFor(options.caller ?? { kind: 'anonymous' }),
      clientFor,
      startReplica: startOne,
      stop,
    };
  } catch (error) {
    // Whatever did start is stopped, so a failed start does not keep jest from exiting.
    await stop();
    throw error;
  }
}
