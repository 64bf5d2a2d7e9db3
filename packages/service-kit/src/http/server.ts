import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph';
import express from 'express';
import type { DocumentNode } from 'graphql';
import mongoose, { type Connection } from 'mongoose';
import type { Logger } from 'pino';
import { CLAIMS_HEADER, REQUEST_ID_HEADER, claimsVerifier } from '../auth/claims';
import { createContext, type RequestContext } from '../auth/context';
import { startEvents, type EventParts } from '../events';
import { outboxGauges } from '../observability/event-metrics';
import { errorMetricsPlugin, timeRootResolvers } from '../observability/graphql-metrics';
import { createLogger, requestLevel } from '../observability/logger';
import { createMetrics } from '../observability/metrics';
import { watchMongoPool } from '../observability/mongo-metrics';
import { mountOperations } from './operations';
import { logRequests } from './request-log';
import { withIdempotency, type IdempotentMutation } from './idempotency';
import { mountErrorReplies } from './http-errors';
import { assertNodeRuntime } from './runtime';
import { answerSizePlugin, countListEntries } from './answer-size';

/** What a service's own routes need to trust the gateway's claims header as /graphql does. */
export type RouteKit = { internalKey: Uint8Array; log: Logger };

/**
 * A subgraph's resolver map: the one generated from its SDL (`Resolvers` in src/__generated__),
 * or Apollo's own type. The generated one types a reference resolver as (reference, context), where
 * Apollo's map types every member as a field resolver, so the two meet only here.
 */
export type SubgraphResolvers = GraphQLResolverMap<RequestContext> | { [typeName: string]: object | undefined };

/** What a service builds once its database is connected. */
export type SubgraphParts = {
  resolvers: SubgraphResolvers;
  /** Extra HTTP routes of this service (e.g. identity's JWKS), mounted before /graphql. */
  routes?: (app: express.Express, kit: RouteKit) => void;
  /** Extra readiness conditions (e.g. Kafka reachable); /readyz is 200 only when all hold. */
  readiness?: Record<string, () => Promise<boolean>>;
  /** Runs at shutdown after in-flight requests finished. */
  onShutdown?: (() => Promise<void>)[];
  /** Outbox sources to relay and consumer groups to run, when Kafka is configured. */
  events?: EventParts;
  /** Creating mutations that run once per Idempotency-Key (idempotency.ts). */
  idempotent?: readonly IdempotentMutation[];
};

export type SubgraphOptions = {
  /** The subgraph's name: the audience its claims must be signed for, and its log/metric label. */
  name: string;
  typeDefs: DocumentNode;
  setup: (connection: Connection) => Promise<SubgraphParts> | SubgraphParts;
  port: number;
  host?: string;
  /** The service's own database (ARCHITECTURE.md: never another service's). */
  mongo: { uri: string; dbName: string };
  internalKey: Uint8Array;
  /** Kafka bootstrap brokers; none = no events (tests of a single service). */
  kafkaBrokers?: string[];
  outboxIntervalMs?: number;
  outboxOnWrite?: boolean;
  kafkaMaxWaitMs?: number;
  log?: Logger;
  production?: boolean;
};

export type RunningSubgraph = { url: string; port: number; connection: Connection; log: Logger; stop(): Promise<void> };

