import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { ROOT, startDevServer, type DevServer } from './support';

/** A stand-in gateway: answers every request with what it received. */
function echoServer(): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ method: req.method, url: req.url, host: req.headers.host, body }));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    });
  });
}

const CONFIG = {
  graphqlUrl: '/graphql',
  remotes: {
    mfe_auth: 'http://127.0.0.1:3101/mf-manifest.json',
    mfe_superadmin: 'http://127.0.0.1:3102/mf-manifest.json',
    mfe_kitchen: 'http://127.0.0.1:3103/mf-manifest.json',
  },
  storeLinks: {},
};

// The shell's own folder, read only: nothing here changes a source file.
describe('the dev server of the shell', () => {
  let gateway: { server: Server; origin: string };
  let shell: DevServer | undefined;

  beforeAll(async () => {
    gateway = await echoServer();
    shell = await startDevServer(join(ROOT, 'shell'), { SHELL_CONFIG: JSON.stringify(CONFIG), GATEWAY_ORIGIN: gateway.origin });
  });

  afterAll(async () => {
    await shell?.stop();
    await new Promise((resolve) => gateway?.server.close(resolve));
  });

  it('serves the run-time /config.json it was given, never cached', async () => {
    const res = await fetch(`${shell?.url}/config.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual(CONFIG);
  });

  it('proxies /graphql, /api and /media to the gateway', async () => {
    const query = JSON.stringify({ query: '{ __typename }' });
    const graphql = await fetch(`${shell?.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: query });
    expect(graphql.status).toBe(200);
    expect(await graphql.json()).toEqual({ method: 'POST', url: '/graphql', host: gateway.origin.replace('http://', ''), body: query });
    for (const path of ['/api/uploads', '/media/abc.png']) {
      expect(((await (await fetch(`${shell?.url}${path}`)).json()) as { url: string }).url).toBe(path);
    }
  });

  it('answers deep links with the page, and serves its manifest and public files', async () => {
    const page = await fetch(`${shell?.url}/auth/admin/kitchens`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<div id="root">');
    expect(html).toMatch(/<script defer src="\/main\.js">/);
    expect((await fetch(`${shell?.url}/mf-manifest.json`)).status).toBe(200);
    expect((await fetch(`${shell?.url}/silent-check-sso.html`)).status).toBe(200);
  });

  it("sends production's security headers (src/csp.ts), its policy also allowing eval for webpack's dev source maps", async () => {
    const page = await fetch(`${shell?.url}/verify-email?verifyToken=abc`, { headers: { accept: 'text/html' } });
    const policy = page.headers.get('content-security-policy') ?? '';
    const scripts = policy.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    expect(scripts).toBe(
      "script-src 'self' http://127.0.0.1:3101 http://127.0.0.1:3102 http://127.0.0.1:3103 https://js.stripe.com https://*.js.stripe.com 'unsafe-eval'",
    );
    expect(policy).toMatch(/; frame-ancestors 'none'$/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const sso = await fetch(`${shell?.url}/silent-check-sso.html`);
    expect(sso.headers.get('content-security-policy')).toMatch(/; frame-ancestors 'self'$/);
    expect((await fetch(`${shell?.url}/config.json`)).headers.get('referrer-policy')).toBe('no-referrer');
  });
});
