import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const CLI = join(__dirname, '..', '..', 'dist', 'cli.js');

export type ChildServer = { uri: string; process: ChildProcess; stderr: () => string };

/** Runs the built CLI as its own process (so it can be killed with SIGKILL) and waits for ready. */
export async function startChild(args: string[]): Promise<ChildServer> {
  const child = spawn(process.execPath, [CLI, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const uri = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /embedded-mongo ready (\S+)/.exec(stdout);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`embedded-mongo exited with ${String(code)} before it was ready: ${stderr}`)));
  });
  return { uri, process: child, stderr: () => stderr };
}

export async function killHard(server: ChildServer): Promise<void> {
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGKILL');
  await exited;
}

export async function stopGracefully(server: ChildServer): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));
  server.process.kill('SIGTERM');
  return exited;
}
