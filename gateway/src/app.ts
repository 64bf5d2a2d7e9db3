import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import {
  REQUEST_ID_HEADER,
  assertNodeRuntime,
  createLogger,
  createMetrics,
  errorMetricsPlugin,
  logRequests,
  mountErrorReplies,
  mountOperations,
  requestLevel,
} from '@brigade/service-kit';
import { subgraphTimer } from './subgraph-metrics';
import cors from 'cors';
import express from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { InvalidTokenError, type TokenVerifier } from './auth';
import { browserToApp } from './browser-redirect';
import { idempotencyKey } from './idempotency-key';
import { composeSupergraph } from './compose';
import { queryLimits } from './limits';
import { mediaRoutes } from './media-routes';
import { valueCompletionErrors } from './value-completion';
import { stripeWebhookRoute } from './webhook-route';
import type { Revocations } from './revocations';
import { SignedSubgraphSource, type GatewayContext } from './signed-source';
import type { SubgraphDef } from './subgraphs';

export type GatewayOptions = {
  port: number;
  host?: string;
  subgraphs: SubgraphDef[];
  verifyToken: TokenVerifier;
  internalKey: Uint8Array;
  corsOrigins: string[];
  subgraphTimeoutMs?: number;
  production?: boolean;
  log?: Logger;
  /** Tokens identity has revoked since they were issued (`identity.user.v1`); none when absent. */
  revocations?: Revocations;
  /** express's `trust proxy`: hops or addresses whose `X-Forwarded-For` is believed; default none. */
  trustProxy?: boolean | number | string;
  /** What /readyz requires (the revocation follower); the subgraphs are only reported beside it. */
  readiness?: Record<string, () => Promise<boolean>>;
};

/** `TRUST_PROXY`: a number of hops, `true`/`false`, or express's address forms (`loopback`, `10.0.0.0/8, 127.0.0.1`). */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  return /^\d+$/.test(v) ? Number(v) : v;
}

/** The spec's `locale` header, else the browser's first language (`*` names none); subgraphs normalise it. */
function requestLocale(req: express.Request): string | undefined {
  const raw = (req.header('locale') ?? req.header('accept-language')?.split(',')[0]?.split(';')[0])?.trim();
  return raw && raw !== '*' ? raw : undefined;
}

/**
 * What a client may see of an error: never a stack trace (subgraphs add them in development),
 * and in production no internals behind an unexpected failure. The path (where in the client's
 * own query the answer broke) is kept: it is no internal, and a client needs it for partial data.
 */
export function publicError(error: GraphQLFormattedError, production: boolean): GraphQLFormattedError {
  const { stacktrace: _stack, ...extensions } = error.extensions ?? {};
  const code = typeof extensions.code === 'string' ? extensions.code : 'INTERNAL_SERVER_ERROR';
  if (production && code === 'INTERNAL_SERVER_ERROR')
    return { message: 'Something went wrong', ...(error.path ? { path: error.path } : {}), extensions: { code } };
  return { ...error, extensions: { ...extensions, code } };
}

export type RunningGateway = { url: string; port: number; stop(): Promise<void> };

const SUPERGRAPH_FILE = join(__dirname, '..', 'supergraph.graphql');

/** The build's composed supergraph; composed here only when running from sources without a build. */
function supergraphSdl(subgraphs: SubgraphDef[]): string {
  return existsSync(SUPERGRAPH_FILE) ? readFileSync(SUPERGRAPH_FILE, 'utf8') : composeSupergraph(subgraphs);
}

async function subgraphReady(def: SubgraphDef): Promise<boolean> {
  try {
    const res = await fetch(def.url.replace(/\/graphql$/, '/readyz'), { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  assertNodeRuntime();
  const log = options.log ?? createLogger('gateway');
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const urls = new Map(options.subgraphs.map((s) => [s.name, s.url]));
  const metrics = createMetrics('gateway');
  const timeSubgraph = subgraphTimer(metrics.registry);
  const gateway = new ApolloGateway({
    supergraphSdl: supergraphSdl(options.subgraphs),
    buildService: ({ name, url }) =>
      new SignedSubgraphSource(name, urls.get(name) ?? url ?? '', options.internalKey, options.subgraphTimeoutMs ?? 10_000, timeSubgraph),
  });
  const app = express();
  // As the subgraphs (service-kit server.ts): no hashed ETag on every answer; media keeps catalog's own.
  app.set('etag', false);
  const http = createServer(app);
  const limits = queryLimits(production);
  const apollo = new ApolloServer<GatewayContext>({
    gateway,
    introspection: !production,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    formatError: (formatted) => publicError(formatted, production),
    validationRules: limits.validationRules,
    parseOptions: limits.parseOptions,
    plugins: [
      ...limits.plugins,
      errorMetricsPlugin((code) => metrics.graphqlErrors.inc({ code })),
      valueCompletionErrors({
        format: (error) => publicError(error, production),
        count: (code) => metrics.graphqlErrors.inc({ code }),
        log,
      }),
      ApolloServerPluginDrainHttpServer({ httpServer: http }),
      // No Apollo page, in any environment: a browser on /graphql belongs to the app (browserToApp).
      ApolloServerPluginLandingPageDisabled(),
    ],
  });
  await apollo.start();

  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? false);
  // Ready when the gateway itself can serve. A subgraph that is down fails only its part of a
  // query, so it is reported but does not take every gateway replica out of the load balancer.
  mountOperations(
    app,
    metrics,
    { ...options.readiness },
    Object.fromEntries(options.subgraphs.map((s) => [s.name, () => subgraphReady(s)])),
  );
  app.use(logRequests(log));
  const catalogUrl = urls.get('catalog');
  const requestMeta = (req: express.Request) => ({ locale: requestLocale(req), clientIp: req.ip });
  if (catalogUrl)
    app.use(mediaRoutes({ ...options, catalogUrl, requestMeta, timeoutMs: options.subgraphTimeoutMs ?? 10_000, log, production }));
  const billingUrl = urls.get('billing');
  if (billingUrl) app.use(stripeWebhookRoute(billingUrl, options.subgraphTimeoutMs ?? 10_000, log));
  app.use(
    '/graphql',
    browserToApp,
    cors({ origin: options.corsOrigins, credentials: true, maxAge: 600 }),
    express.json({ limit: '100kb' }),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => {
        const requestId = req.header(REQUEST_ID_HEADER) ?? randomUUID();
        res.setHeader(REQUEST_ID_HEADER, requestId);
        try {
          const caller = await options.verifyToken(req.header('authorization'));
          if (options.revocations?.isRevoked(caller)) throw new InvalidTokenError('token revoked');
          return { caller, requestId, locale: requestLocale(req), clientIp: req.ip, idempotencyKey: idempotencyKey(req) };
        } catch (error) {
          if (!(error instanceof InvalidTokenError)) throw error;
          log[requestLevel('info', production)]({ requestId, reason: error.message }, 'refused a bearer token');
          throw new GraphQLError('Your session is invalid or has expired; please sign in again', {
            extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
          });
        }
      },
    }),
  );
  mountErrorReplies(app, log);
  await new Promise<void>((resolve) => http.listen(options.port, options.host ?? '127.0.0.1', resolve));
  const port = (http.address() as AddressInfo).port;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}/graphql`;
  log.info(`listening on ${url}`);
  return {
    url,
    port,
    stop: () => apollo.stop(),
  };
}
