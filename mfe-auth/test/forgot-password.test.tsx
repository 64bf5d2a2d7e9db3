import { screen } from '@testing-library/react';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import type { CreatePasswordMutation } from '../src/__generated__/graphql';
import { CREATE_PASSWORD } from '../src/forgot-password/CreatePasswordForm';
import { FORGOT_PASSWORD } from '../src/forgot-password/RequestResetForm';
import { fill, press } from './support/form';
import { badInput, renderApp, settle } from './support/render';

const answer = (message: string) => ({ __typename: 'MessageResponse', code: 200, message });

test("without a token it asks for the email and shows the server's answer", async () => {
  const sent = 'If an account exists for this email, we sent a link to reset the password';
  await renderApp('/forgot-password', {
    mocks: [mockAnswer(FORGOT_PASSWORD, { email: 'chef@example.com' }, { ForgotPassword: answer(sent) })],
  });
  expect(screen.getByRole('link', { name: 'Do you know your password?' }).getAttribute('href')).toBe('/login');
  fill('Email', 'chef@example.com');
  press('Send reset link');
  expect(await screen.findByText(sent)).toBeTruthy();
  expect(screen.queryByLabelText('Email')).toBeNull();
});

test('a resetToken link opens the reset form, and a saved password leads to sign-in', async () => {
  const saved = jest.fn(() => ({
    data: { CreatePassword: answer('Your password is set; you can sign in now') } satisfies Answer<CreatePasswordMutation>,
  }));
  await renderApp('/forgot-password?resetToken=r-123', {
    mocks: [
      {
        request: { query: CREATE_PASSWORD, variables: { input: { token: 'r-123', password: 'Kitchen42', confirmPassword: 'Kitchen42' } } },
        result: saved,
      },
    ],
  });
  expect(screen.getByText('Reset your password')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Send reset link' })).toBeNull();
  fill('New password', 'Kitchen42');
  fill('Confirm password', 'Kitchen42');
  press('Save password');
  expect(await screen.findByText('Your password is set; you can sign in now')).toBeTruthy();
  expect(saved).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
});

test('an invitation (createToken) asks the person to choose their password', async () => {
  await renderApp('/forgot-password?createToken=c-9');
  expect(screen.getByText('Choose your password')).toBeTruthy();
  expect(screen.getByLabelText('New password')).toBeTruthy();
});

test('differing passwords are refused before the link is spent', async () => {
  const saved = jest.fn(() => ({ data: { CreatePassword: answer('ok') } satisfies Answer<CreatePasswordMutation> }));
  await renderApp('/forgot-password?resetToken=r-1', {
    mocks: [{ request: { query: CREATE_PASSWORD, variables: () => true }, result: saved }],
  });
  fill('New password', 'Kitchen42');
  fill('Confirm password', 'Kitchen24');
  press('Save password');
  expect(await screen.findByText('The passwords do not match')).toBeTruthy();
  await settle();
  expect(saved).not.toHaveBeenCalled();
});

test('a used or expired link shows the server’s message and a way to ask for a new one', async () => {
  await renderApp('/forgot-password?resetToken=old', {
    mocks: [
      {
        request: { query: CREATE_PASSWORD, variables: () => true },
        result: badInput('token', 'This link is invalid or has expired; please ask for a new one'),
      },
    ],
  });
  fill('New password', 'Kitchen42');
  fill('Confirm password', 'Kitchen42');
  press('Save password');
  expect((await screen.findByRole('alert')).textContent).toContain('This link is invalid or has expired; please ask for a new one');
  expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
});
