import { contrast, readableOn, textOn } from '../src/preferences/contrast';
import { brigadeTheme } from '../src/preferences/theme';

test('text on the accent is whichever of white and near-black reads at least 4.5:1', () => {
  expect(contrast('#ffffff', '#fa8c16')).toBeLessThan(4.5);
  expect(textOn('#fa8c16')).toBe('#141414');
  expect(contrast(textOn('#fa8c16'), '#fa8c16')).toBeGreaterThanOrEqual(4.5);
  // An administrator's dark accent keeps white text.
  expect(textOn('#1d39c4')).toBe('#ffffff');
});

test("the light theme's links are the accent darkened to 4.5:1 on white; the dark theme keeps the accent", () => {
  const link = readableOn('#fa8c16', '#ffffff');
  expect(contrast(link, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  expect(brigadeTheme(false).token?.colorLink).toBe(link);
  expect(brigadeTheme(true).token?.colorLink).toBe('#fa8c16');
  expect(brigadeTheme(true).token?.colorTextLightSolid).toBe('#141414');
});
