import type { Locator, Page } from 'playwright-core';

/**
 * Picks `option` in the antd Select labelled `label` inside `scope` (one ingredient row of many), as
 * a person would: type to narrow the list, click the option named exactly so ('Netherlands', not
 * 'Caribbean Netherlands'). Only in this Select's own list: the one picked before may still be
 * fading out, with every option back in it.
 */
export async function chooseIn(scope: Locator, label: string, option: string): Promise<void> {
  const page = scope.page();
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await page.keyboard.type(option);
  const list = (await input.getAttribute('aria-controls')) ?? `${await input.getAttribute('id')}_list`;
  const own = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${list}"]`) });
  // A click while the list still slides in can miss (it moves under the pointer): wait until it is still.
  await own.and(page.locator('.ant-select-dropdown:not([class*="-appear"])')).waitFor();
  const exactly = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await own.locator('.ant-select-item-option', { hasText: exactly }).click();
}

/** `chooseIn` anywhere on the page. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await chooseIn(page.locator('body'), label, option);
}

/** The smallest valid PNG (1×1), for an upload the server sniffs as an image. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