/** Starts a subgraph: /graphql (claims required), /healthz, /readyz, /metrics. */
export async function startSubgraph(options: SubgraphOptions): Promise<RunningSubgraph> {
  assertNodeRuntime();
  const log = options.log ?? createLogger(options.name);
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const metrics = createMetrics(options.name);
  const opening = mongoose.createConnection(options.mongo.uri, { dbName: options.mongo.dbName });
  // Before it connects, so the pool's first connections are counted too.
  watchMongoPool(opening, metrics.registry);
  const connection = await opening.asPromise();
  const parts = await options.setup(connection);
  outboxGauges(metrics.registry, parts.events?.outbox ?? []);
  const events = options.kafkaBrokers?.length
    ? await startEvents(options.name, options.kafkaBrokers, connection, parts.events ?? {}, log, {
        intervalMs: options.outboxIntervalMs,
        onWrite: options.outboxOnWrite,
        maxWaitMs: options.kafkaMaxWaitMs,
        registry: metrics.registry,
      })
    : undefined;
  const readiness = { ...parts.readiness, ...(events ? { kafka: events.ready } : {}) };
  const app = express();
  app.disable('x-powered-by');
  // No hashed ETag on every answer: nothing revalidates a GraphQL POST, and hashing each body cost
  // up to 1 % of a subgraph's CPU (#26). Routes that serve files set their own (catalog's media).
  app.set('etag', false);
  mountOperations(app, metrics, { mongo: async () => connection.readyState === 1, ...readiness }, {}, events && (() => events.details()));
  app.use(logRequests(log));
  const http: Server = createServer(app);
  // The gateway keeps connections to subgraphs open between calls. Were the server to close an
  // idle one first (Node's default is after 5 s), a call sent on it at that moment fails at once;
  // so the server waits longer than any client keeps an idle connection (undici: 4 s).
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;
  const apollo = new ApolloServer<RequestContext>({
    schema: timeRootResolvers(
      countListEntries(
        buildSubgraphSchema([
          { typeDefs: options.typeDefs, resolvers: withIdempotency(connection, parts) as GraphQLResolverMap<RequestContext> },
        ]),
      ),
      metrics.registry,
    ),
    introspection: !production,
    // The gateway sends the operations of one client request to this subgraph as one batch.
    allowBatchedHttpRequests: true,
    includeStacktraceInErrorResponses: !production,
    plugins: [
      ApolloServerPluginInlineTraceDisabled(),
      // No field sets a cache hint, and the default plugin wraps every resolver of every answer to
      // collect them (#26: a few per cent of each subgraph's CPU).
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer: http }),
      errorMetricsPlugin((code) => metrics.graphqlErrors.inc({ code })),
      answerSizePlugin(),
    ],
  });
  await apollo.start();

  parts.routes?.(app, { internalKey: options.internalKey, log });
  // Claims are checked before GraphQL runs: a request that did not come through the gateway
  // gets a 401 and never reaches a resolver.
  const verifyClaims = claimsVerifier(options.internalKey, options.name);
  const requireGatewayClaims: express.RequestHandler = (req, res, next) => {
    const requestId = req.header(REQUEST_ID_HEADER) ?? randomUUID();
    verifyClaims(req.header(CLAIMS_HEADER)).then(
      ({ caller, meta }) => {
        res.locals.context = createContext(caller, requestId, log.child({ requestId }), meta);
        next();
      },
      (error: unknown) => {
        log[requestLevel('warn', production)]({ requestId, err: error }, 'refused a request without valid gateway claims');
        res.status(401).json({
          errors: [{ message: 'Requests must come through the gateway', extensions: { code: 'UNAUTHENTICATED' } }],
        });
      },
    );
  };
  app.use(
    '/graphql',
    requireGatewayClaims,
    // Only the gateway gets this far (claims are checked first), and its batched reference fetch
    // for the costliest query it lets through (gateway/src/query-cost.ts) is a few MB.
    express.json({ limit: '10mb' }),
    expressMiddleware(apollo, { context: async ({ res }) => res.locals.context as RequestContext }),
  );
  mountErrorReplies(app, log);

  await new Promise<void>((resolve) => http.listen(options.port, options.host ?? '127.0.0.1', resolve));
  const port = (http.address() as AddressInfo).port;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}/graphql`;
  log.info(`listening on ${url}`);
  let stopping: Promise<void> | undefined;
  return {
    url,
    port,
    connection,
    log,
    // Stop accepting, let in-flight requests finish (Apollo's drain plugin), then flush and close.
    stop: () => {
      stopping ??= (async () => {
        await apollo.stop();
        for (const hook of parts.onShutdown ?? []) await hook();
        // Publish what is still in the outbox before letting go of Kafka and the database.
        await events?.stop();
        await connection.close();
        log.info('stopped');
      })();
      return stopping;
    },
  };
}
