#!/usr/bin/env node
// `npm start`: install, build what changed, then run the whole product (dev-infra/dev-stack) until Ctrl-C.
// `npm run dev` (`--dev`): the same, with the front ends served from source by webpack's dev server
// (hot reload), so they are not built here; the services, the gateway and the packages the front
// ends import (ui, web-build, ...) still run built.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build } from './build.mjs';
import { ensureInstalled, ensureKcat, ensureRuntime, root } from './setup.mjs';

const dev = process.argv.includes('--dev');
ensureInstalled();
await ensureRuntime();
if (!(await build({ filters: dev ? ['!@brigade/shell', '!@brigade/mfe-*'] : [] })).ok) process.exit(1);
ensureKcat();
const child = spawn(process.execPath, [join(root, 'dev-infra/dev-stack/dist/cli.js'), ...(dev ? ['--dev'] : [])], { stdio: 'inherit' });
// The stack handles Ctrl-C itself (it stops every process); wait for it to finish.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code) => process.exit(code ?? 0));
