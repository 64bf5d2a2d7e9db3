import { spawn, type ChildProcess } from 'node:child_process';

export type Output = 'inherit' | 'silent';

export type Managed = { name: string; child: ChildProcess; stop(): Promise<void>; kill(): Promise<void> };

const COLORS = [36, 35, 33, 32, 34, 31];

/** A person is watching: colour our prefixes, and let the children colour what they print. */
const colour = process.env.FORCE_COLOR ? process.env.FORCE_COLOR !== '0' : Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
const paint = (code: number | string, text: string) => (colour ? `\u001b[${code}m${text}\u001b[0m` : text);

/** Children still running; out of the terminal's process group, they must not outlive the stack. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Spawns `node <script>` with a name-prefixed output, and a stop() that sends SIGTERM then waits.
 * Lines the child writes to stderr (Node's warnings, a crash) carry a `!` instead of `│`, so they
 * stand out without colour too.
 */
export function launch(name: string, args: string[], env: NodeJS.ProcessEnv, output: Output, index = 0): Managed {
  // The children write into a pipe, where they would leave colour out; FORCE_COLOR from the caller still wins.
  const childEnv = { ...(colour ? { FORCE_COLOR: '1' } : {}), ...process.env, ...env };
  // Its own process group: Ctrl-C in the terminal reaches only the stack, which stops the children
  // in order (services before Kafka and MongoDB), instead of every process at once.
  const child = spawn(process.execPath, args, { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const label = paint(COLORS[index % COLORS.length] ?? 0, name.padEnd(15));
  const forward = (stream: NodeJS.WritableStream, prefix: string) => (chunk: Buffer) => {
    if (output === 'silent') return;
    for (const line of chunk.toString().split('\n')) if (line) stream.write(`${prefix}${line}\n`);
  };
  child.stdout?.on('data', forward(process.stdout, `${label}│ `));
  child.stderr?.on('data', forward(process.stderr, `${label}${paint('1;31', '!')} `));
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
