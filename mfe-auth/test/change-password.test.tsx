import { screen, waitFor } from '@testing-library/react';
import { mockAnswer } from '@brigade/test-kit/fixtures/answer';
import { CHANGE_PASSWORD } from '../src/change-password/ChangePasswordPage';
import { fill, press } from './support/form';
import { ADMIN, badInput, renderApp } from './support/render';

const input = { currentPassword: 'OldPass1', password: 'NewPass22', confirmPassword: 'NewPass22' };

function change(values = input) {
  fill('Current password', values.currentPassword);
  fill('New password', values.password);
  fill('Confirm password', values.confirmPassword);
  press('Change password');
}

test('someone signed out is sent to /login', async () => {
  const { where } = await renderApp('/change-password');
  await waitFor(() => expect(where()).toBe('/login'));
});

test('a change stores the fresh token with the same user and says so', async () => {
  const { session } = await renderApp('/change-password', {
    token: 'old-token',
    user: ADMIN,
    mocks: [
      mockAnswer(
        CHANGE_PASSWORD,
        { input },
        { ChangePassword: { __typename: 'ChangePasswordPayload', code: 200, message: 'Password change successfully', token: 'fresh' } },
      ),
    ],
  });
  change();
  expect(await screen.findByText('Password change successfully')).toBeTruthy();
  expect(session.signIn).toHaveBeenCalledWith('fresh', ADMIN);
  expect(session.signOut).not.toHaveBeenCalled();
});

test("a wrong current password shows the server's message and keeps the session", async () => {
  const { session } = await renderApp('/change-password', {
    token: 'old-token',
    user: ADMIN,
    mocks: [
      {
        request: { query: CHANGE_PASSWORD, variables: { input } },
        result: badInput('currentPassword', 'Current Password does not match, please enter correct password'),
      },
    ],
  });
  change();
  expect(await screen.findByText('Current Password does not match, please enter correct password')).toBeTruthy();
  expect(screen.queryByText('Password change successfully')).toBeNull();
  expect(session.signIn).not.toHaveBeenCalled();
});
