import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { newPerson } from './evidence';
import { startProduct, type Product } from './product';

export type Journey = { stack: Product; browser: Browser; context: BrowserContext; page: Page };

/**
 * One product and one Chromium for a test file; each journey gets its own browser context (its
 * own cookies and storage, as a separate person). Read the fields inside tests, not at load time.
 * Not a shared product: the files change the seeded platform in ways the others read (README).
 */
export function journeys({ demo = false }: { demo?: boolean } = {}): Journey {
  const j = {} as Journey;
  beforeAll(async () => {
    j.stack = await startProduct({}, 0, { demo });
    j.browser = await launchChromium();
  }, 180_000);
  afterAll(async () => {
    await j.browser?.close();
    await j.stack?.stop();
  });
  beforeEach(async () => {
    j.context = await newPerson(j.browser);
    j.page = await j.context.newPage();
  });
  afterEach(async () => {
    await j.context.close();
  });
  return j;
}
