#!/usr/bin/env node
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';

/**
 * `webpack serve` of one app in development mode, through the app's own webpack.config.js (so
 * createConfig is the only config): what `npm run dev` starts once per front end. It prints one
 * `dev-server ready <url>` line once the first build is served, then one line per rebuild, followed
 * by webpack's errors and warnings when there are any. Environment: PORT; for the shell
 * SHELL_CONFIG and GATEWAY_ORIGIN, as its production server takes them.
 */
type ConfigFunction = (env: { WEBPACK_SERVE: true }, argv: { mode: 'development' }) => Configuration;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { dir: { type: 'string' } } });
  if (!values.dir) throw new Error('usage: serve --dir <app folder>  (PORT, SHELL_CONFIG, GATEWAY_ORIGIN from the environment)');
  const dir = resolve(values.dir);
  // Tools read it rather than webpack's mode: the federation manifest then lists no hot-update files
  // among a remote's assets (the shell would preload stale ones).
  process.env.NODE_ENV = 'development';
  // webpack keeps its filesystem cache under the nearest package.json: the app's, as for its build.
  process.chdir(dir);
  const exported = ((await import(pathToFileURL(join(dir, 'webpack.config.js')).href)) as { default: ConfigFunction }).default;
  const config = exported({ WEBPACK_SERVE: true }, { mode: 'development' });
  const compiler = webpack(config);
  const server = new WebpackDevServer(config.devServer, compiler);
  let ready = false;
  let started = Date.now();
  let changed = '';
  compiler.hooks.invalid.tap('brigade-serve', (file) => {
    started = Date.now();
    changed = file ? `${relative(dir, file)} changed, ` : '';
  });
  compiler.hooks.done.tap('brigade-serve', (stats) => {
    const errors = stats.compilation.errors.length;
    const took = `compiled in ${((Date.now() - started) / 1000).toFixed(1)}s`;
    const address = server.server?.address();
    const port = typeof address === 'object' && address ? address.port : config.devServer?.port;
    // webpack-dev-middleware prints the errors on the next tick, so right below this line.
    if (errors) process.stdout.write(`${changed}failed with ${errors} error(s):\n`);
    else if (!ready) process.stdout.write(`dev-server ready http://127.0.0.1:${String(port)} (${took})\n`);
    else process.stdout.write(`${changed}${took}\n`);
    ready ||= !errors;
  });
  await server.start();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
