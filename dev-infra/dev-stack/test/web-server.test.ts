import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
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

/** One request as a browser sends it, the answer's bytes as they came (fetch would decompress them). */
function get(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Chromium's header: gzip listed before br, brotli still preferred.
const CHROMIUM = 'gzip, deflate, br, zstd';

describe("web-server.js: the build's precompressed files and cache headers", () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-server-compressed-'));
  // As packages/web-build writes them: [name].[contenthash].js with .br and .gz beside what the browser loads.
  const chunk = Buffer.from(
    `(self.webpackChunk=self.webpackChunk||[]).push([[560],{${'1:function(e){e.exports="mise en place";},'.repeat(200)}}]);`,
  );
  const page = Buffer.from(
    `<!doctype html><html><head><script defer src="/main.0123456789abcdef0123.js"></script></head><body>${'<p>Brigade</p>'.repeat(100)}</body></html>`,
  );
  const manifest = Buffer.from(JSON.stringify({ id: 'mfe_auth', exposes: Array.from({ length: 40 }, (_, i) => ({ path: `./Page${i}` })) }));
  const files: Record<string, Buffer> = { 'main.0123456789abcdef0123.js': chunk, 'index.html': page, 'mf-manifest.json': manifest };
  let shell: { url: string; child: ChildProcess };
  let remote: { url: string; child: ChildProcess };

  beforeAll(async () => {
    for (const [name, bytes] of Object.entries(files)) {
      writeFileSync(join(dist, name), bytes);
      writeFileSync(join(dist, `${name}.br`), brotliCompressSync(bytes));
      writeFileSync(join(dist, `${name}.gz`), gzipSync(bytes));
    }
    writeFileSync(join(dist, 'remoteEntry.js'), 'var mfe_auth;');
    shell = await serve(['--dir', dist, '--spa', '--config', JSON.stringify(CONFIG)]);
    remote = await serve(['--dir', dist]);
  });

  afterAll(() => {
    shell?.child.kill();
    remote?.child.kill();
  });

  it.each([CHROMIUM, 'br', 'gzip;q=0.5, br;q=1', '*'])(
    'answers Accept-Encoding: %s with brotli that decompresses to the file',
    async (accept) => {
      const raw = await get(`${remote.url}/main.0123456789abcdef0123.js`);
      const res = await get(`${remote.url}/main.0123456789abcdef0123.js`, { 'accept-encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.body).equals(chunk)).toBe(true);
      expect(res.body.length).toBeLessThan(chunk.length / 5);
      expect(res.headers['content-length']).toBe(String(res.body.length));
      expect(res.headers['content-type']).toBe(raw.headers['content-type']);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      // The security headers stay on the compressed answer.
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it.each(['gzip', 'gzip, deflate', 'br;q=0, gzip'])(
    'answers Accept-Encoding: %s with gzip that decompresses to the file',
    async (accept) => {
      const res = await get(`${remote.url}/main.0123456789abcdef0123.js`, { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.body).equals(chunk)).toBe(true);
      expect(res.headers['content-length']).toBe(String(res.body.length));
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    },
  );

  it.each(['(no header)', 'identity', 'deflate', 'br;q=0, gzip;q=0'])(
    'answers Accept-Encoding: %s with the file itself',
    async (accept) => {
      const res = await get(`${remote.url}/main.0123456789abcdef0123.js`, accept === '(no header)' ? {} : { 'accept-encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.equals(chunk)).toBe(true);
      expect(res.headers['content-length']).toBe(String(chunk.length));
      // Caches keep the encodings apart.
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    },
  );

  it('answers HEAD with the headers of the brotli answer and no body', async () => {
    const res = await get(`${remote.url}/main.0123456789abcdef0123.js`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(chunk).length);
    expect(res.body.length).toBe(0);
  });

  it("sends the shell's page (a deep link and /index.html) and a remote's manifest compressed, never cached", async () => {
    for (const url of [`${shell.url}/login`, `${shell.url}/auth/admin/recipes`, `${shell.url}/index.html`]) {
      const res = await get(url, { 'accept-encoding': CHROMIUM });
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.body).equals(page)).toBe(true);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const res = await get(`${remote.url}/mf-manifest.json`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).equals(manifest)).toBe(true);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps a content-hashed file a year and has index.html, mf-manifest.json, remoteEntry.js and config.json revalidated', async () => {
    expect((await get(`${remote.url}/main.0123456789abcdef0123.js`)).headers['cache-control']).toBe(IMMUTABLE);
    for (const url of [
      `${shell.url}/login`,
      `${shell.url}/index.html`,
      `${remote.url}/mf-manifest.json`,
      `${remote.url}/remoteEntry.js`,
      `${shell.url}/config.json`,
    ]) {
      const res = await get(url, { 'accept-encoding': CHROMIUM });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // A missing hashed file is not the page, kept a year: the fallback stays revalidated.
    expect((await get(`${shell.url}/gone.0123456789abcdef0123.js`, { 'accept-encoding': CHROMIUM })).headers['cache-control']).toBe(
      'no-cache',
    );
  });

  it('sends no file outside the folder, compressed or not', async () => {
    const res = await get(`${remote.url}/..%2f..%2fetc%2fpasswd`, { 'accept-encoding': CHROMIUM });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
