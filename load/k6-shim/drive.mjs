// node --import ./register.mjs drive.mjs <script.k6.ts> <gatewayUrl>: the script's options, its
// setup() (data passed on as JSON, as k6 does), then ITERATIONS iterations of each of VUS virtual
// users; exits non-zero when setup throws or a check failed.
const [script, url] = process.argv.slice(2);
const VUS = 3;
const ITERATIONS = 2;
globalThis.__ENV = { GATEWAY_URL: url, VUS: String(VUS), DURATION: '1s' };
globalThis.__VU = 0;
globalThis.__ITER = 0;

const { checks } = await import('./k6.mjs');
const mod = await import(script);
if (!mod.options?.thresholds) throw new Error('no thresholds in options');
const data = mod.setup ? JSON.parse(JSON.stringify(await mod.setup())) : undefined;
for (let vu = 1; vu <= VUS; vu++) {
  for (let iter = 0; iter < ITERATIONS; iter++) {
    globalThis.__VU = vu;
    globalThis.__ITER = iter;
    mod.default(data);
  }
}
const failed = Object.entries(checks).filter(([, t]) => t.fail > 0 || t.pass === 0);
process.stdout.write(`${JSON.stringify(checks)}\n`);
if (!Object.keys(checks).length || failed.length) process.exit(1);
