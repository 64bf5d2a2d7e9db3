import { screen } from '@testing-library/react';
import { VALIDATE_EMAIL } from '../src/verify-email/VerifyEmailPage';
import { badInput, renderApp, settle } from './support/render';

const verified = () =>
  jest.fn(() => ({
    data: { ValidateEmail: { __typename: 'MessageResponse', code: 200, message: 'Your email is verified; you can sign in now' } },
  }));

test('a valid link verifies the address once, even with development double effects, and offers sign-in', async () => {
  const validated = verified();
  renderApp('/verify-email?verifyToken=v-1', {
    strict: true,
    mocks: [{ request: { query: VALIDATE_EMAIL, variables: { verifyToken: 'v-1' } }, result: validated, maxUsageCount: 2 }],
  });
  expect(await screen.findByText('Your email is verified; you can sign in now')).toBeTruthy();
  await settle();
  expect(validated).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
});

test("a spent or expired link shows the server's error", async () => {
  renderApp('/verify-email?verifyToken=v-2', {
    mocks: [
      {
        request: { query: VALIDATE_EMAIL, variables: { verifyToken: 'v-2' } },
        result: badInput('verifyToken', 'This link is invalid or has expired; please ask for a new one'),
      },
    ],
  });
  expect(await screen.findByText('This link is invalid or has expired; please ask for a new one')).toBeTruthy();
  expect(screen.getByText('Your email could not be verified')).toBeTruthy();
});

test('a link without its token says so without calling the server', async () => {
  const validated = verified();
  renderApp('/verify-email', { mocks: [{ request: { query: VALIDATE_EMAIL, variables: () => true }, result: validated }] });
  expect(screen.getByText('This link is incomplete. Please open the link from your email again.')).toBeTruthy();
  await settle();
  expect(validated).not.toHaveBeenCalled();
});
