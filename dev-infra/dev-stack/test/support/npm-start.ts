import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../src/stack';

export type BuildStamp = { ok: boolean; built: string[]; upToDate: string[]; failed: string[] };

export type Started = { output: string; shellUrl: string; gatewayUrl: string; stop(): Promise<string> };

/** Every port `npm start` opens, free ones, so the test runs beside a developer's `npm start`. */
export async function freePorts(): Promise<NodeJS.ProcessEnv> {
  const names = ['MONGO_PORT', 'MAIL_SMTP_PORT', 'MAIL_HTTP_PORT', 'GATEWAY_PORT', 'SHELL_PORT'];
  names.push('IDENTITY_PORT', 'KITCHEN_PORT', 'CATALOG_PORT', 'RECIPE_PORT', 'BILLING_PORT');
  names.push('MFE_AUTH_PORT', 'MFE_SUPERADMIN_PORT', 'MFE_KITCHEN_PORT');
  const env: NodeJS.ProcessEnv = {};
  for (const name of names) env[name] = String(await freePort());
  return env;
}

/**
 * `npm start` in `dir` until it says "Brigade is up"; stop() sends Ctrl-C to the whole process
 * group and resolves with everything it printed. Rejects with the output when it exits early.
 */
export function npmStart(dir: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<Started> {
  const child = spawn('npm', ['start'], {
    cwd: dir,
    // A stock run: the machine's environment, no colour codes in what the test reads.
    env: { ...process.env, ...env, NO_COLOR: '1', FORCE_COLOR: '0', CI: '' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  // 'close', not 'exit': npm may exit on Ctrl-C before the runner it started has stopped the stack;
  // the pipe closes only when the runner (which writes into it) has exited too.
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(-child.pid, 'SIGINT');
    await exited;
    return output;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop().then((out) => reject(new Error(`npm start was not up in ${timeoutMs / 1000}s:\n${out}`)));
    }, timeoutMs);
    const check = () => {
      const up = /Brigade is up[\s\S]*Open Brigade\s+(\S+)[\s\S]*GraphQL gateway\s+(\S+)/.exec(output);
      if (!up?.[1] || !up[2]) return;
      clearTimeout(timer);
      child.stdout.off('data', check);
      resolve({ output, shellUrl: up[1], gatewayUrl: up[2], stop });
    };
    child.stdout.on('data', check);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${String(child.exitCode)}) before it was up:\n${output}`));
    });
  });
}

export function buildStamp(dir: string): BuildStamp {
  return JSON.parse(readFileSync(join(dir, '.turbo', 'last-build.json'), 'utf8')) as BuildStamp;
}

export const tempDir = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));
