import { screen } from '@testing-library/react';
import { StoreLinks } from '../src/components/store-links/StoreLinks';
import { renderUi } from './render';

test('one link per platform the config names, opening the store in a new tab', () => {
  renderUi(<StoreLinks links={{ ios: 'https://apps.apple.com/app/id1', android: 'https://play.google.com/store/apps/details?id=b' }} />);
  const ios = screen.getByRole('link', { name: 'Download on the App Store' });
  expect(ios.getAttribute('href')).toBe('https://apps.apple.com/app/id1');
  expect(ios.getAttribute('target')).toBe('_blank');
  expect(ios.getAttribute('rel')).toBe('noopener noreferrer');
  expect(screen.getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href')).toBe(
    'https://play.google.com/store/apps/details?id=b',
  );
});

test('an unset platform is left out, and with none set nothing shows', () => {
  const { container, rerender } = renderUi(<StoreLinks links={{ android: 'https://play.google.com/store/apps/details?id=b' }} />);
  expect(screen.queryByRole('link', { name: 'Download on the App Store' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toBeTruthy();
  rerender(<StoreLinks links={{ ios: '', android: undefined }} />);
  expect(container.textContent).toBe('');
  rerender(<StoreLinks />);
  expect(container.textContent).toBe('');
});

test('only web addresses become links, whatever the config holds', () => {
  renderUi(<StoreLinks links={{ ios: 'javascript:alert(1)', android: 'not a url' }} />);
  expect(screen.queryAllByRole('link')).toEqual([]);
});

test('the links speak the page’s language', () => {
  renderUi(<StoreLinks links={{ ios: 'https://apps.apple.com/app/id1' }} />, 'nl');
  expect(screen.getByRole('link', { name: 'Download in de App Store' })).toBeTruthy();
});
