#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { start } from './index';

const HELP = `embedded-mongo: a MongoDB wire-protocol server for development and tests

  --port <n>       TCP port (default 27017; 0 picks a free one)
  --host <addr>    interface (default 127.0.0.1)
  --dbpath <dir>   keep data on disk in <dir> (default: memory only)
  --compact-after-bytes <n>  snapshot once the journal grew by n bytes (default 64 MiB)
  --quiet          log only the ready line and fatal errors
  --help`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '27017' },
      host: { type: 'string', default: '127.0.0.1' },
      dbpath: { type: 'string' },
      'compact-after-bytes': { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${HELP}\n`);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be 0-65535, got ${values.port}`);
  const log = (line: string) => {
    if (!values.quiet || line.startsWith('fatal')) process.stderr.write(`[embedded-mongo] ${line}\n`);
  };
  const compact = values['compact-after-bytes'];
  const compactAfterBytes = compact === undefined ? undefined : Number(compact);
  if (compactAfterBytes !== undefined && !(compactAfterBytes > 0)) throw new Error('--compact-after-bytes must be a positive number');
  const server = await start({ port, host: values.host, dbPath: values.dbpath, compactAfterBytes, log });
  // Tooling waits for this exact line; keep its shape.
  process.stdout.write(`embedded-mongo ready ${server.uri}${server.dbPath ? ` dbpath=${server.dbPath}` : ''}\n`);
  const shutdown = () => {
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`[embedded-mongo] shutdown failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(`[embedded-mongo] ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
