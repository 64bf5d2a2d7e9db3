// `npm run check:k6` in load/: k6 is not installable here, so each k6 script runs in Node under
// k6's module rules (loader.mjs) against a fresh stack: setup() seeds, 3 virtual users make 2
// iterations each, and every check must pass. It proves the scripts load, seed and send what
// they check; k6 itself measures. recipe-list.k6.ts is left out: it needs bench:recipes' seed.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const { startStack } = createRequire(import.meta.url)('@brigade/dev-stack');
const here = fileURLToPath(new URL('.', import.meta.url));
const scenarios = fileURLToPath(new URL('../scenarios/', import.meta.url));
// LOAD_SCENARIOS (comma-separated names, as for the bench) runs only those.
const only = process.env.LOAD_SCENARIOS?.split(',');
const scripts = readdirSync(scenarios).filter(
  (f) => f.endsWith('.k6.ts') && f !== 'recipe-list.k6.ts' && (!only || only.includes(f.slice(0, -'.k6.ts'.length))),
);

const stack = await startStack({
  seed: true,
  output: 'silent',
  ports: { mongo: 0, gateway: 0, services: { identity: 0, kitchen: 0, catalog: 0, recipe: 0, billing: 0 } },
});
const failed = [];
try {
  for (const script of scripts) {
    process.stdout.write(`${script}: `);
    try {
      const out = execFileSync(process.execPath, ['--import', './register.mjs', 'drive.mjs', scenarios + script, stack.gatewayUrl], {
        cwd: here,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      process.stdout.write(out.split('\n').filter(Boolean).pop() + '\n');
    } catch (error) {
      failed.push(script);
      process.stdout.write(`FAILED ${error.stdout ?? ''}\n`);
    }
  }
} finally {
  await stack.stop();
}
if (failed.length) {
  process.stderr.write(`k6 scripts failed: ${failed.join(', ')}\n`);
  process.exitCode = 1;
}
