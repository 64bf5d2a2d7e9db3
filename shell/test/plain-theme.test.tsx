import { render } from '@testing-library/react';
import { usePlainTheme } from '../src/preferences/plain-theme';

function Themed({ isDark, accent }: { isDark: boolean; accent: string | null }) {
  usePlainTheme(isDark, accent);
  return null;
}

const variable = (name: string) => document.documentElement.style.getPropertyValue(name);

test("the plain pages follow the theme: the page's background and colour scheme change with the switch", () => {
  const view = render(<Themed isDark accent={null} />);
  const dark = variable('--brigade-bg');
  expect(document.documentElement.style.colorScheme).toBe('dark');
  view.rerender(<Themed isDark={false} accent={null} />);
  expect(variable('--brigade-bg')).not.toBe(dark);
  expect(document.documentElement.style.colorScheme).toBe('light');
});

test("a kitchen's accent replaces Brigade's orange, with readable text on it, as in antd's tokens", () => {
  const view = render(<Themed isDark accent={null} />);
  expect(variable('--brigade-primary')).toBe('#fa8c16');
  expect(variable('--brigade-on-primary')).toBe('#141414');
  view.rerender(<Themed isDark accent="#1d39c4" />);
  expect(variable('--brigade-primary')).toBe('#1d39c4');
  // White reads on a dark blue; near-black would not.
  expect(variable('--brigade-on-primary')).toBe('#ffffff');
  // Not a colour: the orange stays.
  view.rerender(<Themed isDark accent="red; background: url(x)" />);
  expect(variable('--brigade-primary')).toBe('#fa8c16');
});
