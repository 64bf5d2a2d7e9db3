import { waitFor } from '@testing-library/react';
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
