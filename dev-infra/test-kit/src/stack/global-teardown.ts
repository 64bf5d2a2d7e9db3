import { rmSync } from 'node:fs';
import { SHARED_STACK_DIR } from './protocol';
import { takeHost } from './global-setup';

/** jest `globalTeardown`: stops the shared stack, if a test file started it, once every file has run. */
export default async function globalTeardown(): Promise<void> {
  const host = takeHost();
  if (!host) return;
  clearInterval(host.poll);
  await host.starting;
  await host.stack?.stop();
  rmSync(host.dir, { recursive: true, force: true });
  delete process.env[SHARED_STACK_DIR];
}
