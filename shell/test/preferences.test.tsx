import { act, render, screen } from '@testing-library/react';
import { PreferencesProvider, usePreferences } from '../src/preferences/PreferencesProvider';

function Probe() {
  const p = usePreferences();
  return (
    <div>
      <span data-testid="theme">{p.isDark ? 'dark' : 'light'}</span>
      <span data-testid="locale">{p.locale}</span>
      <button onClick={() => p.setDark(!p.isDark)}>toggle</button>
      <button onClick={() => p.setLocale('de')}>german</button>
    </div>
  );
}

const theme = () => screen.getByTestId('theme').textContent;

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'NEXT_LOCALE=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

test('dark by default; a kitchen that chose light is light; a person’s own switch wins and is remembered for them only', () => {
  const view = render(
    <PreferencesProvider userId="u1" kitchenDark={null}>
      <Probe />
    </PreferencesProvider>,
  );
  expect(theme()).toBe('dark');
  view.rerender(
    <PreferencesProvider userId="u1" kitchenDark={false}>
      <Probe />
    </PreferencesProvider>,
  );
  expect(theme()).toBe('light');
  act(() => screen.getByText('toggle').click());
  expect(theme()).toBe('dark');
  view.unmount();

  // Back later: u1's choice holds over the kitchen's; u2 on the same browser gets the kitchen's.
  const again = render(
    <PreferencesProvider userId="u1" kitchenDark={false}>
      <Probe />
    </PreferencesProvider>,
  );
  expect(theme()).toBe('dark');
  again.rerender(
    <PreferencesProvider userId="u2" kitchenDark={false}>
      <Probe />
    </PreferencesProvider>,
  );
  expect(theme()).toBe('light');
});

test('the language comes from NEXT_LOCALE, and a change is written back to it', () => {
  document.cookie = 'NEXT_LOCALE=fr; path=/';
  render(
    <PreferencesProvider userId={null} kitchenDark={null}>
      <Probe />
    </PreferencesProvider>,
  );
  expect(screen.getByTestId('locale').textContent).toBe('fr');
  act(() => screen.getByText('german').click());
  expect(screen.getByTestId('locale').textContent).toBe('de');
  expect(document.cookie).toContain('NEXT_LOCALE=de');
  expect(document.documentElement.lang).toBe('de');
});
