/**
 * How the jest process that owns the shared stack (global-setup.ts) and the test files that use it
 * (shared.ts) find each other: a directory named by an environment variable, which jest's workers
 * inherit. A test file asks for the stack by writing WANTED; the owner starts it once and writes
 * READY (the stack's addresses) or FAILED (why not), each by rename, so a reader never sees half a file.
 */
export const SHARED_STACK_DIR = 'BRIGADE_SHARED_STACK_DIR';
export const WANTED = 'wanted';
export const READY = 'stack.json';
export const FAILED = 'failed.json';

/** What a test file gets of the shared stack: its addresses and the key the gateway signs claims with. */
export type SharedStackInfo = {
  gatewayUrl: string;
  serviceUrls: Record<string, string>;
  /** The embedded mailbox (HTML page and /api/messages). */
  mailUrl: string;
  mongoUri: string;
  kafkaBrokers: string;
  internalSigningKey: string;
};
