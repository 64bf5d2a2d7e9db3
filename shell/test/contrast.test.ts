import { contrast, textOn } from '../src/preferences/contrast';
import { theme } from 'antd';
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
