#!/usr/bin/env node
// `npm start`: install, build, then run the whole product (packages/dev-stack) until Ctrl-C.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildAll, ensureInstalled, ensureSystemPackages, root } from './setup.mjs';

ensureInstalled();
ensureSystemPackages();
if (buildAll() !== 0) {
  process.stderr.write('build failed (see above)\n');
  process.exit(1);
}
const child = spawn(process.execPath, [join(root, 'packages/dev-stack/dist/cli.js')], { stdio: 'inherit' });
// The stack handles Ctrl-C itself (it stops every process); wait for it to finish.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code) => process.exit(code ?? 0));
