import { AppIntl } from '@brigade/ui';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ShellConfig } from '../src/config/config';
import { LandingPage } from '../src/landing/LandingPage';
import { catalogues } from '../src/lang';

function show(storeLinks?: ShellConfig['storeLinks'], locale = 'en') {
  return render(
    <MemoryRouter>
      <AppIntl catalogues={catalogues} locale={locale}>
        <LandingPage storeLinks={storeLinks} />
      </AppIntl>
    </MemoryRouter>,
  );
}

test('the store links of /config.json show on the landing page, one per platform', () => {
  show({ ios: 'https://apps.apple.com/app/brigade/id1', android: 'https://play.google.com/store/apps/details?id=brigade' });
  expect(screen.getByRole('link', { name: 'Download on the App Store' }).getAttribute('href')).toBe(
    'https://apps.apple.com/app/brigade/id1',
  );
  expect(screen.getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href')).toBe(
    'https://play.google.com/store/apps/details?id=brigade',
  );
});

test('without store links in the config, no store link shows', () => {
  show(undefined);
  expect(screen.queryByRole('link', { name: 'Download on the App Store' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Get it on Google Play' })).toBeNull();
  show({ android: 'https://play.google.com/store/apps/details?id=brigade' });
  expect(screen.queryByRole('link', { name: 'Download on the App Store' })).toBeNull();
});

test('the footer leads to the contact form and the legal texts, in the visitor’s language', () => {
  show(undefined, 'nl');
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');
  expect(within(footer).getByRole('link', { name: 'Algemene voorwaarden' }).getAttribute('href')).toBe('/toc');
  expect(within(footer).getByRole('link', { name: 'Privacybeleid' }).getAttribute('href')).toBe('/privacy');
});
