import { REMEMBER_ME_KEY } from '@brigade/ui';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import type { ResendVerificationEmailMutation } from '../src/__generated__/graphql';
import { PLANS } from '../src/complete-payment/CompletePaymentPage';
import { AUTHENTICATE } from '../src/login/sign-in';
import { RESEND_VERIFICATION } from '../src/verify-email/resend';
import { fill, press } from './support/form';
import { ADMIN, badInput, renderApp } from './support/render';

const credentials = { input: { email: 'chef@example.com', password: 'Secret123' } };
const signedIn = (hasPaymentOverDue: boolean) =>
  mockAnswer(AUTHENTICATE, credentials, {
    Authenticate: { __typename: 'AuthPayload', token: 'tok-1', hasPaymentOverDue, user: { __typename: 'User', ...ADMIN } },
  });

function signIn() {
  fill('Email', 'chef@example.com');
  fill('Password', 'Secret123');
  press('Sign in');
}

test('signing in stores the remember-me choice before the session, then goes home', async () => {
  const { session, where } = await renderApp('/login', { mocks: [signedIn(false)] });
  let rememberedAtSignIn: string | null = null;
  jest.mocked(session.signIn).mockImplementation(() => {
    rememberedAtSignIn = localStorage.getItem(REMEMBER_ME_KEY);
  });
  fireEvent.click(screen.getByLabelText('Remember me'));
  signIn();
  await waitFor(() => expect(session.signIn).toHaveBeenCalledWith('tok-1', expect.objectContaining(ADMIN)));
  expect(rememberedAtSignIn).toBe('true');
  await waitFor(() => expect(where()).toBe('/'));
});

test('a kitchen with an overdue payment is sent to /complete-payment', async () => {
  const plans = mockAnswer(PLANS, undefined, { getActiveSubscriptionPlan: [] });
  const { where } = await renderApp('/login', { mocks: [signedIn(true), plans] });
  signIn();
  await waitFor(() => expect(where()).toBe('/complete-payment'));
  expect(await screen.findByText('Complete your payment')).toBeTruthy();
});

test("a wrong password shows the server's message in an alert and signs nobody in", async () => {
  const refused = { request: { query: AUTHENTICATE, variables: credentials }, result: badInput('password', 'Invalid email or password') };
  const { session } = await renderApp('/login', { mocks: [refused] });
  signIn();
  expect((await screen.findByRole('alert')).textContent).toContain('Invalid email or password');
  expect(session.signIn).not.toHaveBeenCalled();
  expect(localStorage.getItem(REMEMBER_ME_KEY)).toBe('false');
});

test('the email field has the cursor when the page opens', async () => {
  await renderApp('/login');
  expect(document.activeElement).toBe(screen.getByLabelText('Email'));
});

test('a refusal disappears once a field is edited, and is not kept beside new field errors', async () => {
  const refused = { request: { query: AUTHENTICATE, variables: credentials }, result: badInput('password', 'Invalid email or password') };
  await renderApp('/login', { mocks: [refused] });
  signIn();
  expect((await screen.findByRole('alert')).textContent).toContain('Invalid email or password');
  fill('Password', 'Secret1234');
  expect(screen.queryByText('Invalid email or password')).toBeNull();

  // Emptying a field is an edit too: the browser's own check then stands alone.
  fill('Email', '');
  press('Sign in');
  expect(await screen.findByText('Please enter your email')).toBeTruthy();
  expect(screen.queryByText('Invalid email or password')).toBeNull();
});

test('an empty form is refused in the browser with the spec-style messages', async () => {
  const { session } = await renderApp('/login');
  press('Sign in');
  expect(await screen.findByText('Please enter your email')).toBeTruthy();
  expect(screen.getByText('Please enter your password')).toBeTruthy();
  expect(session.signIn).not.toHaveBeenCalled();
});

test('a sign-in whose code or client cannot be fetched (the network dropped) says so and sends nothing', async () => {
  const { session, loadClient } = await renderApp('/login');
  loadClient.mockRejectedValueOnce(new Error('ChunkLoadError'));
  signIn();
  expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
  expect(session.signIn).not.toHaveBeenCalled();
  // The button works again: the next try fetches anew.
  expect(screen.getByRole('button', { name: 'Sign in' }).getAttribute('aria-busy')).not.toBe('true');
});

test('links lead to the forgot-password and register pages', async () => {
  await renderApp('/login');
  expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
  expect(screen.getByRole('link', { name: 'Register your kitchen' }).getAttribute('href')).toBe('/register');
});

test('the page speaks Dutch when the shell chose nl', async () => {
  await renderApp('/login', { locale: 'nl' });
  expect(screen.getByRole('button', { name: 'Inloggen' })).toBeTruthy();
  expect(screen.getByLabelText('Wachtwoord')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Wachtwoord vergeten?' })).toBeTruthy();
});

describe('an account that is not verified yet', () => {
  const notVerified = {
    request: { query: AUTHENTICATE, variables: credentials },
    result: {
      errors: [
        { message: 'Please verify your email first; we sent you a link', extensions: { code: 'FORBIDDEN', reason: 'EMAIL_NOT_VERIFIED' } },
      ],
    },
  };
  const resend = (result: object) => ({
    request: { query: RESEND_VERIFICATION, variables: { input: { email: 'chef@example.com' } } },
    result: jest.fn(() => result),
  });

  test("is offered 'Send the link again', which mails the typed address and says so", async () => {
    const sent = resend({
      data: {
        ResendVerificationEmail: { __typename: 'MessageResponse', code: 200, message: 'If this email has an account…' },
      } satisfies Answer<ResendVerificationEmailMutation>,
    });
    const { session } = await renderApp('/login', { mocks: [notVerified, sent] });
    signIn();
    expect((await screen.findByRole('alert')).textContent).toContain('Please verify your email first; we sent you a link');
    press('Send the link again');
    expect(
      await screen.findByText('We sent a new link to chef@example.com. Please check your inbox; the link works for 24 hours.'),
    ).toBeTruthy();
    expect(sent.result).toHaveBeenCalledTimes(1);
    expect(session.signIn).not.toHaveBeenCalled();
  });

  test('asking again too soon says how long to wait, in words and in the page language', async () => {
    const tooSoon = {
      errors: [{ message: 'Too soon', extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 45 } }],
    };
    await renderApp('/login', { mocks: [notVerified, resend(tooSoon)] });
    signIn();
    await screen.findByRole('button', { name: 'Send the link again' });
    press('Send the link again');
    expect(await screen.findByText('We sent a link a short while ago. You can ask for a new one in 45 seconds.')).toBeTruthy();
  });

  test('speaks Danish too, with the wait in Danish words', async () => {
    const tooSoon = { errors: [{ message: 'Too soon', extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 20 * 3600 } }] };
    await renderApp('/login', { locale: 'da', mocks: [notVerified, resend(tooSoon)] });
    fill('E-mail', 'chef@example.com');
    fill('Adgangskode', 'Secret123');
    press('Log ind');
    await screen.findByRole('button', { name: 'Send linket igen' });
    press('Send linket igen');
    expect(await screen.findByText('Vi sendte et link for lidt siden. Du kan bede om et nyt om 20 timer.')).toBeTruthy();
  });

  test('any other refusal offers no new link', async () => {
    const paused = {
      request: { query: AUTHENTICATE, variables: credentials },
      result: { errors: [{ message: 'This account is paused; ask your kitchen admin', extensions: { code: 'FORBIDDEN' } }] },
    };
    await renderApp('/login', { mocks: [paused] });
    signIn();
    expect((await screen.findByRole('alert')).textContent).toContain('This account is paused');
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });
});
