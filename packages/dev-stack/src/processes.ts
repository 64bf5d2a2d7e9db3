import { spawn, type ChildProcess } from 'node:child_process';

export type Output = 'inherit' | 'silent';

export type Managed = { name: string; child: ChildProcess; stop(): Promise<void>; kill(): Promise<void> };

const COLORS = [36, 35, 33, 32, 34, 31];

/** Spawns `node <script>` with a name-prefixed output, and a stop() that sends SIGTERM then waits. */
export function launch(name: string, args: string[], env: NodeJS.ProcessEnv, output: Output, index = 0): Managed {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `\u001b[${COLORS[index % COLORS.length]}m${name.padEnd(10)}\u001b[0m│ `;
  const forward = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    if (output === 'silent') return;
    for (const line of chunk.toString().split('\n')) if (line) stream.write(`${prefix}${line}\n`);
  };
  child.stdout?.on('data', forward(process.stdout));
  child.stderr?.on('data', forward(process.stderr));
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    name,
    child,
    kill: () => {
      child.kill('SIGKILL');
      return exited;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Resolves with the first capture of `pattern` in the child's stdout. */
export function waitForLine(managed: Managed, pattern: RegExp, timeoutMs = 30_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`${managed.name} did not print ${String(pattern)} in time`)), timeoutMs);
    managed.child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = pattern.exec(seen);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    managed.child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${managed.name} exited (${String(code)}) before it was ready`));
    });
  });
}

/** Polls an HTTP URL until it answers 2xx. */
export async function waitForHttp(name: string, url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} was not ready at ${url} within ${timeoutMs / 1000}s`);
}

/** Runs `node <script>` to completion (seeds). */
export function runToEnd(name: string, args: string[], env: NodeJS.ProcessEnv, output: Output): Promise<void> {
  const managed = launch(name, args, env, output);
  return new Promise((resolve, reject) => {
    managed.child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${name} failed with exit code ${String(code)}`))));
  });
}
