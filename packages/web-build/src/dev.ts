import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import type { Compiler } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { framedBySelf, securityHeaders, type PageConfig } from './csp';
import type { AppOptions } from './index';

/** What `webpack serve` adds to an app's plugins: React Fast Refresh, across the shell and its remotes. */
export function refreshPlugins() {
  const file = join(__dirname, 'refresh-hook.js');
  const hook = {
    // Ahead of the refresh runtime's own entry (plugins apply in order; entries run in that order).
    apply(compiler: Compiler) {
      new compiler.webpack.EntryPlugin(compiler.context, file, { name: undefined }).apply(compiler);
    },
  };
  // The React Refresh overlay would be a second overlay beside the dev server's; compile errors
  // show in the dev server's, runtime errors are the app's own (error boundaries, Retry).
  return [hook, new ReactRefreshPlugin({ overlay: false, exclude: [/node_modules/, file] })];
}

/**
 * The dev server as the production run serves the same app (dev-infra/dev-stack/src/web-server.ts):
 * PORT; for the host, its run-time /config.json from SHELL_CONFIG, /graphql, /api and /media
 * proxied to GATEWAY_ORIGIN, public/ beside the bundle and index.html for deep links; CORS for
 * the host to read a remote's manifest; the security headers of ./csp.ts on every answer.
 */
export function devServer(options: AppOptions, env: NodeJS.ProcessEnv = process.env): DevServerConfiguration {
  const config = options.html ? env.SHELL_CONFIG : undefined;
  const pageConfig = config ? (JSON.parse(config) as PageConfig) : undefined;
  const publicDir = join(options.dir, 'public');
  return {
    host: '127.0.0.1',
    port: Number(env.PORT ?? 0),
    // The browser may open the shell as localhost (APP_URL, mailed links) while the remotes answer on
    // 127.0.0.1; both are this machine, so their hot-reload sockets are let in from either.
    allowedHosts: ['localhost', '127.0.0.1'],
    headers: { 'access-control-allow-origin': '*' },
    hot: true,
    liveReload: true,
    historyApiFallback: Boolean(options.html),
    static: options.html && existsSync(publicDir) ? [{ directory: publicDir, watch: false }] : false,
    proxy:
      options.html && env.GATEWAY_ORIGIN
        ? [{ context: ['/graphql', '/api', '/media'], target: env.GATEWAY_ORIGIN, changeOrigin: true }]
        : [],
    client: { logging: 'warn', overlay: { errors: true, warnings: false, runtimeErrors: false } },
    setupMiddlewares: (middlewares) => {
      if (config) {
        const body = JSON.stringify(JSON.parse(config));
        middlewares.unshift({
          name: 'config.json',
          path: '/config.json',
          middleware: (_req: IncomingMessage, res: ServerResponse) => {
            res.setHeader('content-type', 'application/json; charset=utf-8');
            res.setHeader('cache-control', 'no-cache');
            res.end(body);
          },
        });
      }
      // The production servers' hardening (./csp.ts) on every answer, /config.json included (so it
      // goes first), in development mode: eval source maps and hot-update sockets allowed, nothing else.
      middlewares.unshift({
        name: 'security-headers',
        middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => {
          const path = new URL(req.url ?? '/', 'http://localhost').pathname;
          const headers = securityHeaders(pageConfig, { dev: true, framedBySelf: framedBySelf(path) });
          for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
          next();
        },
      });
      return middlewares;
    },
  };
}
