import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..', '..');

/** What `npm run dev` runs per front end (dev-infra/dev-stack launches the same file). */
const SERVE = join(__dirname, '..', 'dist', 'serve.js');

export type DevServer = { url: string; output: () => string; stop: () => Promise<void> };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts serve.js for one app and resolves once its first build is served. */
export async function startDevServer(dir: string, env: NodeJS.ProcessEnv = {}): Promise<DevServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVE, '--dir', dir], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await until(
      () => /dev-server ready/.test(output) || child.exitCode !== null,
      50_000,
      () => `no ready line; output:\n${output}`,
    );
    if (child.exitCode !== null) throw new Error(`serve.js exited (${child.exitCode}):\n${output}`);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, output: () => output, stop };
}

export async function until(check: () => boolean, timeoutMs: number, describe: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(describe());
    await new Promise((r) => setTimeout(r, 100));
  }
}
