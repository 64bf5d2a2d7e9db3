#!/usr/bin/env node
// `npm run codegen`: writes the GraphQL types of codegen.mts. `--check` (npm test, `npm run typecheck`)
// writes nothing and fails, naming the file, when a document does not validate against the schema
// or a generated file is not what its documents and schema give now. The CLI's own `--check` hides
// the validation message behind its progress display, hence this runner.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { generate } from '@graphql-codegen/cli';

const root = join(import.meta.dirname, '..');
// codegen.mts names every file from the root.
process.chdir(root);
const { default: config } = await import('../codegen.mts');
const check = process.argv.includes('--check');

let outputs;
try {
  outputs = await generate({ ...config, cwd: root, silent: true }, false);
} catch (error) {
  process.stderr.write(`GraphQL codegen failed:\n${describe(error)}\n`);
  process.exit(1);
}
const stale = [];
for (const { filename, content } of outputs) {
  const path = join(root, filename);
  const current = existsSync(path) ? readFileSync(path, 'utf8') : null;
  if (current === content) continue;
  if (check) stale.push(filename);
  else {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
    process.stdout.write(`wrote ${filename}\n`);
  }
}
if (stale.length) {
  process.stderr.write(`Generated GraphQL types are out of date (run npm run codegen):\n${stale.map((f) => `  ${f}`).join('\n')}\n`);
  process.exit(1);
}

function describe(error) {
  const inner = error?.errors ?? error?.cause?.errors;
  if (Array.isArray(inner) && inner.length) return inner.map(describe).join('\n');
  return String(error?.details ?? error?.message ?? error);
}
