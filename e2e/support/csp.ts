import type { BrowserContext } from 'playwright-core';

/**
 * Records every Content-Security-Policy violation in a person's browser (each page and frame), so
 * that every journey proves the product runs under its policy: support/setup.ts fails a test that
 * leaves one behind. A journey that provokes one on purpose takes it with `takeViolations`.
 * The browser's `securitypolicyviolation` event, not its console: Chromium's "Refused to …" lines
 * are not console API calls, and the event names the directive and what it blocked.
 */
export async function recordViolations(context: BrowserContext, seen: string[], note: (line: string) => void): Promise<void> {
  await context.exposeBinding('__brigadeCspViolation', (_source, text: string) => {
    seen.push(text);
    note(`CSP violation: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __brigadeCspViolation?: (text: string) => Promise<void> }).__brigadeCspViolation;
      const where = `${location.pathname} ${event.sourceFile || ''}:${event.lineNumber}`;
      void report?.(`${event.effectiveDirective} refused ${event.blockedURI || '(no URL)'} on ${where} (${event.disposition})`);
    });
  });
}
