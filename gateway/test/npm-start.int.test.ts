// Owns its stack: it runs `npm start`'s runner (dev-stack's cli.js) on ports and a data directory of its own, and stops it with Ctrl-C.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ROOT } from '@brigade/dev-stack';

test('the npm start stack comes up ready, answers a federated query, and stops cleanly on Ctrl-C', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'brigade-start-'));
  const [mongo, gateway, identity, kitchen, catalog, recipe, billing, shell, auth, superadmin, kitchenUi] = await Promise.all(
    Array.from({ length: 11 }, () => freePort()),
  );
  const child = spawn(process.execPath, [join(ROOT, 'dev-infra/dev-stack/dist/cli.js')], {
    env: {
      ...process.env,
      BRIGADE_DATA_DIR: dataDir,
      MONGO_PORT: String(mongo),
      GATEWAY_PORT: String(gateway),
      IDENTITY_PORT: String(identity),
      KITCHEN_PORT: String(kitchen),
      CATALOG_PORT: String(catalog),
      RECIPE_PORT: String(recipe),
      BILLING_PORT: String(billing),
      SHELL_PORT: String(shell),
      MFE_AUTH_PORT: String(auth),
      MFE_SUPERADMIN_PORT: String(superadmin),
      MFE_KITCHEN_PORT: String(kitchenUi),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const deadline = Date.now() + 90_000;
    while (!output.includes('Brigade is up') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(output).toContain('Brigade is up');
    expect(output).toContain('superadmin@brigade.local');
    expect(output).toContain(`Open Brigade      http://127.0.0.1:${shell}`);
    const shellConfig = (await (await fetch(`http://127.0.0.1:${shell}/config.json`)).json()) as { remotes: Record<string, string> };
    for (const manifest of Object.values(shellConfig.remotes)) expect((await fetch(manifest)).status).toBe(200);

    const base = `http://127.0.0.1:${gateway}`;
    const ready = await fetch(`${base}/readyz`);
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { revocations: true },
      dependencies: { identity: true, kitchen: true, catalog: true, recipe: true, billing: true },
    });
    const signIn = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation { Authenticate(input: { email: "admin@demo.brigade.local", password: "Brigade!2026" }) { token } }',
      }),
    });
    const token = ((await signIn.json()) as { data: { Authenticate: { token: string } } }).data.Authenticate.token;
    const kitchenReply = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ getKitchenById(id: "64b000000000000000000001") { name owner { email } } }' }),
    });
    expect(await kitchenReply.json()).toEqual({
      data: { getKitchenById: { name: 'Demo Kitchen', owner: { email: 'admin@demo.brigade.local' } } },
    });
  } finally {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    rmSync(dataDir, { recursive: true, force: true });
  }
  for (const port of [shell, auth, superadmin, kitchenUi, gateway, identity, kitchen, catalog, recipe, billing, mongo]) {
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  }
}, 120_000);
