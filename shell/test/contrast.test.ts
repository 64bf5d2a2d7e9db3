import { render } from '@testing-library/react';
import { ConfigProvider, Descriptions, Tag, theme } from 'antd';
import { createElement } from 'react';
import { contrast, textOn } from '../src/preferences/contrast';
import { brigadeTheme } from '../src/preferences/theme';

test('text on the accent is whichever of white and near-black reads at least 4.5:1', () => {
  expect(contrast('#ffffff', '#fa8c16')).toBeLessThan(4.5);
  expect(textOn('#fa8c16')).toBe('#141414');
  expect(contrast(textOn('#fa8c16'), '#fa8c16')).toBeGreaterThanOrEqual(4.5);
  // An administrator's dark accent keeps white text.
  expect(textOn('#1d39c4')).toBe('#ffffff');
});

test("the light theme's links are the accent darkened to 4.5:1 on white and on the error tint; the dark theme keeps the accent", () => {
  const link = brigadeTheme(false).token?.colorLink ?? '';
  expect(contrast(link, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  // and on an emphasised row's faint red (an over-target dish on Menu costing)
  expect(contrast(link, theme.getDesignToken(brigadeTheme(false)).colorErrorBg)).toBeGreaterThanOrEqual(4.5);
  expect(link).not.toBe('#fa8c16');
  expect(brigadeTheme(true).token?.colorLink).toBe('#fa8c16');
  expect(brigadeTheme(true).token?.colorTextLightSolid).toBe('#141414');
});

test("secondary text reads at least 4.5:1 on the light theme's white and on its grey page", () => {
  const { colorTextDescription } = theme.getDesignToken(brigadeTheme(false));
  expect(contrast(colorTextDescription, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  expect(contrast(colorTextDescription, '#f5f5f5')).toBeGreaterThanOrEqual(4.5);
});

test("secondary text (12 px hints, a table cell's second line) reads at least 4.5:1 on the dark theme's cards and on a hovered row", () => {
  const { colorTextDescription } = theme.getDesignToken(brigadeTheme(true));
  expect(contrast(colorTextDescription, '#141414')).toBeGreaterThanOrEqual(4.5);
  expect(contrast(colorTextDescription, '#262626')).toBeGreaterThanOrEqual(4.5);
});

test('in the light theme a status tag (Over target, Incomplete, …) reads at least 4.5:1 on its tint and on white', () => {
  const token = theme.getDesignToken(brigadeTheme(false));
  const statuses = [
    [token.colorError, token.colorErrorBg],
    [token.colorWarning, token.colorWarningBg],
    [token.colorSuccess, token.colorSuccessBg],
    [token.colorInfo, token.colorInfoBg],
  ] as const;
  for (const [text, tint] of statuses) {
    expect(contrast(text, tint)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  }
});

test("a preset tag's text (a recipe's purple 'Private: Yes', a green 'Active') reads at least 4.5:1 on its tint, dark and light, as the page gets it", () => {
  for (const isDark of [true, false]) {
    // The CSS variables antd writes for the shell's ConfigProvider: what the tags are painted with.
    const { unmount } = render(
      createElement(ConfigProvider, { theme: brigadeTheme(isDark) }, createElement(Tag, { color: 'purple' }, 'Yes')),
    );
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
    const variable = (name: string) => [...css.matchAll(new RegExp(`--ant-${name}:(#[0-9a-f]{6})`, 'gi'))].at(-1)?.[1] ?? '';
    for (const color of ['purple', 'green', 'gold', 'red', 'blue', 'orange', 'cyan', 'magenta', 'volcano', 'geekblue', 'lime']) {
      expect(contrast(variable(`${color}-7`), variable(`${color}-1`))).toBeGreaterThanOrEqual(4.5);
    }
    unmount();
    document.head.innerHTML = '';
  }
});

test("a record's labels (Descriptions) read at least 4.5:1 on the light theme's white, as the page gets them", () => {
  const { container } = render(
    createElement(
      ConfigProvider,
      { theme: brigadeTheme(false) },
      createElement(Descriptions, { items: [{ key: 'a', label: 'Cost per portion', children: '€1.14' }] }),
    ),
  );
  const label = container.querySelector('.ant-descriptions-item-label')!;
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  const colour = [...css.matchAll(/--ant-descriptions-label-color:([^;}]+)/g)].at(-1)?.[1] ?? getComputedStyle(label).color;
  expect(contrast(onWhite(colour.trim()), '#ffffff')).toBeGreaterThanOrEqual(4.5);
});

/** A CSS colour (hex, or rgba as antd writes its text colours) as the hex it shows on white. */
function onWhite(colour: string): string {
  if (colour.startsWith('#')) return colour;
  const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return `#${[r, g, b]
    .map((c) =>
      Math.round(c * a + 255 * (1 - a))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
