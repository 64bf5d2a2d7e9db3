import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from './support/render';

const STORES = { ios: 'https://apps.apple.com/app/brigade/id1', android: 'https://play.google.com/store/apps/details?id=brigade' };

test('the sign-in page shows the store link of each platform the shell’s config names', async () => {
  await renderApp('/login', { storeLinks: STORES });
  expect(screen.getByRole('link', { name: 'Download on the App Store' }).getAttribute('href')).toBe(STORES.ios);
  expect(screen.getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href')).toBe(STORES.android);
});

test('without store links in the config the sign-in page shows none', async () => {
  await renderApp('/login');
  expect(screen.queryByRole('link', { name: 'Download on the App Store' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Get it on Google Play' })).toBeNull();
});

test('only the platform that has a link shows one', async () => {
  await renderApp('/login', { storeLinks: { android: STORES.android } });
  expect(screen.queryByRole('link', { name: 'Download on the App Store' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toBeTruthy();
});

test('the sign-in page leads to the contact form', async () => {
  const { where } = await renderApp('/login', { locale: 'de' });
  fireEvent.click(screen.getByRole('link', { name: 'Schreib uns' }));
  await waitFor(() => expect(where()).toBe('/contact'));
  expect(await screen.findByText('Kontakt', { selector: 'h1' })).toBeTruthy();
});
