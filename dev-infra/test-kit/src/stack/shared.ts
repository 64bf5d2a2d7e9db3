import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sendByDefault } from '../graphql';
import { until } from '../until';
import { FAILED, READY, SHARED_STACK_DIR, WANTED, type SharedStackInfo } from './protocol';

export type SharedStack = SharedStackInfo & {
  /**
   * The client address this test file's `gql` and `signIn` calls to the gateway come from: sent as
   * X-Forwarded-For, which the shared gateway believes (TRUST_PROXY=loopback), so identity's
   * per-address limits (sign-in failures, invitations, registrations, forms) count each file apart.
   */
  clientAddress: string;
};

let counter = 0;

/**
 * A string no other call, file or process makes: a counter, the process id and a random part, in
 * lower-case letters and digits (fit for e-mail addresses and names).
 */
export function unique(): string {
  counter += 1;
  return `${counter.toString(36)}${process.pid.toString(36)}${randomBytes(4).toString('hex')}`;
}

/** A fresh client address (IPv6 documentation range, RFC 3849), for a test that plays several clients. */
export function clientAddress(): string {
  const groups = Array.from({ length: 6 }, () =>
    randomBytes(2)
      .toString('hex')
      .replace(/^0+(?=.)/, ''),
  );
  return `2001:db8:${groups.join(':')}`;
}

let connected: Promise<SharedStack> | undefined;

/**
 * The stack every file of this jest run shares (started by the kit's globalSetup on the first call
 * of the run, stopped by its globalTeardown). The same answer for every call in a file; the file's
 * `gql` and `signIn` calls to its gateway then come from the file's own client address.
 */
export function sharedStack(): Promise<SharedStack> {
  connected ??= connect();
  return connected;
}

async function connect(): Promise<SharedStack> {
  const dir = process.env[SHARED_STACK_DIR];
  if (!dir) {
    throw new Error(
      "sharedStack(): this jest run has no shared stack; the workspace's jest.config.js must name " +
        "@brigade/test-kit's stack/global-setup and stack/global-teardown (dev-infra/test-kit/README.md)",
    );
  }
  if (!existsSync(join(dir, READY))) writeFileSync(join(dir, WANTED), String(process.pid));
  const read = (): SharedStackInfo | { error: string } | undefined => {
    if (existsSync(join(dir, READY))) return JSON.parse(readFileSync(join(dir, READY), 'utf8')) as SharedStackInfo;
    if (existsSync(join(dir, FAILED))) return JSON.parse(readFileSync(join(dir, FAILED), 'utf8')) as { error: string };
    return undefined;
  };
  const found = await until(read, (value) => value !== undefined, { timeoutMs: 300_000, intervalMs: 100, what: 'the shared stack' });
  if (!found || 'error' in found) throw new Error(`the shared stack did not start: ${found?.error ?? 'no reason given'}`);
  const address = clientAddress();
  sendByDefault(found.gatewayUrl, { 'x-forwarded-for': address });
  return { ...found, clientAddress: address };
}
