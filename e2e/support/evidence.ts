import type { Browser, BrowserContext, BrowserContextOptions, Page, Response } from 'playwright-core';
import { screenshot } from './browser';
import { recordViolations } from './csp';

declare global {
  // Set by support/environment.ts when the running test has failed.
  var journeyFailed: boolean | undefined;
}

/**
 * How long a journey waits for one thing to appear. A loaded CI machine (both cores shared by a
 * whole product and Chromium) takes over 30 s for a cold first sign-in; speed is measured by
 * e2e/perf and load/, so a wait here only has to tell "never" from "slow".
 */
const WAIT_MS = 60_000;
const KEPT = 60;

type Watched = { context: BrowserContext; trail: string[]; violations: string[] };
let watched: Watched[] = [];

/** Forgets the browsers of the test before. */
export function forgetPeople(): void {
  watched = [];
}

/** A new person's browser (own cookies and storage), whose pages are watched for a failure report. */
export async function newPerson(
  browser: Browser,
  options: BrowserContextOptions = { viewport: { width: 1280, height: 800 } },
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(WAIT_MS);
  context.setDefaultNavigationTimeout(WAIT_MS);
  const entry: Watched = { context, trail: [], violations: [] };
  const note = (line: string) => {
    entry.trail.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (entry.trail.length > KEPT) entry.trail.shift();
  };
  context.on('page', (page) => watch(page, note));
  await recordViolations(context, entry.violations, note);
  watched.push(entry);
  return context;
}

function watch(page: Page, note: (line: string) => void): void {
  page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`navigated ${frame.url()}`));
  page.on('console', (message) => message.type() === 'error' && note(`console error: ${message.text()}`));
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  page.on('requestfailed', (request) => note(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`));
  // A listener that threw would be an unhandled rejection: the recorder must never fail a journey itself.
  page.on('response', (response) => void noteResponse(response, note).catch(() => undefined));
}

async function noteResponse(response: Response, note: (line: string) => void): Promise<void> {
  if (response.status() >= 400) note(`HTTP ${response.status()} ${response.request().method()} ${response.url()}`);
  if (!new URL(response.url()).pathname.endsWith('/graphql')) return;
  const operation = (response.request().postDataJSON() as { operationName?: string } | null)?.operationName ?? '?';
  const body = (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
  for (const error of body.errors ?? []) note(`GraphQL ${operation}: ${error.extensions?.code ?? ''} ${error.message}`);
}

/**
 * The Content-Security-Policy violations every browser of this test has seen so far, forgotten once
 * taken: a journey that provokes one takes it; support/setup.ts fails a test that leaves any.
 */
export function takeViolations(): string[] {
  return watched.flatMap(({ violations }) => violations.splice(0));
}

/** After a failed test: a screenshot of every page still open, and what each browser saw, on stderr. */
export async function reportFailure(testName: string): Promise<void> {
  const slug = testName.replace(/[^\w]+/g, '-').slice(0, 80);
  for (const [i, { context, trail }] of watched.entries()) {
    const pages = context.pages();
    for (const [p, page] of pages.entries()) {
      await screenshot(page, `failed-${slug}-${i}-${p}`).catch(() => undefined);
    }
    const where = pages.map((page) => page.url()).join(', ') || '(closed)';
    console.error(`[${testName}] browser ${i} at ${where}\n${trail.join('\n') || '(nothing noted)'}`);
  }
}
