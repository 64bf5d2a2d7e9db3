import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { until } from '@brigade/test-kit';
import WebSocket from 'ws';
import { ROOT, startDevServer, type DevServer } from './support';

type Message = { type: string; data?: unknown };

/**
 * mfe-auth's dev server, from a copy of the app in a temporary folder so that the source change
 * below never touches the repository. The copy reaches the repository's packages through a
 * node_modules of links (its own, so webpack's cache and federation files stay in the copy).
 */
function copyOfMfeAuth(): string {
  const dir = mkdtempSync(join(tmpdir(), 'brigade-dev-mfe-auth-'));
  for (const entry of ['src', 'package.json', 'webpack.config.js'])
    cpSync(join(ROOT, 'mfe-auth', entry), join(dir, entry), { recursive: true });
  mkdirSync(join(dir, 'node_modules'));
  for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
    if (entry !== '.cache') symlinkSync(join(ROOT, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  return dir;
}

describe('the dev server of a remote (mfe-auth)', () => {
  let dir: string;
  let server: DevServer | undefined;
  let socket: WebSocket | undefined;

  beforeAll(async () => {
    dir = copyOfMfeAuth();
    server = await startDevServer(dir);
  });

  afterAll(async () => {
    socket?.close();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the manifest and the remote entry with CORS for the shell', async () => {
    const manifest = await fetch(`${server?.url}/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await manifest.json()) as { name: string }).name).toBe('mfe_auth');
    const entry = await fetch(`${server?.url}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    const code = await entry.text();
    expect(code).toContain('mfe_auth');
    // The hot-update runtime is in the remote entry itself, so a remote loaded into the shell is updated too.
    expect(code).toContain('webpackHotUpdatemfe_auth');
  });

  it('pushes a rebuild to the page after a source change, with the new code as a hot update', async () => {
    const messages: Message[] = [];
    // The page is the shell's, on another port of the same host.
    socket = new WebSocket(`${server?.url.replace('http', 'ws')}/ws`, { origin: 'http://127.0.0.1:3000' });
    socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as Message));
    const hashes = () => messages.filter((m) => m.type === 'hash').map((m) => String(m.data));
    await until(
      () => messages,
      (seen) => seen.some((m) => m.type === 'ok'),
      { timeoutMs: 10_000, what: "the dev server's first ok" },
    );
    const [before] = hashes();

    const app = join(dir, 'src', 'App.tsx');
    writeFileSync(app, readFileSync(app, 'utf8').replace('path="/toc"', 'path="/toc-hot-update-marker"'));
    await until(
      () => messages,
      (seen) => hashes().length > 1 && seen.at(-1)?.type === 'ok',
      { timeoutMs: 30_000, what: 'a rebuild pushed to the page' },
    );
    expect(hashes().at(-1)).not.toBe(before);
    expect(messages.some((m) => m.type === 'invalid')).toBe(true);

    // What the remote's runtime in the page fetches next: the update manifest for its old hash, then the chunks.
    const update = await fetch(`${server?.url}/mfe_auth.${before}.hot-update.json`);
    expect(update.status).toBe(200);
    const { c: chunks } = (await update.json()) as { c: (string | number)[] };
    expect(chunks.length).toBeGreaterThan(0);
    const bodies = await Promise.all(chunks.map(async (id) => (await fetch(`${server?.url}/${id}.${before}.hot-update.js`)).text()));
    expect(bodies.join('\n')).toContain('toc-hot-update-marker');
    // The manifest the shell reads next lists the rebuilt chunks, never the hot-update files.
    const manifest = JSON.stringify(await (await fetch(`${server?.url}/mf-manifest.json`)).json());
    expect(manifest).toContain('__federation_expose_App');
    expect(manifest).not.toContain('hot-update');
    expect(server?.output()).toMatch(/src\/App\.tsx changed, compiled in \d+\.\ds/);
  });
});
