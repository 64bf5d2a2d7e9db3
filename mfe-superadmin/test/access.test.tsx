import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SessionUser } from '@brigade/ui';
import { renderConsole } from './support/render';

const KITCHEN_ADMIN: SessionUser = {
  id: 'a1',
  email: 'chef@kitchen.example',
  fName: 'Chef',
  isSuperAdmin: false,
  isAdmin: true,
  isCook: false,
  kitchenId: 'k1',
};

test('a kitchen admin opening a super admin page is told Access Forbidden, not sent home', async () => {
  const { where } = renderConsole('/auth/superadmin/payments', { user: KITCHEN_ADMIN });
  await waitFor(() => expect(where()).toBe('/access-forbidden'));
});

test('a signed-out visitor is sent to sign in', async () => {
  const { where } = renderConsole('/auth/superadmin/payments', { user: null });
  await waitFor(() => expect(where()).toBe('/login'));
});

test.each(['dishes', 'recipe'])("'%s/create', the kitchen console's address, opens the super admin's new form", async (segment) => {
  const { where } = renderConsole(`/auth/superadmin/${segment}/create`, { mocks: [] });
  await waitFor(() => expect(where()).toBe(`/auth/superadmin/${segment}/new`));
});

test('an address with no screen says Page not found where it is, with a way to the dashboard', async () => {
  const { where } = renderConsole('/auth/superadmin/nonsense');
  expect(await screen.findByText('Page not found')).toBeTruthy();
  expect(where()).toBe('/auth/superadmin/nonsense');
  fireEvent.click(screen.getByRole('link', { name: 'Go to the start page' }));
  await waitFor(() => expect(where()).toBe('/auth/superadmin/dashboard'));
});

test("the console's own root still opens the dashboard", async () => {
  const { where } = renderConsole('/auth/superadmin');
  await waitFor(() => expect(where()).toBe('/auth/superadmin/dashboard'));
});
