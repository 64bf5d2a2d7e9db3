#!/usr/bin/env node
// `npm start`: install, build what changed, then run the whole product (packages/dev-stack) until Ctrl-C.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build } from './build.mjs';
import { ensureInstalled, ensureKcat, root } from './setup.mjs';

ensureInstalled();
if (!(await build()).ok) process.exit(1);
ensureKcat();
const child = spawn(process.execPath, [join(root, 'packages/dev-stack/dist/cli.js')], { stdio: 'inherit' });
// The stack handles Ctrl-C itself (it stops every process); wait for it to finish.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code) => process.exit(code ?? 0));
