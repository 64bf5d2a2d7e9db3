import { screen, waitFor } from '@testing-library/react';
import type { Answer } from '@brigade/test-kit/fixtures/answer';
import type { ResendVerificationEmailMutation, ValidateEmailMutation } from '../src/__generated__/graphql';
import { RESEND_VERIFICATION } from '../src/verify-email/resend';
import { VALIDATE_EMAIL } from '../src/verify-email/VerifyEmailPage';
import { fill, press } from './support/form';
import { badInput, renderApp, settle } from './support/render';

const verified = () =>
  jest.fn(() => ({
    data: {
      ValidateEmail: { __typename: 'MessageResponse', code: 200, message: 'Your email is verified; you can sign in now' },
    } satisfies Answer<ValidateEmailMutation>,
  }));

test('a valid link verifies the address once, even with development double effects, and offers sign-in', async () => {
  const validated = verified();
  await renderApp('/verify-email?verifyToken=v-1', {
    strict: true,
    mocks: [{ request: { query: VALIDATE_EMAIL, variables: { verifyToken: 'v-1' } }, result: validated, maxUsageCount: 2 }],
  });
  expect(await screen.findByText('Your email is verified; you can sign in now')).toBeTruthy();
  await settle();
  expect(validated).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
});

test("a spent or expired link shows the server's error", async () => {
  await renderApp('/verify-email?verifyToken=v-2', {
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
  await renderApp('/verify-email', { mocks: [{ request: { query: VALIDATE_EMAIL, variables: () => true }, result: validated }] });
  expect(screen.getByText('This link is incomplete. Please open the link from your email again.')).toBeTruthy();
  await settle();
  expect(validated).not.toHaveBeenCalled();
});

describe('a link opened again', () => {
  const alreadyVerified = {
    request: { query: VALIDATE_EMAIL, variables: { verifyToken: 'v-3' } },
    result: { errors: [{ message: 'This email is already verified; you can sign in', extensions: { code: 'ALREADY_VERIFIED' } }] },
  };

  test('for an account verified since says so and offers a Sign in button, not a failure', async () => {
    const { where } = await renderApp('/verify-email?verifyToken=v-3', { mocks: [alreadyVerified] });
    expect(await screen.findByText('Your email is already verified')).toBeTruthy();
    expect(screen.queryByText('Your email could not be verified')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
    press('Sign in');
    await waitFor(() => expect(where()).toBe('/login'));
  });

  test('in Dutch as well', async () => {
    await renderApp('/verify-email?verifyToken=v-3', { locale: 'nl', mocks: [alreadyVerified] });
    expect(await screen.findByText('Je e-mailadres is al bevestigd')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Inloggen' })).toBeTruthy();
  });
});

describe('a link that does not work offers a new one', () => {
  const invalid = {
    request: { query: VALIDATE_EMAIL, variables: { verifyToken: 'v-4' } },
    result: badInput('verifyToken', 'This link is invalid or has expired; please ask for a new one'),
  };

  test('the person types their e-mail and is told a new link is on its way', async () => {
    const sent = jest.fn(() => ({
      data: {
        ResendVerificationEmail: { __typename: 'MessageResponse', code: 200, message: 'If this email has an account…' },
      } satisfies Answer<ResendVerificationEmailMutation>,
    }));
    await renderApp('/verify-email?verifyToken=v-4', {
      mocks: [invalid, { request: { query: RESEND_VERIFICATION, variables: { input: { email: 'vera@bar.test' } } }, result: sent }],
    });
    await screen.findByText('Your email could not be verified');
    fill('Email', ' vera@bar.test ');
    press('Send the link again');
    expect(
      await screen.findByText('If this email has an account waiting for verification, we sent it a new link. Please check your inbox.'),
    ).toBeTruthy();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  test("the server's field message shows next to the e-mail field", async () => {
    await renderApp('/verify-email?verifyToken=v-4', {
      mocks: [
        invalid,
        {
          request: { query: RESEND_VERIFICATION, variables: { input: { email: 'vera@bar.invalid' } } },
          result: badInput('email', 'This email cannot receive mail'),
        },
      ],
    });
    await screen.findByText('Your email could not be verified');
    fill('Email', 'vera@bar.invalid');
    press('Send the link again');
    expect(await screen.findByText('This email cannot receive mail')).toBeTruthy();
    expect(screen.queryByText(/we sent it a new link/)).toBeNull();
  });
});
