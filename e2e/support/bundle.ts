import { gzipSync } from 'node:zlib';
import type { Page, Request, Response } from 'playwright-core';

export type ShippedScript = { url: string; gzipBytes: number };

/**
 * The JavaScript a cold page fetched before it became usable: every script requested until
 * `usable` resolved, each body gzipped at level 9 as the web servers' precompressed `.gz` files are
 * (the size is then the same whether a server sends brotli, gzip or nothing). The page must be
 * fresh (a new browser context), or cached scripts would be missed.
 */
export async function scriptsBeforeUsable(page: Page, url: string, usable: () => Promise<void>): Promise<ShippedScript[]> {
  const responses: Promise<Response | null>[] = [];
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script') responses.push(request.response());
  };
  page.on('request', onRequest);
  await page.goto(url);
  await usable();
  page.off('request', onRequest);
  const shipped: ShippedScript[] = [];
  for (const response of await Promise.all(responses)) {
    if (!response) continue;
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
