import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { until } from '@brigade/test-kit';

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
    // The output is what it reads, so a start that never gets ready shows what serve.js printed.
    await until(
      () => output,
      (printed) => /dev-server ready/.test(printed) || child.exitCode !== null,
      { timeoutMs: 50_000, what: "serve.js's ready line" },
    );
    if (child.exitCode !== null) throw new Error(`serve.js exited (${child.exitCode}):\n${output}`);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, output: () => output, stop };
}
