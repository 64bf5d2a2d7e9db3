import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
// The file alone, not the package's index: that one loads webpack.
import { framedBySelf, securityHeaders, type PageConfig } from '@brigade/web-build/dist/csp';

/**
 * Serves one built front end (the shell or a remote) as if deployed on its own: hashed assets
 * cached for a year, HTML, manifests and remote entries never cached (so a redeployed remote is
 * picked up at once), the build's precompressed `.br` or `.gz` beside a file when the browser
 * accepts it (packages/web-build writes them), CORS for the shell to read remote manifests, and for the shell a proxy of
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
const cacheControl = (path: string) => (HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
const setHeaders = (res: express.Response, path: string) => {
  res.set('cache-control', cacheControl(path));
};

/** Brotli before gzip whenever the request allows both (browsers list gzip first); q=0 refuses one. */
const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const;
function accepted(header: string | undefined, name: string): boolean {
  let any = false;
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    const allowed = !q || Number(q.slice(2)) > 0;
    if (coding === name) return allowed;
    if (coding === '*') any = allowed;
  }
  return any;
}
const isFile = (path: string) =>
  stat(path).then(
    (s) => s.isFile(),
    () => false,
  );

/**
 * Sends `file` (a path inside the served folder) as its `.br` or `.gz` when one was built beside
 * it and the request accepts that encoding: the original's Content-Type, the compressed length,
 * `Vary: Accept-Encoding` (also on the raw answer, so no cache hands brotli to a client without it).
 * Returns false when the raw file is to be sent.
 */
async function sendCompressed(req: express.Request, res: express.Response, file: string, next: express.NextFunction): Promise<boolean> {
  const found = await Promise.all(ENCODINGS.map((e) => isFile(file + e.ext)));
  if (!found.some(Boolean)) return false;
  res.vary('Accept-Encoding');
  const chosen = ENCODINGS.find((e, i) => found[i] && accepted(req.headers['accept-encoding'], e.name));
  if (!chosen) return false;
  res.set({ 'content-encoding': chosen.name, 'cache-control': cacheControl(file) });
  res.type(extname(file));
  // fileOf() already refused dot files; the folder itself may sit below one (a temporary copy).
  res.sendFile(file + chosen.ext, { dotfiles: 'allow' }, (err) => {
    if (err && !res.headersSent) {
      res.removeHeader('content-encoding');
      res.removeHeader('content-type');
      next();
    }
  });
  return true;
}

/** express.static's file for a GET or HEAD under root, if the path names one safely (no dot files). */
function fileOf(root: string, req: express.Request): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return undefined;
  }
  if (path.includes('\0') || path.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  const base = resolve(root);
  const file = resolve(base, `.${path}`);
  return file.startsWith(base + sep) ? file : undefined;
}

/** express.static of root, preceded by the precompressed variants of its files. */
function serveStatic(root: string, options: { index?: false }) {
  const compressed: express.RequestHandler = (req, res, next) => {
    const file = fileOf(root, req);
    if (!file) return next();
    sendCompressed(req, res, file, next).then((sent) => sent || next(), next);
  };
  return [compressed, express.static(root, { setHeaders, ...options })];
}

if (values.public && existsSync(values.public)) app.use(serveStatic(values.public, {}));
app.use(serveStatic(values.dir, { index: false }));
if (values.spa) {
  const index = join(values.dir, 'index.html');
  app.get(/.*/, (req, res, next) => {
    res.set('cache-control', 'no-cache');
    sendCompressed(req, res, index, next).then((sent) => sent || res.sendFile(index), next);
  });
}
const server = app.listen(Number(values.port), '127.0.0.1', () => {
  process.stdout.write(`web-server ready http://127.0.0.1:${values.port}\n`);
});
const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
