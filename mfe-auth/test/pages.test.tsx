import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockAnswer } from '@brigade/test-kit/fixtures/answer';
import { PLANS } from '../src/complete-payment/CompletePaymentPage';
import { ADMIN, renderApp } from './support/render';

test('/access-forbidden says so and leads a signed-in person to their home', async () => {
  const { where } = await renderApp('/access-forbidden', { token: 't', user: { ...ADMIN, isSuperAdmin: true } });
  expect(screen.getByText('Access Forbidden')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Go to the home page' }));
  await waitFor(() => expect(where()).toBe('/auth/superadmin/dashboard'));
});

test('/browser-support lists the supported browsers', async () => {
  await renderApp('/browser-support');
  expect(screen.getByText('Your browser is not supported')).toBeTruthy();
  const links = screen.getAllByRole('link').map((a) => a.textContent);
  expect(links).toEqual([
    'Google Chrome (current version)',
    'Microsoft Edge (current version)',
    'Mozilla Firefox (current version)',
    'Apple Safari (current version)',
  ]);
});

test('an unknown path inside the remote is not found', async () => {
  await renderApp('/no-such-page');
  expect(screen.getByText('Page not found')).toBeTruthy();
});

test('/complete-payment lists the plans with their cycle and price', async () => {
  await renderApp('/complete-payment', {
    token: 't',
    user: ADMIN,
    mocks: [
      mockAnswer(PLANS, undefined, {
        getActiveSubscriptionPlan: [
          { __typename: 'SubscriptionPlan', id: 'p1', name: 'Pro', price: '29.00', currency: 'EUR', subscriptionPlan: 'ANNUAL' },
        ],
      }),
    ],
  });
  expect(await screen.findByText('Pro (yearly) — €29.00 + VAT')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
});

test('the pages speak the shell’s language', async () => {
  await renderApp('/access-forbidden', { locale: 'de' });
  expect(screen.getByRole('button', { name: 'Zur Startseite' })).toBeTruthy();
});
