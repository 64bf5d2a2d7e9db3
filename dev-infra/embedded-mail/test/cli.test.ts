import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Message, MessageSummary } from '../src';

// `npm test` builds first; this runs the compiled bin as dev-stack does.
const CLI = join(__dirname, '..', 'dist', 'cli.js');

let dir: string;
let child: ChildProcess | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'embedded-mail-cli-'));
});

afterAll(async () => {
  if (child?.pid && child.exitCode === null && child.signalCode === null) process.kill(child.pid, 'SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

function exited(process: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (process.exitCode !== null) resolve(process.exitCode);
    else process.once('exit', (code) => resolve(code));
  });
}

test('the CLI prints one ready line, receives mail over SMTP, serves it over HTTP and exits cleanly on SIGTERM', async () => {
  const started = spawn(process.execPath, [CLI, '--smtp-port', '0', '--http-port', '0', '--dir', dir, '--quiet'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = started;
  let stdout = '';
  let stderr = '';
  started.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  started.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const ready = await new Promise<RegExpExecArray>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line: ${stdout} ${stderr}`)), 15_000);
    started.stdout?.on('data', () => {
      const match = /^embedded-mail ready (smtp:\/\/127\.0\.0\.1:\d+) (http:\/\/127\.0\.0\.1:\d+)\n/.exec(stdout);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    });
    started.once('exit', (code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
  const [, smtpUrl = '', httpUrl = ''] = ready;

  const transport = createTransport(smtpUrl);
  await transport.sendMail({ from: 'no-reply@brigade.local', to: 'cook@demo.brigade.local', subject: 'From the CLI', text: 'hello' });
  transport.close();
  const list = (await (await fetch(`${httpUrl}/api/messages?to=cook@demo.brigade.local`)).json()) as MessageSummary[];
  expect(list.map((m) => m.subject)).toEqual(['From the CLI']);
  const full = (await (await fetch(`${httpUrl}/api/messages/${list[0]?.id}`)).json()) as Message;
  expect(full.text).toBe('hello\n');
  expect((await readdir(dir)).sort()).toEqual([`${full.id}.eml`, `${full.id}.json`]);

  process.kill(started.pid ?? 0, 'SIGTERM');
  expect(await exited(started)).toBe(0);
  expect(stdout).toBe(ready[0]);
  expect(stderr).toBe('');
});

test('the CLI refuses a bad port with a message and exit code 1', async () => {
  const started = spawn(process.execPath, [CLI, '--smtp-port', 'seventy'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  started.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  expect(await exited(started)).toBe(1);
  expect(stderr).toContain('--smtp-port must be 0-65535, got seventy');
});
