import { gzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';

export type ShippedScript = { url: string; gzipBytes: number };

/** What shows that a page is usable: an element (a CSS selector) or a text somewhere on it. */
export type UsableMark = { selector: string } | { text: string };

/**
 * The JavaScript a cold page fetched before it became usable: every script whose request started
 * before `mark` first appeared in the page (a MutationObserver notes the moment, in the browser's
 * clock, which is also the clock of Playwright's request timings), each body gzipped at level 9 as
 * the web servers' precompressed `.gz` files are (the size is then the same whether a server sends
 * brotli, gzip or nothing). What the page warms up once it is on screen does not count, however
 * fast the machine. `usable` waits for it from the test's side. The page must be fresh (a new
 * browser context), or cached scripts would be missed.
 */
export async function scriptsBeforeUsable(
  page: Page,
  url: string,
  mark: UsableMark,
  usable: () => Promise<void>,
): Promise<ShippedScript[]> {
  await page.addInitScript((wanted: UsableMark) => {
    const seen = window as unknown as { __brigadeUsableAt?: number };
    const check = () => {
      if (seen.__brigadeUsableAt) return;
      const there = 'selector' in wanted ? document.querySelector(wanted.selector) : document.body?.textContent?.includes(wanted.text);
      if (there) seen.__brigadeUsableAt = performance.timeOrigin + performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  }, mark);
  const requests: Request[] = [];
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script') requests.push(request);
  };
  page.on('request', onRequest);
  await page.goto(url);
  await usable();
  page.off('request', onRequest);
  const usableAt = await page.evaluate(() => (window as unknown as { __brigadeUsableAt?: number }).__brigadeUsableAt);
  if (!usableAt) throw new Error(`the page never showed ${JSON.stringify(mark)}`);
  const shipped: ShippedScript[] = [];
  for (const request of requests) {
    const response = await request.response();
    if (!response || request.timing().startTime > usableAt) continue;
    shipped.push({ url: response.url(), gzipBytes: gzipSync(await response.body(), { level: 9 }).length });
  }
  return shipped;
}

/** For a failure message: the total, then the largest files first. */
export function describeShipped(scripts: ShippedScript[]): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
  const rows = [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).map((s) => `  ${kb(s.gzipBytes).padStart(9)}  ${s.url}`);
  return [`${kb(total)} gzipped in ${scripts.length} scripts:`, ...rows].join('\n');
}
