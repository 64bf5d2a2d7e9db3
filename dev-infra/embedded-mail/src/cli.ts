#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { startMail } from './index';

const HELP = `embedded-mail: an SMTP server that keeps every message in a local mailbox, readable over HTTP

  --smtp-port <n>  SMTP port (default 1025; 0 picks a free one)
  --http-port <n>  inbox and API port (default 8025; 0 picks a free one)
  --host <addr>    interface (default 127.0.0.1)
  --dir <dir>      keep the mailbox on disk in <dir> (default: memory only)
  --quiet          log only the ready line and errors
  --help`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'smtp-port': { type: 'string', default: '1025' },
      'http-port': { type: 'string', default: '8025' },
      host: { type: 'string', default: '127.0.0.1' },
      dir: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${HELP}\n`);
    return;
  }
  const port = (flag: 'smtp-port' | 'http-port') => {
    const value = Number(values[flag]);
    if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`--${flag} must be 0-65535, got ${values[flag]}`);
    return value;
  };
  const log = (line: string) => {
    if (!values.quiet || /^(smtp|could not|skipping)/.test(line)) process.stderr.write(`[embedded-mail] ${line}\n`);
  };
  const mail = await startMail({ smtpPort: port('smtp-port'), httpPort: port('http-port'), host: values.host, dir: values.dir, log });
  // Tooling waits for this exact line; keep its shape.
  process.stdout.write(`embedded-mail ready ${mail.smtpUrl} ${mail.httpUrl}\n`);
  const shutdown = () => {
    mail.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`[embedded-mail] shutdown failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(`[embedded-mail] ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
