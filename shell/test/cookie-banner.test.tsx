import { AppIntl } from '@brigade/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CookieBanner } from '../src/consent/CookieBanner';
import { catalogues } from '../src/lang';

function show(locale = 'en') {
  return render(
    <MemoryRouter>
      <AppIntl catalogues={catalogues} locale={locale}>
        <CookieBanner />
      </AppIntl>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  document.cookie = 'brigade_client_cookies=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

test('a first visit shows the banner and stores no choice until the visitor makes one', () => {
  show();
  expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
  expect(document.cookie).not.toContain('brigade_client_cookies');
});

test('Accept is remembered and the banner goes away, also on the next visit', () => {
  const first = show();
  act(() => fireEvent.click(screen.getByRole('button', { name: 'Accept' })));
  expect(document.cookie).toContain('brigade_client_cookies=accepted');
  expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  first.unmount();
  show();
  expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
});

test('Decline is remembered as declined', () => {
  show();
  act(() => fireEvent.click(screen.getByRole('button', { name: 'Decline' })));
  expect(document.cookie).toContain('brigade_client_cookies=declined');
});

test('the banner speaks the visitor’s language', () => {
  show('nl');
  expect(screen.getByRole('button', { name: 'Accepteren' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Weigeren' })).toBeTruthy();
});
