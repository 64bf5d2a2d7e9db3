import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DELETE_OWN_ACCOUNT } from '../src/account/queries';
import { mockAnswer } from '@brigade/test-kit/fixtures/answer';
import { kitchenPlanMock } from './support/plan';
import { renderConsole } from './support/render';

const deleted = mockAnswer(
  DELETE_OWN_ACCOUNT,
  { id: 'ka1' },
  { DeleteUser: { __typename: 'MessageResponse', code: 200, message: 'Deleted' } },
);

test('Delete Account? asks first; cancelling keeps the account', async () => {
  const { session } = renderConsole('/auth/admin/account', { mocks: [kitchenPlanMock()] });
  fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
  expect(await screen.findByRole('dialog', { name: 'Delete Account?' })).toBeTruthy();
  expect(screen.getByText("Are you sure? You can't undo this action afterwards.")).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Account?' })).toBeNull());
  expect(session.signOut).not.toHaveBeenCalled();
});

test('confirming deletes the own account, signs out and goes to /login', async () => {
  const { session, where } = renderConsole('/auth/admin/account', { mocks: [kitchenPlanMock(), deleted] });
  fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(session.signOut).toHaveBeenCalled());
  await waitFor(() => expect(where()).toBe('/login'));
});

test('a refused deletion says why and keeps the person signed in', async () => {
  const { session } = renderConsole('/auth/admin/account', {
    mocks: [kitchenPlanMock(), { request: deleted.request, result: { errors: [{ message: 'Something went wrong' }] } }],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Something went wrong')).toBeTruthy();
  expect(session.signOut).not.toHaveBeenCalled();
});

test("the change-password form (the auth remote's page) is linked", async () => {
  renderConsole('/auth/admin/account', { mocks: [kitchenPlanMock()] });
  expect((await screen.findByRole('link', { name: 'Change password' })).getAttribute('href')).toBe('/change-password');
});
