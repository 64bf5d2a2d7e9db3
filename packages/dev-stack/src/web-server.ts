import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
// The file alone, not the package's index: that one loads webpack.
import { framedBySelf, securityHeaders, type PageConfig } from '@brigade/web-build/dist/csp';

/**
 * Serves one built front end (the shell or a remote) as if deployed on its own: hashed assets
 * cached for a year, HTML, manifests and remote entries never cached (so a redeployed remote is
 * picked up at once), CORS for the shell to read remote manifests, and for the shell a proxy of
 * /graphql, /api and /media to the gateway plus its run-time /config.json. Every answer carries
 * the security headers of @brigade/web-build's csp.ts, the policy naming the origins of the config.
 */
const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    public: { type: 'string' },
    port: { type: 'string' },
    proxy: { type: 'string' },
    config: { type: 'string' },
    spa: { type: 'boolean', default: false },
  },
});
if (!values.dir || !values.port)
  throw new Error('usage: web-server --dir <dist> --port <n> [--public <dir>] [--proxy <url>] [--config <json>] [--spa]');

const HASHED = /\.[0-9a-f]{16,}\.(js|css)(\.map)?$/;
const app = express();
app.disable('x-powered-by');
// The shell's run-time config: --config, or SHELL_CONFIG where a deployment sets it (k8s ConfigMap).
const configJson = values.config ?? process.env.SHELL_CONFIG;
const config = configJson ? (JSON.parse(configJson) as PageConfig) : undefined;
app.use((req, res, next) => {
  res.set(securityHeaders(config, { framedBySelf: framedBySelf(req.path) }));
  next();
});
app.get('/healthz', (_req, res) => {
  res.json({ status: 'ok' });
});
if (config) {
  app.get('/config.json', (_req, res) => {
    res.set('cache-control', 'no-cache').json(config);
  });
}
if (values.proxy) {
  app.use(createProxyMiddleware({ target: values.proxy, changeOrigin: true, pathFilter: ['/graphql', '/api', '/media'] }));
}
app.use((_req, res, next) => {
  res.set('access-control-allow-origin', '*');
  next();
});
const setHeaders = (res: express.Response, path: string) => {
  res.set('cache-control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
};
if (values.public && existsSync(values.public)) app.use(express.static(values.public, { setHeaders }));
app.use(express.static(values.dir, { setHeaders, index: false }));
if (values.spa) {
  const index = join(values.dir, 'index.html');
  app.get(/.*/, (_req, res) => {
    res.set('cache-control', 'no-cache').sendFile(index);
  });
}
const server = app.listen(Number(values.port), '127.0.0.1', () => {
  process.stdout.write(`web-server ready http://127.0.0.1:${values.port}\n`);
});
const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
