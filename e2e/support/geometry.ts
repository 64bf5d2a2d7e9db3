import type { Locator, Page } from 'playwright-core';

export type Box = { x: number; y: number; width: number; height: number };

/** Where an element is drawn, or an error naming it when it is not drawn at all. */
export async function boxOf(locator: Locator, what: string): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${what} is not on the page`);
  return box;
}

/** Whether the whole box lies inside the window as it is scrolled now (a px of rounding allowed). */
export function insideViewport(box: Box, viewport: { width: number; height: number }): boolean {
  return box.x >= -1 && box.y >= -1 && box.x + box.width <= viewport.width + 1 && box.y + box.height <= viewport.height + 1;
}

/** Every match of the locator, each as 'text: inside | outside (y=…)' so a failure says which line left the screen. */
export async function outsideViewport(page: Page, locator: Locator): Promise<string[]> {
  const viewport = page.viewportSize()!;
  const outside: string[] = [];
  for (const item of await locator.all()) {
    const box = await boxOf(item, 'a matched element');
    if (!insideViewport(box, viewport))
      outside.push(`${(await item.innerText()).slice(0, 40)} at y=${Math.round(box.y)}–${Math.round(box.y + box.height)}`);
  }
  return outside;
}

type TapTarget = { name: string; width: number; height: number };

/**
 * Everything a person can tap that is on screen: links, buttons, form controls and ARIA widgets, each with its
 * drawn size (an antd input's affix wrapper, a select's box, a radio's or checkbox's label, not the bare input).
 */
function tapTargets(page: Page): Promise<TapTarget[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=switch], [role=tab], [role=combobox], [role=checkbox], [role=radio], [role=link]';
    const wrappers =
      '.ant-input-affix-wrapper, .ant-input-number, .ant-select, .ant-radio-button-wrapper, .ant-checkbox-wrapper, .ant-radio-wrapper';
    const seen = new Set<Element>();
    const targets: TapTarget[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const target = element.closest<HTMLElement>(wrappers) ?? element;
      if (seen.has(target)) continue;
      seen.add(target);
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(target).visibility === 'hidden' || target.closest('[aria-hidden=true]'))
        continue;
      if (box.bottom < 0 || box.top > innerHeight || box.right < 0 || box.left > innerWidth) continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30);
      targets.push({ name: `${element.tagName.toLowerCase()} "${name}"`, width: box.width, height: box.height });
    }
    return targets;
  });
}

/** The tap targets on screen smaller than `min` px either way, as 'tag "name" w×h'. */
export async function smallTapTargets(page: Page, min = 44): Promise<string[]> {
  return (await tapTargets(page))
    .filter((target) => target.width < min || target.height < min)
    .map((target) => `${target.name} ${Math.round(target.width)}×${Math.round(target.height)}`);
}

/** The smallest tap target on screen, in px (its shorter side), for the figures. */
export async function smallestTapTarget(page: Page): Promise<number> {
  return Math.round(Math.min(...(await tapTargets(page)).map((target) => Math.min(target.width, target.height))));
}

/**
 * Of a table's column headers, the ones not fully in sight: outside the window, or outside the table's own
 * scrolling box (what `scroll.x` lets slide out of a card).
 */
export async function hiddenHeaders(page: Page, headers: string[]): Promise<string[]> {
  const table = page.locator('.ant-table-container').first();
  const area = await boxOf(table, 'the table');
  const viewport = page.viewportSize()!;
  const hidden: string[] = [];
  for (const header of headers) {
    const cell = page
      .locator('.ant-table-thead th')
      .filter({ hasText: new RegExp(`^${header.replace(/[/()]/g, '\\$&')}$`) })
      .first();
    const box = await cell.boundingBox();
    const inside =
      box !== null && box.x >= area.x - 1 && box.x + box.width <= area.x + area.width + 1 && box.x + box.width <= viewport.width + 1;
    if (!inside) hidden.push(box ? `${header} at x=${Math.round(box.x)}–${Math.round(box.x + box.width)}` : `${header} (no such column)`);
  }
  return hidden;
}
