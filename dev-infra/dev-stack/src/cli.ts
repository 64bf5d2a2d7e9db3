#!/usr/bin/env node
import { join } from 'node:path';
import { describeReport } from '@brigade/demo-kitchen';
import { ROOT, startStack } from './stack';

const dev = process.argv.includes('--dev');

/**
 * `npm start`, or with `--dev` `npm run dev`: the whole product on this machine, the front ends
 * built (as deployed) or served from source with hot reload. Ctrl-C stops it all.
 */
async function main(): Promise<void> {
  const started = Date.now();
  const env = process.env;
  const port = (name: string) => (env[name] === undefined ? undefined : Number(env[name]));
  const stack = await startStack({
    dataDir: env.BRIGADE_DATA_DIR ?? join(ROOT, '.data'),
    seed: true,
    // A fresh data directory gets the demo kitchen's bistro; one with recipes is left alone.
    demo: true,
    frontends: dev ? 'dev' : true,
    ports: {
      mongo: port('MONGO_PORT'),
      mailSmtp: port('MAIL_SMTP_PORT') ?? 1025,
      mailHttp: port('MAIL_HTTP_PORT') ?? 8025,
      gateway: port('GATEWAY_PORT'),
      services: {
        identity: port('IDENTITY_PORT'),
        kitchen: port('KITCHEN_PORT'),
        catalog: port('CATALOG_PORT'),
        recipe: port('RECIPE_PORT'),
        billing: port('BILLING_PORT'),
      },
      frontends: {
        shell: port('SHELL_PORT'),
        'mfe-auth': port('MFE_AUTH_PORT'),
        'mfe-superadmin': port('MFE_SUPERADMIN_PORT'),
        'mfe-kitchen': port('MFE_KITCHEN_PORT'),
      },
    },
  });
  // Before "Ctrl-C stops everything" is printed: a Ctrl-C read from that line and sent at once
  // reached a runner with no handler yet, which died and left its children (own process groups) running.
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    process.stdout.write('\nstopping ...\n');
    void stack.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // The children sit in their own process groups (processes.ts): a closed terminal must stop them too.
  process.on('SIGHUP', stop);
  const password = process.env.SEED_PASSWORD ? '(your SEED_PASSWORD)' : 'Brigade!2026';
  const demo = stack.demo && ('error' in stack.demo ? `Demo kitchen: not loaded (${stack.demo.error}).` : describeReport(stack.demo));
  process.stdout.write(
    [
      '',
      `Brigade is up in ${((Date.now() - started) / 1000).toFixed(1)}s${dev ? ' in development mode' : ''}.`,
      ...(dev ? ['  The shell and the remotes are served from source: a saved change shows in the open page.'] : []),
      `  Open Brigade      ${stack.shellUrl ?? '(front ends not served)'}`,
      `  GraphQL gateway   ${stack.gatewayUrl}`,
      `  MongoDB           ${stack.mongoUri}`,
      `  Kafka             ${stack.kafkaBrokers}`,
      `  Mail inbox        ${stack.mailUrl ?? '(none: mail goes to SMTP_URL)'}`,
      '  Sign in with (password ' + password + '):',
      '    super admin     superadmin@brigade.local',
      '    kitchen admin   admin@demo.brigade.local',
      '    cook            cook@demo.brigade.local',
      ...(demo ? [`  ${demo}`] : []),
      'Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${dev ? 'npm run dev' : 'npm start'} failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
