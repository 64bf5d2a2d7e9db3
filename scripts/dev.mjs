#!/usr/bin/env node
// `npm run dev`: `npm start` with the front ends served from source by webpack's dev server (hot
// reload), so they are not built here; everything else is built as for `npm start`, since the
// services, the gateway and the packages the front ends import (ui, web-build, ...) run built.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build } from './build.mjs';
import { ensureInstalled, ensureKcat, root } from './setup.mjs';

ensureInstalled();
if (!(await build({ filters: ['!@brigade/shell', '!@brigade/mfe-*'] })).ok) process.exit(1);
ensureKcat();
const child = spawn(process.execPath, [join(root, 'packages/dev-stack/dist/cli.js'), '--dev'], { stdio: 'inherit' });
// The stack handles Ctrl-C itself (it stops every process); wait for it to finish.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code) => process.exit(code ?? 0));
