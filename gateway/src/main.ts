import { internalKey } from '@brigade/service-kit';
import pino from 'pino';
import { startGateway } from './app';
import { tokenVerifier } from './auth';
import { subgraphDefs } from './subgraphs';

const env = process.env;
const log = pino({ name: 'gateway' });

startGateway({
  port: Number(env.PORT ?? 4000),
  subgraphs: subgraphDefs(env),
  internalKey: internalKey(env.INTERNAL_SIGNING_KEY),
  verifyToken: tokenVerifier({
    jwksUrl: env.IDENTITY_JWKS_URL ?? 'http://127.0.0.1:4001/.well-known/jwks.json',
    issuer: 'brigade-identity',
    audience: 'brigade-api',
  }),
  corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000').split(',').filter(Boolean),
  subgraphTimeoutMs: Number(env.SUBGRAPH_TIMEOUT_MS ?? 10_000),
  log,
}).then(
  (gateway) => {
    const stop = () => void gateway.stop().then(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  },
  (error: unknown) => {
    log.error({ err: error }, 'gateway failed to start');
    process.exit(1);
  },
);
