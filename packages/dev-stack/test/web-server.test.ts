import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../src/stack';

// dist/web-server.js as the stack runs it (the root npm test builds first), on a folder standing in for a build.
const SERVER = join(__dirname, '..', 'dist', 'web-server.js');

const CONFIG = {
  graphqlUrl: '/graphql',
  remotes: { mfe_auth: 'http://127.0.0.1:3101/mf-manifest.json', mfe_kitchen: 'http://127.0.0.1:3103/mf-manifest.json' },
  keycloak: { url: 'http://127.0.0.1:8180', realm: 'brigade', clientId: 'brigade-web' },
};

async function serve(args: string[]): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER, ...args, '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('web-server ready') && resolve());
    child.once('exit', (code) => reject(new Error(`web-server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

const directive = (policy: string | null, name: string) => (policy ?? '').split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('web-server.js: the security headers of every answer', () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-server-'));
  const publicDir = join(dist, 'public');
  let shell: { url: string; child: ChildProcess };
  let remote: { url: string; child: ChildProcess };

  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'remoteEntry.js'), 'var mfe_auth;');
    mkdirSync(publicDir);
    writeFileSync(join(publicDir, 'silent-check-sso.html'), '<!doctype html>');
    shell = await serve(['--dir', dist, '--public', publicDir, '--spa', '--config', JSON.stringify(CONFIG)]);
    remote = await serve(['--dir', dist]);
  });

  afterAll(() => {
    shell?.child.kill();
    remote?.child.kill();
  });

  it("the shell's pages: a policy naming the config's remotes and Keycloak, no inline script, no framing, no referrer, nosniff", async () => {
    const res = await fetch(`${shell.url}/forgot-password?resetToken=abc`);
    expect(res.status).toBe(200);
    const policy = res.headers.get('content-security-policy');
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' http://127.0.0.1:3101 http://127.0.0.1:3103 https://js.stripe.com https://*.js.stripe.com",
    );
    expect(directive(policy, 'connect-src')).toContain('http://127.0.0.1:8180');
    expect(directive(policy, 'frame-src')).toContain('http://127.0.0.1:8180');
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("lets the shell frame only keycloak-js's silent-check-sso.html, and /config.json carries the headers too", async () => {
    const sso = await fetch(`${shell.url}/silent-check-sso.html`);
    expect(directive(sso.headers.get('content-security-policy'), 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(sso.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const config = await fetch(`${shell.url}/config.json`);
    expect(config.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('a remote (no config): the strict policy of its own origin, on its entry too', async () => {
    const res = await fetch(`${remote.url}/remoteEntry.js`);
    expect(res.status).toBe(200);
    expect(directive(res.headers.get('content-security-policy'), 'script-src')).toBe(
      "script-src 'self' https://js.stripe.com https://*.js.stripe.com",
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
